import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import { randomToken, sha256Hex } from '../../lib/random.ts';
import { findMemberById, TRIAL_TYPE, type Member } from '../accounts/members.ts';
import { RuleError } from '../rule-error.ts';

/**
 * Sessions (docs/accounts.md): 32 random bytes (base64url) handed out once, stored as SHA-256;
 * 7 days, 24 hours for trial members; deleted on logout and, all of them, on a password change.
 */

export const SESSION_TTL_MS = 7 * 24 * 3600_000;
export const TRIAL_SESSION_TTL_MS = 24 * 3600_000;

/** Starts a session; call inside the transaction that logs the member in. Returns the token. */
export function createSession(db: Db, member: Pick<Member, 'id' | 'type'>): string {
  const token = randomToken(32);
  const at = now();
  const ttl = member.type === TRIAL_TYPE ? TRIAL_SESSION_TTL_MS : SESSION_TTL_MS;
  // Expired sessions are swept here, where sessions are written anyway (an index keeps it cheap).
  db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(at);
  db.prepare('INSERT INTO sessions (token_hash, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    sha256Hex(token),
    member.id,
    at,
    at + ttl,
  );
  return token;
}

/**
 * The member behind an `Authorization` token, or 401 login.not.session: no token, an unknown,
 * expired or foreign-merchant one, or a disabled member.
 */
export function authenticate(db: Db, merchant: string, token: string | undefined): Member {
  if (!token) throw new RuleError('login.not.session');
  const row = db.prepare('SELECT member_id, expires_at FROM sessions WHERE token_hash = ?').get(sha256Hex(token)) as
    { member_id: number; expires_at: number } | undefined;
  if (!row || row.expires_at <= now()) throw new RuleError('login.not.session');
  const member = findMemberById(db, row.member_id);
  if (!member || member.merchant !== merchant || member.disabled) throw new RuleError('login.not.session');
  return member;
}

/** Logout: removes the session if it exists; an unknown token is not an error. */
export function endSession(db: Db, token: string | undefined): void {
  if (token) db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(sha256Hex(token));
}

export function endAllSessions(db: Db, memberId: number): void {
  db.prepare('DELETE FROM sessions WHERE member_id = ?').run(memberId);
}
