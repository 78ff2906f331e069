import { now } from '../../lib/clock.ts';
import { RuleError } from '../rule-error.ts';
import { DAY_MS, dayStart, merchantDay } from './dhaka-day.ts';

/**
 * The query every money record takes (docs/money.md, "Records"): `startDate`, `endDate`
 * (Dhaka days, both included, default today, at most 90 days, end not after today), `pageNo`
 * (from 1), `pageSize` (20, at most 50), and the record's own filters. Anything else, or a value
 * out of these bounds, is request.param.invalid: a record never answers a silent default.
 */

const MAX_DAYS = 90;
const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 50;

export interface RecordQuery {
  /** ms, inclusive. */
  from: number;
  /** ms, exclusive. */
  to: number;
  pageNo: number;
  pageSize: number;
}

const invalid = (): RuleError => new RuleError('request.param.invalid');

function positive(query: URLSearchParams, name: string, fallback: number, max: number): number {
  const value = query.get(name);
  if (value === null || value === '') return fallback;
  if (!/^\d{1,6}$/.test(value) || Number(value) < 1 || Number(value) > max) throw invalid();
  return Number(value);
}

/** Reads the common part; `filters` names the record's own parameters, read by the caller. */
export function readRecordQuery(query: URLSearchParams, filters: readonly string[]): RecordQuery {
  // `language` is the one parameter every GET may carry (http/query.ts).
  const known = new Set(['startDate', 'endDate', 'pageNo', 'pageSize', 'language', ...filters]);
  for (const name of query.keys()) if (!known.has(name)) throw invalid();
  const today = merchantDay(now());
  const startDate = query.get('startDate') || today;
  const endDate = query.get('endDate') || today;
  const from = dayStart(startDate);
  const to = dayStart(endDate) + DAY_MS;
  if (endDate > today || to <= from || to - from > MAX_DAYS * DAY_MS) throw invalid();
  return {
    from,
    to,
    pageNo: positive(query, 'pageNo', 1, 100_000),
    pageSize: positive(query, 'pageSize', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
  };
}

export const totalPages = (count: number, pageSize: number): number => Math.ceil(count / pageSize);
