// The feedback limits (specification doc. 1 §5 and §9: "feedback at most 140 characters; images png
// or jpg, at most 5MB each, at most 3"), checked before anything is uploaded. The server checks the
// same limits again, and the image type by the file's first bytes (docs/member-area.md).

export const FEEDBACK_MAX_CHARS = 140;
export const FEEDBACK_MAX_IMAGES = 3;
export const FEEDBACK_MAX_IMAGE_MB = 5;
/** 5 MB in bytes, counted as the server counts it. */
export const FEEDBACK_MAX_IMAGE_BYTES = FEEDBACK_MAX_IMAGE_MB * 1024 * 1024;
/** For the picker's `accept`. */
export const FEEDBACK_IMAGE_TYPES = 'image/png,image/jpeg';

const TYPES = new Set(['image/png', 'image/jpeg']);
const EXTENSIONS = new Set(['png', 'jpg', 'jpeg']);

export type TextError = 'empty' | 'tooLong';
/** `unreadable`: the phone could not decode a photo to downscale it (routes/feedback/downscale.ts). */
export type ImageError = 'tooMany' | 'badType' | 'tooBig' | 'unreadable';

/** What the checks need of a File (tests pass plain objects). */
export interface ImageLike {
  name: string;
  type: string;
  size: number;
}

/** Characters as the player counts them: code points, not UTF-16 units. */
export const charCount = (text: string): number => [...text].length;

/** The text cut to the limit (a paste may be longer than the field allows). */
export const clipFeedbackText = (text: string): string =>
  charCount(text) > FEEDBACK_MAX_CHARS ? [...text].slice(0, FEEDBACK_MAX_CHARS).join('') : text;

export function checkFeedbackText(text: string): TextError | null {
  if (!text.trim()) return 'empty';
  return charCount(text) > FEEDBACK_MAX_CHARS ? 'tooLong' : null;
}

/** PNG or JPEG when the MIME type and the name's extension agree. Either may be missing (some
 *  Android pickers give no type, some content names have no extension), but not both, and neither
 *  may name something else: a `.gif` called `image/png` is refused. */
export function isAllowedImage({ name, type }: ImageLike): boolean {
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  const mime = type.toLowerCase();
  if (mime && !TYPES.has(mime)) return false;
  if (ext && !EXTENSIONS.has(ext)) return false;
  return Boolean(mime || ext);
}

/** Checks newly picked images against the ones already chosen: the ones that may be added, in
 *  order, and the first rule broken (null when none). A refused file takes no place. */
export function checkImages<T extends ImageLike>(existing: number, added: readonly T[]): { accepted: T[]; error: ImageError | null } {
  const accepted: T[] = [];
  let error: ImageError | null = null;
  for (const file of added) {
    const broken: ImageError | null = !isAllowedImage(file)
      ? 'badType'
      : file.size > FEEDBACK_MAX_IMAGE_BYTES
        ? 'tooBig'
        : existing + accepted.length >= FEEDBACK_MAX_IMAGES
          ? 'tooMany'
          : null;
    if (broken) error ??= broken;
    else accepted.push(file);
  }
  return { accepted, error };
}
