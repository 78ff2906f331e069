import { RuleError } from '../rule-error.ts';

/** The merchant's days: Asia/Dhaka, UTC+6, no daylight saving (docs/money.md, "Units"). */
const DHAKA_OFFSET_MS = 6 * 3600_000;
export const DAY_MS = 86_400_000;

/** The Dhaka calendar day of a moment, 'YYYY-MM-DD'. */
export function merchantDay(at: number): string {
  return new Date(at + DHAKA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Start (ms) of a 'YYYY-MM-DD' Dhaka day, or request.param.invalid. */
export function dayStart(date: string): number {
  const start = Date.parse(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(start) || new Date(start).toISOString().slice(0, 10) !== date) {
    throw new RuleError('request.param.invalid');
  }
  return start - DHAKA_OFFSET_MS;
}
