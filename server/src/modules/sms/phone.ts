import type { Db } from '../../db/connection.ts';
import { getRegisterSettings } from '../system/register-settings.ts';
import { passesRule } from '../system/rule-check.ts';
import { RuleError } from '../rule-error.ts';

/** A phone number as stored: dialing code with '+', national digits as typed. */
export interface Phone {
  dialingCode: string;
  mobile: string;
}

/** '+880' and '880' both mean '+880' (docs/accounts.md, "Dialing codes"); anything else is null. */
export function normaliseDialingCode(code: string): string | null {
  const match = /^\+?([0-9]{1,4})$/.exec(code.trim());
  return match ? `+${match[1]}` : null;
}

/** The merchant's countries, in list order. */
export function knownDialingCodes(db: Db, merchant: string): string[] {
  const rows = db.prepare('SELECT dialing_code FROM countries WHERE merchant = ? ORDER BY sort_order').all(merchant) as Array<{
    dialing_code: string;
  }>;
  return rows.map((r) => r.dialing_code);
}

/**
 * A number fit to receive an SMS: a dialing code of one of the merchant's countries and digits
 * that pass the `mobileNum` rule's pattern and length (at most 20 digits in any case).
 * Null when either is wrong.
 */
export function parsePhone(db: Db, merchant: string, dialingCode: string, mobile: string): Phone | null {
  const code = normaliseDialingCode(dialingCode);
  if (!code || !knownDialingCodes(db, merchant).includes(code)) return null;
  if (!/^[0-9]{1,20}$/.test(mobile)) return null;
  const rule = getRegisterSettings(db, merchant)['mobileNum'];
  if (rule && !passesRule({ ...rule, required: true }, mobile)) return null;
  return { dialingCode: code, mobile };
}

/** parsePhone for the SMS calls: a bad number is 400 mobile.format.invalid. */
export function requirePhone(db: Db, merchant: string, dialingCode: string, mobile: string): Phone {
  const phone = parsePhone(db, merchant, dialingCode, mobile);
  if (!phone) throw new RuleError('mobile.format.invalid');
  return phone;
}
