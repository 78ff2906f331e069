// The feedback's image picker: a visible "Add images" control (the file input inside its label),
// the limits as a hint, the chosen thumbnails each with a remove button, and the refusal of the
// last pick. The picker stays usable at three images, so a fourth is refused with the reason.

import { useLingui } from '@lingui/react/macro';
import { formatMegabytes, formatNumber } from '@/i18n/format';
import { locale } from '@/i18n/locale';
import { FEEDBACK_IMAGE_TYPES, FEEDBACK_MAX_IMAGES, FEEDBACK_MAX_IMAGE_MB, type ImageError } from '@/lib/feedback-rules';
import type { ChosenImage } from './use-chosen-images';
import css from './feedback.module.css';

const THUMB = 72;

export interface ImagePickerProps {
  images: readonly ChosenImage[];
  onPick: (files: File[]) => void;
  onRemove: (image: ChosenImage) => void;
  /** The rule the last pick (or the server) found broken; null shows none. */
  error: ImageError | null;
  /** Photos of the last pick are being downscaled: the picker waits. */
  preparing?: boolean;
}

export function ImagePicker({ images, onPick, onRemove, error, preparing }: ImagePickerProps) {
  const { t } = useLingui();
  const l = locale.value;
  const size = formatMegabytes(FEEDBACK_MAX_IMAGE_MB, l);
  const max = formatNumber(FEEDBACK_MAX_IMAGES, l);
  // One text per rule (specification doc. 1 §5: "images png or jpg, at most 5MB each, at most 3").
  // The formats are named in the player's words (BN: পিএনজি, জেপিজি), the size comes with its unit.
  const message =
    error &&
    {
      tooBig: t`Images must be at most ${size} each`,
      badType: t`Images must be PNG or JPG`,
      tooMany: t`At most ${max} images`,
      unreadable: t`This image could not be read. Please choose another one.`,
    }[error];
  return (
    <div class={css.images}>
      {images.length > 0 && (
        <ul class={css.thumbs} aria-label={t`Chosen images`}>
          {images.map((image, i) => {
            const n = formatNumber(i + 1, l);
            return (
              <li key={image.url} class={css.thumb}>
                <img src={image.url} alt={t`Image ${n}`} width={THUMB} height={THUMB} />
                <button type="button" class={css.remove} aria-label={t`Remove image ${n}`} onClick={() => onRemove(image)}>
                  <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" stroke-width="2.5">
                    <path d="M18 6L6 18M6 6l12 12" />
                  </svg>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <label class={css.pick}>
        {t`Add images`}
        <input
          type="file"
          class="visually-hidden"
          accept={FEEDBACK_IMAGE_TYPES}
          multiple
          disabled={preparing}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'fb-images-hint fb-images-error' : 'fb-images-hint'}
          onChange={(e) => {
            const files = [...(e.currentTarget.files ?? [])];
            // Cleared, so picking the same photo again after removing it still fires a change.
            e.currentTarget.value = '';
            onPick(files);
          }}
        />
      </label>
      <p id="fb-images-hint" class={css.hint}>{t`PNG or JPG, at most ${size} each, at most ${max} images`}</p>
      {preparing && (
        <p class={css.hint} role="status">
          {t`Preparing images…`}
        </p>
      )}
      {message && (
        <p id="fb-images-error" class={css.error} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
