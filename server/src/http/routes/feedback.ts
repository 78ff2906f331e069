import type { FeedbackPart } from '../../../../contract/member.ts';
import {
  checkImages,
  FEEDBACK_MAX_IMAGE_BYTES,
  FEEDBACK_MAX_IMAGES,
  feedbackText,
  saveFeedback,
  type FeedbackRefusal,
} from '../../modules/feedback/feedback.ts';
import { checkFeedbackQuota } from '../../modules/feedback/quota.ts';
import { ApiError, ErrorCodes } from '../errors.ts';
import { parseMultipart, type MultipartPart } from '../multipart.ts';
import { requireMember } from '../request-helpers.ts';
import type { Route } from '../router.ts';

/** Feedback with images (module FEEDBACK3; docs/member-area.md). */

/** 3 images at their limit and the form around them (140 characters and part headers: 16 kB is
 *  ample); every other call keeps the 64 kB limit. */
const FEEDBACK_BODY_LIMIT = FEEDBACK_MAX_IMAGES * FEEDBACK_MAX_IMAGE_BYTES + 16 * 1024;

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
    rawBody: {
      limit: FEEDBACK_BODY_LIMIT,
      // A trial account, or a member whose hour or whose disk is full, sends no bytes in vain.
      admit: (member, ctx) => checkFeedbackQuota(ctx.db, member, 0, ctx.uploadLimits),
    },
    handler: (ctx) => {
      const member = requireMember(ctx);
      const { content, images } = readForm(parseMultipart(ctx.body as Buffer, ctx.headers['content-type']));
      const text = feedbackText(content);
      if (text === undefined) throw refuse('feedback.content.invalid');
      const refusal = checkImages(images);
      if (refusal) throw refuse(refusal);
      return saveFeedback(ctx.db, ctx.uploadDir, ctx.uploadLimits, member, text, images);
    },
  },
];
