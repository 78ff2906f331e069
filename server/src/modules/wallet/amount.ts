import { RuleError } from '../rule-error.ts';

/**
 * Request amounts are strings of taka (docs/money.md, "Units, days, numbers"): `"500"`,
 * `"12.50"`, read into paisa without a float. Anything else, or zero, is money.amount.invalid.
 */
const TAKA = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

export function parseTaka(value: unknown, decimals: 0 | 2): number {
  const match = typeof value === 'string' ? TAKA.exec(value) : null;
  if (!match || (decimals === 0 && match[2] !== undefined)) throw new RuleError('money.amount.invalid');
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (minor === 0) throw new RuleError('money.amount.invalid');
  return minor;
}

/** Paisa as the taka number answers carry (at most 2 decimals). */
export const taka = (minor: number): number => minor / 100;
