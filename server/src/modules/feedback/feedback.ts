import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FeedbackAnswer } from '../../../../contract/member.ts';
import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import type { Member } from '../accounts/members.ts';
import { checkFeedbackQuota, type UploadLimits } from './quota.ts';

/**
 * PUT /wps/feedback: a player's message (1–140 characters) and up to 3 PNG or JPEG images
 * (512 kB each). The type is decided by the file's first bytes, never by its name or the
 * Content-Type the client claims; files get names the server chooses. What a member may store
 * at all is ./quota.ts.
 */

export const FEEDBACK_MAX_CHARS = 140;
export const FEEDBACK_MAX_IMAGES = 3;
/** The client downscales photos to about 300 kB before upload (the picker takes up to 5 MB);
 *  512 kB leaves room and takes no camera original. */
export const FEEDBACK_MAX_IMAGE_BYTES = 512 * 1024;

export type FeedbackRefusal = 'feedback.content.invalid' | 'feedback.image.count' | 'feedback.image.type' | 'feedback.image.size';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

export interface ImageKind {
  mime: 'image/png' | 'image/jpeg';
  ext: 'png' | 'jpg';
}

/** What the bytes are, by their signature; undefined for anything but PNG and JPEG. */
export function imageKind(data: Buffer): ImageKind | undefined {
  if (data.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return { mime: 'image/png', ext: 'png' };
  if (data.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)) return { mime: 'image/jpeg', ext: 'jpg' };
  return undefined;
}

/** The trimmed text, or undefined when empty or too long (counted in characters, not UTF-16 units or bytes). */
export function feedbackText(content: string): string | undefined {
  const text = content.trim();
  const length = [...text].length;
  return length >= 1 && length <= FEEDBACK_MAX_CHARS ? text : undefined;
}

/** The first rule the images break, in the order a player fixes them: count, then size, then type. */
export function checkImages(images: Buffer[]): FeedbackRefusal | undefined {
  if (images.length > FEEDBACK_MAX_IMAGES) return 'feedback.image.count';
  if (images.some((data) => data.length > FEEDBACK_MAX_IMAGE_BYTES)) return 'feedback.image.size';
  if (images.some((data) => data.length === 0 || !imageKind(data))) return 'feedback.image.type';
  return undefined;
}

/**
 * Stores checked feedback. The quota is checked, and the row and the files go together, in one
 * transaction: the row is inserted first for its id (the files are named `<id>-<n>.<ext>`), the
 * files are written, then the image rows; a failed write throws, removes what was written and
 * rolls the row back. A crash before the commit leaves at worst orphan files, which a later
 * feedback reusing the id overwrites. Writes are synchronous on purpose: nothing else runs in
 * between, so requests racing each other are counted against the quota one after the other.
 */
export function saveFeedback(db: Db, uploadDir: string, limits: UploadLimits, member: Member, text: string, images: Buffer[]): FeedbackAnswer {
  mkdirSync(uploadDir, { recursive: true, mode: 0o700 });
  const written: string[] = [];
  try {
    return db
      .transaction(() => {
        const imageBytes = images.reduce((sum, data) => sum + data.length, 0);
        checkFeedbackQuota(db, member, imageBytes, limits);
        const id = Number(
          db.prepare('INSERT INTO feedback (member_id, content, created_at) VALUES (?, ?, ?)').run(member.id, text, now()).lastInsertRowid,
        );
        images.forEach((data, i) => {
          const kind = imageKind(data);
          if (!kind) throw new Error('saveFeedback: unchecked image');
          const fileName = `${id}-${i + 1}.${kind.ext}`;
          const path = join(uploadDir, fileName);
          writeFileSync(path, data, { mode: 0o600 });
          written.push(path);
          db.prepare('INSERT INTO feedback_images (feedback_id, position, file_name, mime, size) VALUES (?, ?, ?, ?, ?)').run(
            id,
            i + 1,
            fileName,
            kind.mime,
            data.length,
          );
        });
        return { id };
      })
      .immediate();
  } catch (error) {
    for (const path of written) rmSync(path, { force: true });
    throw error;
  }
}
