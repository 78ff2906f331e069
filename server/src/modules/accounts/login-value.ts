import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import { createSession } from '../session/sessions.ts';
import { markLoggedIn, type Member } from './members.ts';

/** What login, registration and trial play answer (docs/accounts.md, "Login value"). */
export interface LoginValue {
  token: string;
  userName: string;
  customerType: number;
  /** True on the member's first session ever (the client shows "F" popups then). */
  firstTimeLogin: boolean;
  /** True after logging in with a temporary password: the client should ask for a new one. */
  passwordExpired: boolean;
}

/** Opens a session and records the login; call inside the caller's transaction. */
export function startSession(
  db: Db, member: Pick<Member, 'id' | 'type' | 'username' | 'lastLoginAt'>, passwordExpired = false,
): LoginValue {
  markLoggedIn(db, member.id, now());
  return {
    token: createSession(db, member),
    userName: member.username,
    customerType: member.type,
    firstTimeLogin: member.lastLoginAt === null,
    passwordExpired,
  };
}
