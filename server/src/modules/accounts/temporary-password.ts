import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';

/**
 * The temporary password of a forgot-by-email request (docs/accounts.md): valid 30 minutes;
 * logging in with it makes it the password. Until then the old password keeps working, so
 * asking for a reset cannot lock anyone out.
 */

export const TEMPORARY_PASSWORD_MINUTES = 30;

export function saveTemporaryPassword(db: Db, memberId: number, hash: string): void {
  db.prepare('INSERT OR REPLACE INTO password_resets (member_id, temp_hash, expires_at) VALUES (?, ?, ?)').run(
    memberId,
    hash,
    now() + TEMPORARY_PASSWORD_MINUTES * 60_000,
  );
}

/** The hash of the member's temporary password while it is valid, else null (login checks it). */
export function pendingTemporaryPassword(db: Db, memberId: number): string | null {
  const row = db.prepare('SELECT temp_hash, expires_at FROM password_resets WHERE member_id = ?').get(memberId) as
    { temp_hash: string; expires_at: number } | undefined;
  return row && row.expires_at > now() ? row.temp_hash : null;
}

/** Whether `hash` is still the pending temporary password (not dropped by a change, nor replaced). */
export function isTemporaryPassword(db: Db, memberId: number, hash: string): boolean {
  return db.prepare('SELECT 1 FROM password_resets WHERE member_id = ? AND temp_hash = ?').get(memberId, hash) !== undefined;
}

export function dropTemporaryPassword(db: Db, memberId: number): void {
  db.prepare('DELETE FROM password_resets WHERE member_id = ?').run(memberId);
}
