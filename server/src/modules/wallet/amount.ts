import { RuleError } from '../rule-error.ts';

/**
 * Request amounts (docs/money.md, "Units"): a string of at most 9 whole digits and 2 decimals,
 * read into minor units (paisa, cents) without a float. Anything else, or zero, is
 * money.amount.invalid, spaces included (a money value is never silently repaired); `wholeOnly` refuses decimals other than zeros (taka deposits).
 */
const AMOUNT = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

export function parseAmountMinor(value: unknown, wholeOnly: boolean): number {
  const match = typeof value === 'string' ? AMOUNT.exec(value) : null;
  if (!match) throw new RuleError('money.amount.invalid');
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  if (wholeOnly && cents !== 0) throw new RuleError('money.amount.invalid');
  const minor = Number(match[1]) * 100 + cents;
  if (minor === 0) throw new RuleError('money.amount.invalid');
  return minor;
}

/** Minor units as the answers carry them: a number with at most 2 decimals. */
export const toMajor = (minor: number): number => minor / 100;
