import type { Mode } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import { TRIAL_TYPE, type Member } from '../accounts/members.ts';
import { limited, RuleError } from '../rule-error.ts';

/**
 * What feedback may store (issue 19: one trial account once stored 90 MB in 1.7 s). No trial
 * account; per member, `perHour` feedbacks and `bytesPerHour` of images in any hour; and the
 * upload directory as a whole at most `maxTotalBytes` (UPLOAD_MAX_MB). Everything is counted
 * from the feedback rows and their images' stored sizes, so a restart forgets nothing.
 */

export interface UploadLimits {
  perHour: number;
  bytesPerHour: number;
  maxTotalBytes: number;
}

/** A player reporting a problem sends one or two; five an hour is room for a bad day. */
export const FEEDBACK_PER_HOUR = 5;
/** Four feedbacks of three downscaled photos (about 300 kB each) fit; a flood does not. */
export const FEEDBACK_BYTES_PER_HOUR = 4 * 1024 * 1024;

/** MODE=test allows ten times as much: e2e runs share the demo accounts across projects and
 *  reruns on a kept server (as the per-IP limits are multiplied for their one 127.0.0.1). */
export function uploadLimitsFor(mode: Mode, maxTotalBytes: number): UploadLimits {
  const times = mode === 'test' ? 10 : 1;
  return { perHour: FEEDBACK_PER_HOUR * times, bytesPerHour: FEEDBACK_BYTES_PER_HOUR * times, maxTotalBytes };
}

const HOUR_MS = 3600_000;

/**
 * Throws the rule the member breaks by storing a feedback with `imageBytes` of images now.
 * Called twice: before the body is read (`imageBytes` 0: is there room at all? A member whose
 * hour or whose disk is full sends no megabytes), and inside the transaction that stores it
 * (the real bytes; requests racing each other are counted one after the other there).
 */
export function checkFeedbackQuota(db: Db, member: Member, imageBytes: number, limits: UploadLimits): void {
  if (member.type === TRIAL_TYPE) throw new RuleError('member.trial.forbidden');
  const at = now();
  const hour = db
    .prepare(
      `SELECT count(DISTINCT f.id) AS count, coalesce(sum(i.size), 0) AS bytes, min(f.created_at) AS oldest
       FROM feedback f LEFT JOIN feedback_images i ON i.feedback_id = f.id
       WHERE f.member_id = ? AND f.created_at > ?`,
    )
    .get(member.id, at - HOUR_MS) as { count: number; bytes: number; oldest: number | null };
  const hourFull = hour.bytes >= limits.bytesPerHour || hour.bytes + imageBytes > limits.bytesPerHour;
  if (hour.count >= limits.perHour || hourFull) {
    // When the oldest feedback of the hour leaves the window there is room again (perhaps not
    // enough for the same images: then the answer after that says so again).
    throw limited('feedback.rate.limited', Math.max(1, Math.ceil(((hour.oldest ?? at) + HOUR_MS - at) / 1000)));
  }
  const { total } = db.prepare('SELECT coalesce(sum(size), 0) AS total FROM feedback_images').get() as { total: number };
  if (total >= limits.maxTotalBytes || total + imageBytes > limits.maxTotalBytes) throw new RuleError('feedback.storage.full');
}
