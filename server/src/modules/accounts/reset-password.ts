import type { ResetByPhoneAnswer, ResetByPhoneBody } from '../../../../contract/accounts.ts';
import type { Db } from '../../db/connection.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { randomReadable } from '../../lib/random.ts';
import type { Guards } from '../limits/guards.ts';
import type { Merchant } from '../merchants/merchants.ts';
import { writeOutbox } from '../outbox/outbox.ts';
import { outboxText } from '../outbox/texts.ts';
import { limited, RuleError } from '../rule-error.ts';
import { endAllSessions } from '../session/sessions.ts';
import { checkSmsCode, useSmsCode } from '../sms/codes.ts';
import { requirePhone } from '../sms/phone.ts';
import { getRegisterSettings } from '../system/register-settings.ts';
import { passesRule } from '../system/rule-check.ts';
import { requireSwitch } from '../whitelabel/switches.ts';
import { findMemberByPhone, findMemberByUsername, setPasswordHash } from './members.ts';
import { checkNewPassword } from './password-rule.ts';
import { dropTemporaryPassword, saveTemporaryPassword, TEMPORARY_PASSWORD_MINUTES } from './temporary-password.ts';

type Language = Merchant['defaultLanguage'];

/**
 * Forgot by e-mail (POST /wps/member/password/email): a matching username + e-mail gets a
 * temporary password by "e-mail" (the outbox). Nothing else changes until it is used.
 */
export async function forgotByEmail(
  db: Db,
  guards: Guards,
  merchant: Merchant,
  ip: string,
  username: string,
  email: string,
  language: Language,
): Promise<null> {
  const wait = guards.emailResetPerIp.hit(ip);
  if (wait > 0) throw limited('login.rate.limited', wait);
  const member = findMemberByUsername(db, merchant.code, username);
  if (!member?.email || member.email.toLowerCase() !== email.toLowerCase()) throw new RuleError('user.not.exist');
  if (member.disabled) throw new RuleError('user.disabled');

  const temporary = randomReadable(10);
  const hash = await hashPassword(temporary);
  db.transaction(() => {
    saveTemporaryPassword(db, member.id, hash);
    writeOutbox(db, merchant.code, {
      channel: 'email',
      to: member.email ?? email,
      purpose: 'reset',
      code: temporary,
      text: outboxText('temporaryPassword', language, temporary, TEMPORARY_PASSWORD_MINUTES),
    });
  }).immediate();
  return null;
}

/**
 * Set a password by phone (POST /wps/member/password/verification). A number nobody has fails as
 * a wrong code does (no code was sent to it), and the SMS code is checked before anything about
 * the member (disabled, the same-password rule), so no answer tells a stranger whether the
 * number has an account or what its password is. The route counts refusals (limits/askers.ts).
 */
export async function resetByPhone(db: Db, merchant: string, input: ResetByPhoneBody): Promise<ResetByPhoneAnswer> {
  requireSwitch(db, merchant, 'CHNGPASSVERIF3');
  checkNewPassword(db, merchant, input.newPassword);
  const phone = requirePhone(db, merchant, input.countryDialingCode, input.mobileNum);
  const codeRule = getRegisterSettings(db, merchant)['verificationCode'];
  const codeOk = codeRule ? passesRule({ ...codeRule, required: true }, input.verificationCode) : input.verificationCode !== '';
  if (!codeOk) throw new RuleError('verification.code.invalid');
  const member = findMemberByPhone(db, merchant, phone);
  if (!member) throw new RuleError('verification.code.invalid');
  checkSmsCode(db, merchant, phone, 'reset', input.verificationCode);
  if (member.disabled) throw new RuleError('user.disabled');
  if (await verifyPassword(input.newPassword, member.passwordHash)) throw new RuleError('modify.new.old.same');

  const hash = await hashPassword(input.newPassword);
  db.transaction(() => {
    useSmsCode(db, merchant, phone, 'reset');
    setPasswordHash(db, member.id, hash);
    dropTemporaryPassword(db, member.id);
    endAllSessions(db, member.id);
  }).immediate();
  return { userName: member.username };
}
