// The member's feedback (specification doc. 1 §2 "Feedback" FEEDBACK3, §7 "feedback (PUT)";
// docs/member-area.md): the text and up to three images in one multipart body.

import type { FeedbackAnswer, FeedbackPart } from '../../contract/member';
import { ApiError, clientErrorCodes } from './errors';
import { upload } from './upload';
import type { ImageError } from '@/lib/feedback-rules';
import { isNumber, isRecord } from '@/lib/guards';

/** Past the server's own limit for an upload (120 s once the headers are in), so a slow upload
 *  ends with the server's answer rather than the client giving up first. */
const UPLOAD_TIMEOUT = 150_000;

export interface SendOptions {
  /** Cancels the upload (the page's cancel button): `client.aborted`. */
  signal?: AbortSignal;
  /** The share of the body sent so far, 0 to 1. */
  onProgress?: (share: number) => void;
}

/** Sends the feedback; resolves with its id. Never retried (the upload is not repeated behind
 *  the player's back). */
export async function sendFeedback(content: string, files: readonly File[], { signal, onProgress }: SendOptions = {}): Promise<number> {
  const body = new FormData();
  body.append('content' satisfies FeedbackPart, content);
  for (const file of files) body.append('images' satisfies FeedbackPart, file, file.name);
  const v = await upload<unknown>({
    method: 'put',
    url: '/wps/feedback',
    moduleId: 'FEEDBACK3',
    data: body,
    timeout: UPLOAD_TIMEOUT,
    signal,
    onProgress: onProgress && ((sent, total) => onProgress(sent / total)),
  });
  if (!isRecord<FeedbackAnswer>(v) || !isNumber(v.id)) throw new ApiError(200, clientErrorCodes.invalidResponse, '');
  return v.id;
}

/** The feedback rule a refusal names, so the page can say it in the same words as its own checks. */
export type FeedbackRefusal = ImageError | 'badText';

const refusals: Readonly<Record<string, FeedbackRefusal>> = {
  'feedback.content.invalid': 'badText',
  'feedback.image.count': 'tooMany',
  'feedback.image.type': 'badType',
  // Not 'feedback.image.size': the server's limit (512 kB) is the downscaled image's, not the
  // picker's 5 MB; the server's own message says it.
};

/** The rule behind a failed send, or null for any other failure. */
export const feedbackRefusal = (err: unknown): FeedbackRefusal | null => (err instanceof ApiError && refusals[err.errorCode]) || null;
