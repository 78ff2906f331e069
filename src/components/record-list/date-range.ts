// The records' date ranges (docs/money.md, "Records"): Dhaka days (UTC+6, no daylight saving),
// `YYYY-MM-DD`, both ends included, at most 90 days, the end not after today, as the server checks.

export type Preset = 'today' | 'yesterday' | 'last7' | 'last30' | 'custom';
export const PRESETS: readonly Preset[] = ['today', 'yesterday', 'last7', 'last30', 'custom'];

export interface DateRange {
  startDate: string;
  endDate: string;
}

export const MAX_DAYS = 90;
const DAY_MS = 86_400_000;
const DHAKA_OFFSET_MS = 6 * 3_600_000;

/** The Dhaka day of a moment (ms). */
export const dhakaDay = (at: number): string => new Date(at + DHAKA_OFFSET_MS).toISOString().slice(0, 10);

/** `day` moved by `days` (calendar arithmetic on the date alone). */
export const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The days from `start` to `end`, both included (0 or less when reversed). */
export const daysIn = (r: DateRange): number =>
  Math.round((Date.parse(`${r.endDate}T00:00:00Z`) - Date.parse(`${r.startDate}T00:00:00Z`)) / DAY_MS) + 1;

/** A preset's range at `now` (the custom one starts as today). */
export function presetRange(preset: Preset, now = Date.now()): DateRange {
  const today = dhakaDay(now);
  const back = { today: 0, yesterday: 1, last7: 0, last30: 0, custom: 0 }[preset];
  const span = { today: 1, yesterday: 1, last7: 7, last30: 30, custom: 1 }[preset];
  const endDate = addDays(today, -back);
  return { startDate: addDays(endDate, 1 - span), endDate };
}

export type RangeProblem = 'order' | 'future' | 'tooLong' | 'missing';

/** Why a custom range cannot be asked for, or null when it can. */
export function rangeProblem(r: DateRange, now = Date.now()): RangeProblem | null {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (!day.test(r.startDate) || !day.test(r.endDate)) return 'missing';
  if (r.endDate > dhakaDay(now)) return 'future';
  if (r.startDate > r.endDate) return 'order';
  return daysIn(r) > MAX_DAYS ? 'tooLong' : null;
}
