import type { Db } from '../../db/connection.ts';
import { getRegisterSettings } from '../system/register-settings.ts';
import { passesRule } from '../system/rule-check.ts';
import { RuleError } from '../rule-error.ts';

/**
 * A phone number in its one stored form (E.164 split in two): the dialing code with '+' and the
 * national significant number, without trunk zeros or a repeated country code. `01711000001`,
 * `1711000001`, `001711000001` and `8801711000001` under +880 are all { '+880', '1711000001' },
 * i.e. +8801711000001: one number for lookups, uniqueness, SMS limits and storage.
 */
export interface Phone {
  dialingCode: string;
  mobile: string;
}

/** '+880' and '880' both mean '+880' (docs/accounts.md, "Dialing codes"); anything else is null. */
export function normaliseDialingCode(code: string): string | null {
  const match = /^\+?([0-9]{1,4})$/.exec(code.trim());
  return match ? `+${match[1]}` : null;
}

interface Country {
  dialingCode: string;
  /** The longest national significant number of the country (migration 012); null: E.164's bound. */
  nationalDigits: number | null;
}

/** The merchant's countries, in list order. */
function countries(db: Db, merchant: string): Country[] {
  return db
    .prepare('SELECT dialing_code AS dialingCode, national_digits AS nationalDigits FROM countries WHERE merchant = ? ORDER BY sort_order')
    .all(merchant) as Country[];
}

export function knownDialingCodes(db: Db, merchant: string): string[] {
  return countries(db, merchant).map((c) => c.dialingCode);
}

/** E.164 allows 15 digits in all, country code included. */
const E164_DIGITS = 15;

/**
 * The national significant number of `digits` typed under `country`: leading zeros (the trunk
 * prefix, or the international prefix 00) go; so does the country code typed again, but only when
 * the number is too long to be national without it (+91 9123456789 starts with 91 itself; the
 * migration 012 does the same in SQL). Null when nothing is left.
 */
export function nationalNumber(country: Country, digits: string): string | null {
  const code = country.dialingCode.slice(1);
  const longest = country.nationalDigits ?? E164_DIGITS - code.length;
  let national = digits.replace(/^0+/, '');
  if (national.length > longest && national.startsWith(code)) national = national.slice(code.length).replace(/^0+/, '');
  return national === '' ? null : national;
}

/**
 * The number as responses and the outbox show it: the national form the player dials, with the
 * trunk '0' every country of the merchant's list uses (docs/api.md, "Phone numbers").
 */
export const nationalForm = (mobile: string): string => `0${mobile}`;

/**
 * A number in its stored form, from a dialing code of one of the merchant's countries and 1-20
 * typed digits (the `mobileNum` rule is the caller's: it applies to what was typed). Null when
 * either is wrong.
 */
export function toPhone(db: Db, merchant: string, dialingCode: string, typed: string): Phone | null {
  const code = normaliseDialingCode(dialingCode);
  const country = countries(db, merchant).find((c) => c.dialingCode === code);
  if (!country || !/^[0-9]{1,20}$/.test(typed)) return null;
  const mobile = nationalNumber(country, typed);
  return mobile ? { dialingCode: country.dialingCode, mobile } : null;
}

/**
 * A number fit to receive an SMS: a known dialing code and digits that pass the `mobileNum`
 * rule's pattern and length, in the stored form. Null when either is wrong.
 */
export function parsePhone(db: Db, merchant: string, dialingCode: string, typed: string): Phone | null {
  const rule = getRegisterSettings(db, merchant)['mobileNum'];
  if (rule && !passesRule({ ...rule, required: true }, typed)) return null;
  return toPhone(db, merchant, dialingCode, typed);
}

/** parsePhone for the SMS calls: a bad number is 400 mobile.format.invalid. */
export function requirePhone(db: Db, merchant: string, dialingCode: string, typed: string): Phone {
  const phone = parsePhone(db, merchant, dialingCode, typed);
  if (!phone) throw new RuleError('mobile.format.invalid');
  return phone;
}
