import type { DeviceList, SignedOut } from '../../../../contract/security.ts';
import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import { sha256Hex } from '../../lib/random.ts';
import { TRIAL_TYPE, type Member } from '../accounts/members.ts';
import { RuleError } from '../rule-error.ts';
import { summariseUserAgent } from './user-agent.ts';

/**
 * The devices a member is signed in on (docs/money.md, "Security centre"): each session keeps
 * the device id, a User-Agent summary, the IP and when it was last used (migration 021).
 */

/** Where a request comes from. */
export interface Origin {
  ip: string;
  userAgent: string | undefined;
}

/** Last use is written at most this often: a session read on every request must not write on every one. */
const TOUCH_EVERY_MS = 60_000;
const DEVICE_ID = /^[A-Za-z0-9-]{1,64}$/;

/** Right after a session is opened (login, registration, a password change's new token). */
export function recordSessionOrigin(db: Db, token: string, deviceId: string, origin: Origin): void {
  db.prepare('UPDATE sessions SET device_id = ?, device = ?, ip = ?, last_used_at = ? WHERE token_hash = ?').run(
    DEVICE_ID.test(deviceId) ? deviceId : '',
    summariseUserAgent(origin.userAgent),
    origin.ip.slice(0, 64),
    now(),
    sha256Hex(token),
  );
}

/** On use: refreshes last use, IP and summary, at most once a minute per session. */
export function touchSession(db: Db, token: string, origin: Origin): void {
  const at = now();
  db.prepare('UPDATE sessions SET last_used_at = ?, ip = ?, device = ? WHERE token_hash = ? AND (last_used_at IS NULL OR last_used_at <= ?)').run(
    at,
    origin.ip.slice(0, 64),
    summariseUserAgent(origin.userAgent),
    sha256Hex(token),
    at - TOUCH_EVERY_MS,
  );
}

function refuseTrial(member: Member): void {
  if (member.type === TRIAL_TYPE) throw new RuleError('member.trial.forbidden');
}

/** GET /wps/session/devices: the member's live sessions, most recently used first, this one marked. */
export function listDevices(db: Db, member: Member, token: string): DeviceList {
  refuseTrial(member);
  const rows = db
    .prepare(
      `SELECT rowid AS id, device, ip, coalesce(last_used_at, created_at) AS lastUsed, token_hash AS hash FROM sessions
       WHERE member_id = ? AND expires_at > ? ORDER BY lastUsed DESC, rowid DESC`,
    )
    .all(member.id, now()) as { id: number; device: string; ip: string; lastUsed: number; hash: string }[];
  const own = sha256Hex(token);
  return {
    list: rows.map((row) => ({
      id: row.id,
      device: row.device,
      ip: row.ip,
      lastUsedAt: new Date(row.lastUsed).toISOString(),
      current: row.hash === own,
    })),
  };
}

/** DELETE /wps/session/others: ends every session of this member but this one. Reads no id from
 *  the request: the member and the kept session are the token's. */
export function signOutOthers(db: Db, member: Member, token: string): SignedOut {
  refuseTrial(member);
  const { changes } = db.prepare('DELETE FROM sessions WHERE member_id = ? AND token_hash <> ?').run(member.id, sha256Hex(token));
  return { signedOut: changes };
}
