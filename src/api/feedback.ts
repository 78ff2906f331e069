// The member's feedback (specification doc. 1 §2 "Feedback" FEEDBACK3, §7 "feedback (PUT)";
// docs/member-area.md): the text and up to three images in one multipart body.

import type { FeedbackAnswer, FeedbackPart } from '../../contract/member';
import { request } from './client';
import { ApiError, clientErrorCodes } from './errors';
import type { ImageError } from '@/lib/feedback-rules';
import { isNumber, isRecord } from '@/lib/guards';

/** Three images of 5 MB over 2G take minutes: the usual 15 s would abandon every real upload. */
const UPLOAD_TIMEOUT = 120_000;

/** Sends the feedback; resolves with its id. A PUT is never retried (the upload is not repeated
 *  behind the player's back). */
export async function sendFeedback(content: string, files: readonly File[], signal?: AbortSignal): Promise<number> {
  const body = new FormData();
  body.append('content' satisfies FeedbackPart, content);
  for (const file of files) body.append('images' satisfies FeedbackPart, file, file.name);
  // FormData goes out untouched: the browser writes the multipart Content-Type with its boundary.
  const v = await request<unknown>({
    method: 'put',
    url: '/wps/feedback',
    moduleId: 'FEEDBACK3',
    data: body,
    timeout: UPLOAD_TIMEOUT,
    retries: 0,
    signal,
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
  'feedback.image.size': 'tooBig',
};

/** The rule behind a failed send, or null for any other failure. */
export const feedbackRefusal = (err: unknown): FeedbackRefusal | null => (err instanceof ApiError && refusals[err.errorCode]) || null;
