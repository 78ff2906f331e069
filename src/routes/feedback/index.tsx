// /m/feedback (specification doc. 1 §2 "Feedback" FEEDBACK3, §5 and §9 limits): a text of at most
// 140 characters and up to three png or jpg images of at most 5 MB each, all checked before
// anything is uploaded. Photos are downscaled on the phone when picked (./downscale.ts: 2G takes
// 300 kB, not 5 MB), and the upload shows its progress with a cancel. A failed or cancelled send
// keeps the text and the images, so the player can try again; success thanks the player and
// clears the form. Visitors and trial members never get here (app/access.ts; the server refuses
// a trial account's feedback too).

import { useRef, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ApiError, clientErrorCodes } from '@/api/errors';
import { feedbackRefusal, sendFeedback } from '@/api/feedback';
import { useForm } from '@/components/form/use-form';
import { SubmitButton } from '@/components/submit-button/SubmitButton';
import { formatNumber } from '@/i18n/format';
import { locale } from '@/i18n/locale';
import { FEEDBACK_MAX_CHARS, charCount, checkFeedbackText, checkImages, clipFeedbackText, type ImageError } from '@/lib/feedback-rules';
import { showToast } from '@/state/ui';
import { downscalePhoto } from './downscale';
import { ImagePicker } from './ImagePicker';
import { UploadProgress } from './UploadProgress';
import { useChosenImages, type ChosenImage } from './use-chosen-images';
import css from './feedback.module.css';

/** One text for both rules of the text (empty, too long), its number in the language shown. */
function textRule() {
  const chars = formatNumber(FEEDBACK_MAX_CHARS, locale.value);
  return msg`Feedback must be 1 to ${chars} characters`;
}

export default function FeedbackPage() {
  const { t } = useLingui();
  const l = locale.value;
  const { images, add, remove, clear } = useChosenImages();
  const [imageError, setImageError] = useState<ImageError | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  /** The share of the upload sent, while one is under way. */
  const [sent, setSent] = useState<number | null>(null);
  const cancel = useRef<AbortController | null>(null);
  const form = useForm({
    initial: { text: '' },
    fields: ['text'],
    check: (_, { text }) => (checkFeedbackText(text) ? textRule() : null),
    send: async ({ text }) => {
      setFailure(null);
      // Not cancelled when the player leaves: the upload finishes and the thanks is a global toast.
      cancel.current = new AbortController();
      setSent(0);
      try {
        await sendFeedback(
          text.trim(),
          images.map((i) => i.file),
          { signal: cancel.current.signal, onProgress: setSent },
        );
      } finally {
        setSent(null);
      }
      showToast(t`Thank you for your feedback`, { kind: 'success' });
      form.reset();
      clear();
      setImageError(null);
    },
    // The text and the images stay, so the player can try again.
    failed: (err) => {
      // Cancelled by the player: nothing went wrong, and nothing needs saying.
      if (err instanceof ApiError && err.errorCode === clientErrorCodes.aborted) return;
      const rule = feedbackRefusal(err);
      if (rule === 'badText') form.fail('text', (i18n) => i18n._(textRule()));
      else if (rule) setImageError(rule);
      else setFailure(failureText(err));
    },
  });
  const textError = form.message('text');

  const onInput = (e: Event) => {
    const box = e.currentTarget as HTMLTextAreaElement;
    const clipped = clipFeedbackText(box.value);
    // A paste past the limit: put the clipped text back (the state may not change, so no render).
    if (clipped !== box.value) box.value = clipped;
    form.set('text', clipped);
  };
  const pick = async (files: File[]) => {
    const { accepted, error } = checkImages(images.length, files);
    setImageError(error);
    if (accepted.length === 0) return;
    // One photo at a time: a decoded 12-megapixel photo holds 48 MB, and the phone is a cheap one.
    // The picker and the submit wait meanwhile.
    setPreparing(true);
    const ready: File[] = [];
    for (const file of accepted) {
      const small = await downscalePhoto(file);
      if (small) ready.push(small);
      else setImageError((shown) => shown ?? 'unreadable');
    }
    add(ready);
    setPreparing(false);
  };
  const unpick = (image: ChosenImage) => {
    remove(image);
    setImageError(null);
  };

  function failureText(err: unknown): string {
    if (err instanceof ApiError && err.errorCode === 'client.network') return t`No internet connection. Check it and try again.`;
    if (err instanceof ApiError && err.errorCode === 'client.timeout') return t`The network is slow. Please try again.`;
    // The server's own message is already in the player's language.
    if (err instanceof ApiError && !err.errorCode.startsWith('client.') && err.message !== err.errorCode) return err.message;
    return t`Sending failed. Please try again.`;
  }

  const text = form.values.text;
  const chars = formatNumber(FEEDBACK_MAX_CHARS, l);
  const described = ['fb-count', textError && 'fb-text-error'].filter(Boolean).join(' ');
  return (
    <form class={css.page} noValidate onSubmit={form.submit}>
      <label for="fb-text" class={css.label}>{t`Your feedback`}</label>
      <textarea
        id="fb-text"
        ref={form.inputRef('text')}
        class={css.text}
        rows={5}
        maxLength={FEEDBACK_MAX_CHARS}
        placeholder={t`Tell us what we can do better`}
        value={text}
        aria-invalid={textError ? true : undefined}
        aria-describedby={described}
        onInput={onInput}
      />
      <p id="fb-count" class={css.count}>{`${formatNumber(charCount(text), l)}/${chars}`}</p>
      {textError && (
        <p id="fb-text-error" class={css.error} role="alert">
          {textError}
        </p>
      )}
      <ImagePicker images={images} onPick={(files) => void pick(files)} onRemove={unpick} error={imageError} preparing={preparing} />
      {failure && (
        <p class={css.error} role="alert">
          {failure}
        </p>
      )}
      <SubmitButton pending={form.pending} disabled={!text.trim() || preparing}>{t`Submit`}</SubmitButton>
      {sent !== null && <UploadProgress share={sent} onCancel={() => cancel.current?.abort()} />}
    </form>
  );
}
