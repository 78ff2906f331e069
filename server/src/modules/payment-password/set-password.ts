import type { SmsSent } from '../../../../contract/accounts.ts';
import type { PaymentPasswordBody } from '../../../../contract/security.ts';
import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { checkOldPassword } from '../accounts/change-password.ts';
import { TRIAL_TYPE, type Member } from '../accounts/members.ts';
import type { Guards } from '../limits/guards.ts';
import type { Merchant } from '../merchants/merchants.ts';
import { limited, RuleError } from '../rule-error.ts';
import { checkSmsCode, sendSmsCode, SMS_CODE_MINUTES, takeNumberSlot, useSmsCode } from '../sms/codes.ts';
import type { Phone } from '../sms/phone.ts';
import { requireSwitch } from '../whitelabel/switches.ts';
import { findPaymentPassword, PAYMENT_PASSWORD_TRIES, verifyPaymentPassword } from './verify.ts';

/**
 * POST /wps/member/paymentPassword (docs/money.md, "Payment password"). The session alone never
 * suffices: the first one is set with the login password, a change needs the old payment password,
 * and either may be proved with an SMS code to the bound number instead. A change by code ends a
 * lockout (the owner's phone, not a guess).
 */

type Input = Required<PaymentPasswordBody>;

const SIX_DIGITS = /^[0-9]{6}$/;
const WEAK = new Set(['123456', '654321']);

export async function setPaymentPassword(db: Db, guards: Guards, member: Member, input: Input): Promise<null> {
  if (member.type === TRIAL_TYPE) throw new RuleError('member.trial.forbidden');
  requireSwitch(db, member.merchant, 'SECPRIV');
  const fresh = input.newPaymentPassword;
  if (!SIX_DIGITS.test(fresh)) throw new RuleError('payment.password.format.invalid', { field: 'newPaymentPassword' });
  if (WEAK.has(fresh) || /^(\d)\1{5}$/.test(fresh)) throw new RuleError('payment.password.weak');
  if (input.confirmNewPaymentPassword !== fresh) throw new RuleError('password.confirm.mismatch');

  const proofs = [input.loginPassword, input.oldPaymentPassword, input.verificationCode].filter((p) => p !== '');
  if (proofs.length !== 1) throw new RuleError('request.body.invalid');
  const before = findPaymentPassword(db, member.id);
  const phone = input.verificationCode ? codePhone(member) : null;
  if (phone) checkSmsCode(db, member.merchant, phone, 'payment', input.verificationCode);
  else if (input.loginPassword) {
    if (before) throw new RuleError('payment.password.exists');
    await checkOldPassword(guards, member, input.loginPassword);
  } else await verifyPaymentPassword(db, member, input.oldPaymentPassword);

  // Only now, proved: before, these answers would tell a stranger what the passwords are.
  // With a code the old one is unknown here: its hash tells whether it is the same.
  if (fresh === input.oldPaymentPassword || (phone && before && (await verifyPassword(fresh, before.hash)))) {
    throw new RuleError('modify.new.old.same');
  }
  if (await isLoginPassword(guards, member, fresh)) throw new RuleError('payment.password.same.as.login');

  const hash = await hashPassword(fresh);
  db.transaction(() => {
    // Another set or change may have committed during the hashes: the proof was for what was.
    const current = findPaymentPassword(db, member.id);
    if (!phone && current?.hash !== before?.hash) {
      if (!before) throw new RuleError('payment.password.exists');
      throw new RuleError('payment.password.incorrect', { attemptsLeft: PAYMENT_PASSWORD_TRIES - (current?.wrongAttempts ?? 0) });
    }
    if (phone) useSmsCode(db, member.merchant, phone, 'payment');
    db.prepare(
      `INSERT INTO payment_passwords (member_id, hash, wrong_attempts, locked_until, updated_at) VALUES (?, ?, 0, NULL, ?)
       ON CONFLICT (member_id) DO UPDATE SET hash = excluded.hash, wrong_attempts = 0, locked_until = NULL, updated_at = excluded.updated_at`,
    ).run(member.id, hash, now());
  }).immediate();
  return null;
}

/**
 * "Not the login password" is an answer about the login password: a caller who knows only the
 * payment password must not walk six-digit guesses through it. Each "same" keeps a slot of the
 * wrong-old-password limit; only a "no" gives it back.
 */
async function isLoginPassword(guards: Guards, member: Member, candidate: string): Promise<boolean> {
  const key = String(member.id);
  const wait = guards.oldPasswordPerMember.hit(key);
  if (wait > 0) throw limited('login.rate.limited', wait);
  const same = await verifyPassword(candidate, member.passwordHash);
  if (!same) guards.oldPasswordPerMember.release(key);
  return same;
}

/** The bound number the code went to; a code without one is wrong. */
function codePhone(member: Member): Phone {
  if (!member.dialingCode || !member.mobile) throw new RuleError('verification.code.invalid');
  return { dialingCode: member.dialingCode, mobile: member.mobile };
}

/** POST /wps/member/paymentPassword/sms: the code for setting or changing it, to the bound number. */
export function sendPaymentPasswordCode(db: Db, guards: Guards, merchant: Merchant, member: Member, language: Merchant['defaultLanguage']): SmsSent {
  if (member.type === TRIAL_TYPE) throw new RuleError('member.trial.forbidden');
  requireSwitch(db, merchant.code, 'SECPRIV');
  if (!member.dialingCode || !member.mobile) throw new RuleError('member.mobile.not.found');
  const phone = { dialingCode: member.dialingCode, mobile: member.mobile };
  takeNumberSlot(guards, merchant.code, phone, 'payment');
  sendSmsCode(db, merchant, phone, 'payment', language);
  return { expiredMinutes: SMS_CODE_MINUTES };
}
