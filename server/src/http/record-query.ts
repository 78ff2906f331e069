import { now } from '../lib/clock.ts';
import { DHAKA_OFFSET_MS } from '../modules/wallet/order-number.ts';
import { ApiError, ErrorCodes } from './errors.ts';
import { queryText } from './query.ts';

/**
 * The records' query (docs/money.md, "Records"): `startDate`, `endDate` (`YYYY-MM-DD`, Dhaka
 * days, both included, default today, at most 90 days, the end not after today), `pageNo` (from 1)
 * and `pageSize` (20, at most 50). Anything else is 400 request.param.invalid.
 */

export interface RecordRange {
  /** The first millisecond of startDate and the first after endDate (exclusive), Dhaka time. */
  fromMs: number;
  toMs: number;
  pageNo: number;
  pageSize: number;
}

const DAY_MS = 24 * 3600_000;
const MAX_DAYS = 90;
const invalid = (): ApiError => new ApiError(400, ErrorCodes.paramInvalid);

/** Midnight (Dhaka) of a `YYYY-MM-DD` day, in ms since the epoch. */
function dhakaDayStart(text: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) throw invalid();
  const utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // Date.UTC rolls 2025-02-30 over to March: such a day does not exist.
  if (new Date(utc).toISOString().slice(0, 10) !== text) throw invalid();
  return utc - DHAKA_OFFSET_MS;
}

function pageNumber(query: URLSearchParams, name: string, fallback: number, max: number): number {
  const value = queryText(query, name, 10);
  if (!value) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > max) throw invalid();
  return Number(value);
}

export function readRecordRange(query: URLSearchParams): RecordRange {
  const today = Math.floor((now() + DHAKA_OFFSET_MS) / DAY_MS) * DAY_MS - DHAKA_OFFSET_MS;
  const start = queryText(query, 'startDate');
  const end = queryText(query, 'endDate');
  const fromMs = start ? dhakaDayStart(start) : today;
  const lastDay = end ? dhakaDayStart(end) : today;
  if (lastDay > today || fromMs > lastDay || (lastDay - fromMs) / DAY_MS + 1 > MAX_DAYS) throw invalid();
  return { fromMs, toMs: lastDay + DAY_MS, pageNo: pageNumber(query, 'pageNo', 1, 1_000_000), pageSize: pageNumber(query, 'pageSize', 20, 50) };
}
