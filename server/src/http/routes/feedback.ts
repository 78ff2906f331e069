import type { FeedbackPart } from '../../../../contract/member.ts';
import { checkImages, feedbackText, saveFeedback, type FeedbackRefusal } from '../../modules/feedback/feedback.ts';
import { ApiError, ErrorCodes } from '../errors.ts';
import { parseMultipart, type MultipartPart } from '../multipart.ts';
import { requireMember } from '../request-helpers.ts';
import type { Route } from '../router.ts';

/** Feedback with images (module FEEDBACK3; docs/member-area.md). */

/** 3 images of 5 MB and the form around them; every other call keeps the 64 kB limit. */
const FEEDBACK_BODY_LIMIT = 16 * 1024 * 1024;

const refuse = (code: FeedbackRefusal): ApiError => new ApiError(code === 'feedback.image.size' ? 413 : 400, code);

/** The `content` field (exactly one text part; none reads as empty) and the `images` files. */
function readForm(parts: MultipartPart[]): { content: string; images: Buffer[] } {
  const texts = parts.filter((p) => p.name === ('content' satisfies FeedbackPart) && p.filename === undefined);
  if (texts.length > 1) throw new ApiError(400, ErrorCodes.bodyInvalid);
  // An empty file input still sends a part: no name, no bytes. It is not an image.
  const images = parts.filter((p) => p.name === ('images' satisfies FeedbackPart) && !(p.filename === '' && p.data.length === 0));
  return { content: texts[0]?.data.toString('utf8') ?? '', images: images.map((p) => p.data) };
}

export const feedbackRoutes: Route[] = [
  {
    method: 'PUT',
    path: '/wps/feedback',
    rawBody: { limit: FEEDBACK_BODY_LIMIT },
    handler: (ctx) => {
      const member = requireMember(ctx);
      const { content, images } = readForm(parseMultipart(ctx.body as Buffer, ctx.headers['content-type']));
      const text = feedbackText(content);
      if (text === undefined) throw refuse('feedback.content.invalid');
      const refusal = checkImages(images);
      if (refusal) throw refuse(refusal);
      return saveFeedback(ctx.db, ctx.uploadDir, member, text, images);
    },
  },
];
