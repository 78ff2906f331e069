import { timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import { randomDigits, sha256Hex } from '../../lib/random.ts';
import type { Guards } from '../limits/guards.ts';
import type { Merchant } from '../merchants/merchants.ts';
import { smsRecipient, writeOutbox } from '../outbox/outbox.ts';
import { outboxText } from '../outbox/texts.ts';
import { limited, RuleError } from '../rule-error.ts';
import { nationalForm, type Phone } from './phone.ts';

/**
 * SMS codes (docs/accounts.md): 6 digits, valid 5 minutes, single use, one live code per number
 * (its stored form, sms/phone.ts) and purpose. At most one per number per 60 s and five per
 * hour, whatever the purpose.
 */

/** 'password': a signed-in member's password change (migration 014); 'payment': setting or
 *  changing the payment password (migration 017); 'payout': adding a payout account, 'mobile':
 *  binding or changing the bound number (migration 019). */
export type SmsPurpose = 'login' | 'register' | 'reset' | 'password' | 'payment' | 'payout' | 'mobile';

export const SMS_CODE_MINUTES = 5;
const CODE_DIGITS = 6;
/** Wrong guesses a code survives; then it is dead and a new one must be asked for. */
const MAX_ATTEMPTS = 5;

const numberKey = (merchant: string, phone: Phone): string => `${merchant}|${phone.dialingCode}|${phone.mobile}`;
const codeHash = (merchant: string, phone: Phone, purpose: SmsPurpose, code: string): string =>
  sha256Hex(`${numberKey(merchant, phone)}|${purpose}|${code}`);

/**
 * The per-number limits of one request, taken whether or not anything is then sent: a number no
 * member has must answer a repeat as a member's number does (docs/security.md, "Phone numbers").
 */
export function takeNumberSlot(guards: Guards, merchant: string, phone: Phone, purpose: SmsPurpose): void {
  const key = numberKey(merchant, phone);
  // The resend wait is per flow (the player sees its countdown there): a code just sent for
  // registration must not block a password-reset code. The hourly cap counts every flow, so a
  // number cannot be flooded by switching flows.
  const flowKey = `${key}|${purpose}`;
  const soon = guards.smsPerNumber.retryAfter(flowKey);
  if (soon > 0) throw limited('sms.too.frequent', soon);
  const hourly = guards.smsPerNumberHourly.retryAfter(key);
  if (hourly > 0) throw limited('sms.limit.reached', hourly);
  guards.smsPerNumber.record(flowKey);
  guards.smsPerNumberHourly.record(key);
}

/** Issues a code (replacing the live one) and "sends" it to the outbox. Limits: takeNumberSlot. */
export function sendSmsCode(db: Db, merchant: Merchant, phone: Phone, purpose: SmsPurpose, language: Merchant['defaultLanguage']): void {
  const code = randomDigits(CODE_DIGITS);
  const at = now();
  db.transaction(() => {
    db.prepare(
      `INSERT OR REPLACE INTO sms_codes (merchant, dialing_code, mobile, purpose, code_hash, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(merchant.code, phone.dialingCode, phone.mobile, purpose, codeHash(merchant.code, phone, purpose, code), at, at + SMS_CODE_MINUTES * 60_000);
    writeOutbox(db, merchant.code, {
      channel: 'sms',
      to: smsRecipient(phone.dialingCode, nationalForm(phone.mobile)),
      purpose,
      code,
      text: outboxText('sms', language, code, SMS_CODE_MINUTES),
    });
  }).immediate();
}

/**
 * Instead of a registration code, to a number that has an account: the owner learns it, the
 * asker's answer is the same as for a free number (docs/accounts.md, "Registration").
 */
export function sendAccountExists(db: Db, merchant: Merchant, phone: Phone, language: Merchant['defaultLanguage']): void {
  writeOutbox(db, merchant.code, {
    channel: 'sms',
    to: smsRecipient(phone.dialingCode, nationalForm(phone.mobile)),
    purpose: 'register',
    code: '',
    text: outboxText('accountExists', language, '', 0),
  });
}

interface CodeRow {
  code_hash: string;
  expires_at: number;
  used: number;
  attempts: number;
}

/**
 * Checks a code without using it up (the caller does that with useSmsCode inside the transaction
 * that acts on it). A wrong guess is counted, even though the request fails: that count is what
 * stops six digits from being walked through. A wrong code is invalid whether or not one is
 * live, so a guess cannot tell a number that was sent a code from one that never was.
 */
export function checkSmsCode(db: Db, merchant: string, phone: Phone, purpose: SmsPurpose, code: string): void {
  const where = 'merchant = ? AND dialing_code = ? AND mobile = ? AND purpose = ?';
  const params = [merchant, phone.dialingCode, phone.mobile, purpose];
  const row = db.prepare(`SELECT code_hash, expires_at, used, attempts FROM sms_codes WHERE ${where}`).get(...params) as CodeRow | undefined;
  if (!row || row.used === 1) throw new RuleError('verification.code.invalid');
  const expected = Buffer.from(row.code_hash, 'hex');
  if (!timingSafeEqual(expected, Buffer.from(codeHash(merchant, phone, purpose, code), 'hex'))) {
    db.prepare(`UPDATE sms_codes SET attempts = attempts + 1, used = (attempts + 1 >= ?) WHERE ${where}`).run(MAX_ATTEMPTS, ...params);
    throw new RuleError('verification.code.invalid');
  }
  // Only the right code learns it expired: to a guess, "expired" would say a code was sent here.
  if (row.expires_at <= now()) throw new RuleError('verification.code.expired');
}

/** Marks the code used; call inside the transaction that acts on it. A lost race is invalid. */
export function useSmsCode(db: Db, merchant: string, phone: Phone, purpose: SmsPurpose): void {
  const result = db
    .prepare(
      `UPDATE sms_codes SET used = 1
     WHERE merchant = ? AND dialing_code = ? AND mobile = ? AND purpose = ? AND used = 0`,
    )
    .run(merchant, phone.dialingCode, phone.mobile, purpose);
  if (result.changes !== 1) throw new RuleError('verification.code.invalid');
}
