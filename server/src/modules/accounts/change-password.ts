import type { ChangePasswordAnswer, ChangePasswordBody } from '../../../../contract/accounts.ts';
import type { Db } from '../../db/connection.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { Guards } from '../limits/guards.ts';
import { limited, RuleError } from '../rule-error.ts';
import { createSession, endAllSessions } from '../session/sessions.ts';
import { findMemberById, TRIAL_TYPE, setPasswordHash, type Member } from './members.ts';
import { checkNewPassword } from './password-rule.ts';
import { dropTemporaryPassword } from './temporary-password.ts';

/**
 * POST /wps/member/password. Every session of the member ends, this one included; the answer
 * carries a fresh token for the device that made the change (docs/accounts.md, "Sessions").
 */
export async function changePassword(db: Db, guards: Guards, member: Member, input: ChangePasswordBody): Promise<ChangePasswordAnswer> {
  if (member.type === TRIAL_TYPE) throw new RuleError('member.trial.forbidden');
  checkNewPassword(db, member.merchant, input.newPassword);
  if (input.confirmNewPassword !== input.newPassword) throw new RuleError('password.confirm.mismatch');

  // A stolen token must not become a free password oracle. The guess takes its slot before the
  // hash, not after: requests sent at once would all pass a check made before any had failed.
  const key = String(member.id);
  const wait = guards.oldPasswordPerMember.hit(key);
  if (wait > 0) throw limited('login.rate.limited', wait);
  if (!(await verifyPassword(input.oldPassword, member.passwordHash))) throw new RuleError('password.old.incorrect');
  // Only wrong old passwords count.
  guards.oldPasswordPerMember.release(key);
  if (input.newPassword === input.oldPassword) throw new RuleError('modify.new.old.same');

  const hash = await hashPassword(input.newPassword);
  return db
    .transaction(() => {
      // Another change (or a phone reset) may have committed during the two hashes: the old
      // password checked above is then no longer the password.
      if (findMemberById(db, member.id)?.passwordHash !== member.passwordHash) throw new RuleError('password.old.incorrect');
      setPasswordHash(db, member.id, hash);
      dropTemporaryPassword(db, member.id);
      endAllSessions(db, member.id);
      return { token: createSession(db, member) };
    })
    .immediate();
}
