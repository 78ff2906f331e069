import type { LoginValue } from '../../../../contract/accounts.ts';
import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import { createSession } from '../session/sessions.ts';
import { markLoggedIn, type Member } from './members.ts';

/** Opens a session and records the login, and answers what login, registration and trial play
 *  answer (docs/accounts.md, "Login value"); call inside the caller's transaction. */
export function startSession(db: Db, member: Pick<Member, 'id' | 'type' | 'username' | 'lastLoginAt'>, passwordExpired = false): LoginValue {
  markLoggedIn(db, member.id, now());
  return {
    token: createSession(db, member),
    userName: member.username,
    customerType: member.type,
    firstTimeLogin: member.lastLoginAt === null,
    passwordExpired,
  };
}
