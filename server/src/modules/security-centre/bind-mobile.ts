import type { SmsSent } from '../../../../contract/accounts.ts';
import type { BindMobileBody, BoundMobile } from '../../../../contract/security.ts';
import type { Db } from '../../db/connection.ts';
import { findMemberByPhone, TRIAL_TYPE, type Member } from '../accounts/members.ts';
import { maskMobile } from '../accounts/profile.ts';
import { countSmsRequest } from '../limits/askers.ts';
import type { Guards } from '../limits/guards.ts';
import type { Merchant } from '../merchants/merchants.ts';
import { RuleError } from '../rule-error.ts';
import { checkSmsCode, sendAccountExists, sendSmsCode, SMS_CODE_MINUTES, takeNumberSlot, useSmsCode } from '../sms/codes.ts';
import { nationalForm, requirePhone, type Phone } from '../sms/phone.ts';
import { requireSwitch } from '../whitelabel/switches.ts';

/**
 * Binding or changing the member's number (docs/money.md, "Security centre"): a `mobile` code to
 * the new number, and when one is bound also one to the current number (a stolen session alone
 * cannot move the account's phone). The two codes are told apart by their number. A number
 * another member holds gets an SMS saying it has an account and no code, as registration does,
 * and binding it fails as a wrong code: the asker learns nothing (docs/security.md, "Phone numbers").
 */

export interface MobileCodeRequest {
  db: Db;
  guards: Guards;
  merchant: Merchant;
  language: Merchant['defaultLanguage'];
  ip: string;
}

function allowed(db: Db, member: Member): void {
  if (member.type === TRIAL_TYPE) throw new RuleError('member.trial.forbidden');
  requireSwitch(db, member.merchant, 'SECPRIV');
}

const boundPhone = (member: Member): Phone | null =>
  member.dialingCode && member.mobile ? { dialingCode: member.dialingCode, mobile: member.mobile } : null;

const samePhone = (a: Phone | null, b: Phone): boolean => a?.dialingCode === b.dialingCode && a.mobile === b.mobile;

/** POST /wps/member/mobile/sms. `target` null: the bound number; else the number to bind. */
export function sendMobileCode(req: MobileCodeRequest, member: Member, target: { dialingCode: string; mobile: string } | null): SmsSent {
  const { db, guards, merchant, language } = req;
  allowed(db, member);
  const bound = boundPhone(member);
  if (!target && !bound) throw new RuleError('member.mobile.not.found');
  countSmsRequest(guards, { ip: req.ip, deviceId: '' });
  const phone = target ? requirePhone(db, merchant.code, target.dialingCode, target.mobile) : (bound as Phone);
  if (target && samePhone(bound, phone)) throw new RuleError('modify.new.old.same');
  takeNumberSlot(guards, merchant.code, phone, 'mobile');
  const holder = target ? findMemberByPhone(db, merchant.code, phone) : undefined;
  if (holder) sendAccountExists(db, merchant, phone, language);
  else sendSmsCode(db, merchant, phone, 'mobile', language);
  return { expiredMinutes: SMS_CODE_MINUTES };
}

/** PUT /wps/member/mobile. */
export function bindMobile(db: Db, member: Member, input: Required<BindMobileBody>): BoundMobile {
  allowed(db, member);
  const phone = requirePhone(db, member.merchant, input.countryDialingCode, input.mobileNum);
  const bound = boundPhone(member);
  if (samePhone(bound, phone)) throw new RuleError('modify.new.old.same');
  if (bound) checkSmsCode(db, member.merchant, bound, 'mobile', input.currentVerificationCode);
  // Another member's number: no code was sent to it for this asker, so none can be right. Its
  // owner's own live code (if any) is not even looked at.
  if (findMemberByPhone(db, member.merchant, phone)) throw new RuleError('verification.code.invalid');
  checkSmsCode(db, member.merchant, phone, 'mobile', input.verificationCode);
  db.transaction(() => {
    useSmsCode(db, member.merchant, phone, 'mobile');
    if (bound) useSmsCode(db, member.merchant, bound, 'mobile');
    // The same number bound at once by two members: the unique index lets one through.
    if (findMemberByPhone(db, member.merchant, phone)) throw new RuleError('verification.code.invalid');
    db.prepare('UPDATE members SET dialing_code = ?, mobile = ? WHERE id = ?').run(phone.dialingCode, phone.mobile, member.id);
  }).immediate();
  return { mobileNum: maskMobile(nationalForm(phone.mobile)) };
}
