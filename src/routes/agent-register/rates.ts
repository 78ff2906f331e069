// Rebate rates on the open-account and link forms (docs/agent-area.md, "Rebate rates"): typed as
// percent with at most 2 decimals, basis points on the wire (0.3 % = 30), one field per category
// the agent has a rate in (a category at 0 could only be given 0), each at most the agent's own.

import { msg } from '@lingui/core/macro';
import type { RebateRates } from '@/api/agent-accounts';
import type { Check } from '@/lib/validation';

const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;
export const RATE_PREFIX = 'rate.';

export const rateField = (category: string): `rate.${string}` => `${RATE_PREFIX}${category}`;

/** The categories a form asks for, in the agent's own order. */
export const rateCategories = (own: RebateRates): string[] => Object.keys(own).filter((c) => (own[c] ?? 0) > 0);

export const toPercent = (bp: number): string => String(bp / 100);

/** "0.5" → 50; only for values that passed `checkRate`. */
export const toBasisPoints = (percent: string): number => Math.round(Number(percent) * 100);

export function checkRate(value: string, ownBp: number): Check {
  if (!PERCENT.test(value)) return msg`Enter a rate in percent, at most 2 decimals`;
  if (toBasisPoints(value) > ownBp) {
    const max = toPercent(ownBp);
    return msg`At most ${max}%: your own rate`;
  }
  return null;
}

/** The rate fields' first values: the agent's defaults, never above its own. */
export function initialRates(own: RebateRates, defaults: RebateRates): Record<string, string> {
  return Object.fromEntries(rateCategories(own).map((c) => [rateField(c), toPercent(Math.min(defaults[c] ?? 0, own[c] ?? 0))]));
}

/** The typed rates as the wire wants them. */
export function ratesFrom(values: Readonly<Record<string, string | undefined>>, own: RebateRates): RebateRates {
  return Object.fromEntries(rateCategories(own).map((c) => [c, toBasisPoints(values[rateField(c)] ?? '0')]));
}
