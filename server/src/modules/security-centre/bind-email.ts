import { timingSafeEqual } from 'node:crypto';
import type { SmsSent } from '../../../../contract/accounts.ts';
import type { BoundEmail } from '../../../../contract/security.ts';
import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import { randomDigits, sha256Hex } from '../../lib/random.ts';
import { TRIAL_TYPE, type Member } from '../accounts/members.ts';
import { maskEmail } from '../accounts/profile.ts';
import type { Guards } from '../limits/guards.ts';
import type { Merchant } from '../merchants/merchants.ts';
import { writeOutbox } from '../outbox/outbox.ts';
import { outboxText } from '../outbox/texts.ts';
import { limited, RuleError } from '../rule-error.ts';
import { SMS_CODE_MINUTES } from '../sms/codes.ts';
import { requireSwitch } from '../whitelabel/switches.ts';

/**
 * Binding an e-mail address (docs/money.md, "Security centre"): a 6-digit code to the address
 * (the outbox's `email` channel), stored hashed with the member and the address, so a code sent
 * to one address binds no other. Valid 5 minutes, single use, dead after 5 wrong guesses, as SMS
 * codes are. Addresses are not unique across members (forgot-by-e-mail asks for the username too).
 */

const MAX_ATTEMPTS = 5;
const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;

function allowed(db: Db, member: Member): void {
  if (member.type === TRIAL_TYPE) throw new RuleError('member.trial.forbidden');
  requireSwitch(db, member.merchant, 'SECPRIV');
}

/** The trimmed address, or email.format.invalid. */
function readEmail(typed: string): string {
  const email = typed.trim();
  if (email.length > 254 || !EMAIL.test(email)) throw new RuleError('email.format.invalid');
  return email;
}

const codeHash = (memberId: number, email: string, code: string): string => sha256Hex(`${memberId}|${email.toLowerCase()}|${code}`);

/** POST /wps/member/email/code: per member and per address, 5 an hour (the guards). */
export function sendEmailCode(
  db: Db,
  guards: Guards,
  merchant: Merchant,
  member: Member,
  typed: string,
  language: Merchant['defaultLanguage'],
): SmsSent {
  allowed(db, member);
  const email = readEmail(typed);
  if (member.email?.toLowerCase() === email.toLowerCase()) throw new RuleError('modify.new.old.same');
  const memberKey = String(member.id);
  const addressKey = `${merchant.code}|${email.toLowerCase()}`;
  const wait = Math.max(guards.emailCodePerMember.retryAfter(memberKey), guards.emailCodePerAddress.retryAfter(addressKey));
  if (wait > 0) throw limited('email.limit.reached', wait);
  guards.emailCodePerMember.record(memberKey);
  guards.emailCodePerAddress.record(addressKey);

  const code = randomDigits(6);
  const at = now();
  db.transaction(() => {
    db.prepare(
      `INSERT OR REPLACE INTO email_codes (member_id, email, code_hash, created_at, expires_at, used, attempts) VALUES (?, ?, ?, ?, ?, 0, 0)`,
    ).run(member.id, email, codeHash(member.id, email, code), at, at + SMS_CODE_MINUTES * 60_000);
    writeOutbox(db, merchant.code, {
      channel: 'email',
      to: email,
      purpose: 'email',
      code,
      text: outboxText('sms', language, code, SMS_CODE_MINUTES),
    });
  }).immediate();
  return { expiredMinutes: SMS_CODE_MINUTES };
}

interface CodeRow {
  code_hash: string;
  expires_at: number;
  used: number;
}

/** PUT /wps/member/email. */
export function bindEmail(db: Db, member: Member, typed: string, code: string): BoundEmail {
  allowed(db, member);
  const email = readEmail(typed);
  const row = db.prepare('SELECT code_hash, expires_at, used FROM email_codes WHERE member_id = ?').get(member.id) as CodeRow | undefined;
  if (!row || row.used === 1) throw new RuleError('verification.code.invalid');
  if (!timingSafeEqual(Buffer.from(row.code_hash, 'hex'), Buffer.from(codeHash(member.id, email, code), 'hex'))) {
    db.prepare('UPDATE email_codes SET attempts = attempts + 1, used = (attempts + 1 >= ?) WHERE member_id = ?').run(MAX_ATTEMPTS, member.id);
    throw new RuleError('verification.code.invalid');
  }
  if (row.expires_at <= now()) throw new RuleError('verification.code.expired');
  db.transaction(() => {
    // Two binds with one code at once: one uses it, the other finds it used.
    const { changes } = db.prepare('UPDATE email_codes SET used = 1 WHERE member_id = ? AND used = 0').run(member.id);
    if (changes !== 1) throw new RuleError('verification.code.invalid');
    db.prepare('UPDATE members SET email = ? WHERE id = ?').run(email, member.id);
  }).immediate();
  return { email: maskEmail(email) };
}
