import type { ChangePasswordAnswer, ChangePasswordBody, SmsSent } from '../../../../contract/accounts.ts';
import type { Db } from '../../db/connection.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { Guards } from '../limits/guards.ts';
import type { Merchant } from '../merchants/merchants.ts';
import { limited, RuleError } from '../rule-error.ts';
import { createSession, endAllSessions } from '../session/sessions.ts';
import { checkSmsCode, sendSmsCode, SMS_CODE_MINUTES, takeNumberSlot, useSmsCode } from '../sms/codes.ts';
import type { Phone } from '../sms/phone.ts';
import { requireSwitch } from '../whitelabel/switches.ts';
import { findMemberById, TRIAL_TYPE, setPasswordHash, type Member } from './members.ts';
import { checkNewPassword } from './password-rule.ts';
import { dropTemporaryPassword } from './temporary-password.ts';

/**
 * POST /wps/member/password. The session alone never suffices (issue 19): the member proves it
 * with the current password, or with an SMS code sent to the bound number (CHNGPASSVERIF3). Every
 * session of the member ends, this one included; the answer carries a fresh token for the device
 * that made the change (docs/accounts.md, "Sessions").
 */
export async function changePassword(db: Db, guards: Guards, member: Member, input: ChangePasswordBody): Promise<ChangePasswordAnswer> {
  if (member.type === TRIAL_TYPE) throw new RuleError('member.trial.forbidden');
  checkNewPassword(db, member.merchant, input.newPassword);
  if (input.confirmNewPassword !== input.newPassword) throw new RuleError('password.confirm.mismatch');

  const code = input.verificationCode ?? '';
  const phone = code && input.oldPassword === '' ? codePhone(db, member) : null;
  if (phone) checkSmsCode(db, member.merchant, phone, 'password', code);
  else await checkOldPassword(guards, member, input.oldPassword);
  // With a code the current password is unknown here: one more hash tells whether it is the same.
  if (input.newPassword === input.oldPassword || (phone && (await verifyPassword(input.newPassword, member.passwordHash)))) {
    throw new RuleError('modify.new.old.same');
  }

  const hash = await hashPassword(input.newPassword);
  return db
    .transaction(() => {
      // Another change (or a phone reset) may have committed during the hashes: the password
      // checked above is then no longer the password.
      if (findMemberById(db, member.id)?.passwordHash !== member.passwordHash) throw new RuleError('password.old.incorrect');
      if (phone) useSmsCode(db, member.merchant, phone, 'password');
      setPasswordHash(db, member.id, hash);
      dropTemporaryPassword(db, member.id);
      endAllSessions(db, member.id);
      return { token: createSession(db, member) };
    })
    .immediate();
}

/** A stolen token must not become a free password oracle. The guess takes its slot before the
 *  hash, not after: requests sent at once would all pass a check made before any had failed. */
export async function checkOldPassword(guards: Guards, member: Member, oldPassword: string): Promise<void> {
  const key = String(member.id);
  const wait = guards.oldPasswordPerMember.hit(key);
  if (wait > 0) throw limited('login.rate.limited', wait);
  if (!(await verifyPassword(oldPassword, member.passwordHash))) throw new RuleError('password.old.incorrect');
  // Only wrong old passwords count.
  guards.oldPasswordPerMember.release(key);
}

/** The bound number the code went to; a code without one (or with the switch off) is wrong. */
function codePhone(db: Db, member: Member): Phone {
  requireSwitch(db, member.merchant, 'CHNGPASSVERIF3');
  if (!member.dialingCode || !member.mobile) throw new RuleError('verification.code.invalid');
  return { dialingCode: member.dialingCode, mobile: member.mobile };
}

/** POST /wps/member/password/sms/member: the code for a change, to the member's bound number. */
export function sendChangePasswordCode(db: Db, guards: Guards, merchant: Merchant, member: Member, language: Merchant['defaultLanguage']): SmsSent {
  if (member.type === TRIAL_TYPE) throw new RuleError('member.trial.forbidden');
  requireSwitch(db, merchant.code, 'CHNGPASSVERIF3');
  if (!member.dialingCode || !member.mobile) throw new RuleError('member.mobile.not.found');
  const phone = { dialingCode: member.dialingCode, mobile: member.mobile };
  takeNumberSlot(guards, merchant.code, phone, 'password');
  sendSmsCode(db, merchant, phone, 'password', language);
  return { expiredMinutes: SMS_CODE_MINUTES };
}
