import { ApiError, ErrorCodes } from './errors.ts';
import { parseLanguage, type Language } from './messages.ts';

/**
 * Reading query parameters of GET calls. Absent or empty means "not given"; a value that is
 * given but not one the call understands is 400 request.param.invalid, never a silent default.
 */

const invalid = (): ApiError => new ApiError(400, ErrorCodes.paramInvalid);

/** A query value, trimmed; '' when absent. Long values are refused unread. */
export function queryText(query: URLSearchParams, name: string, maxLength = 256): string {
  const value = (query.get(name) ?? '').trim();
  if (value.length > maxLength) throw invalid();
  return value;
}

/** One of `allowed` (case-insensitive, answered in upper case), or undefined when not given. */
export function queryEnum<T extends string>(query: URLSearchParams, name: string, allowed: readonly T[]): T | undefined {
  const value = queryText(query, name).toUpperCase();
  if (!value) return undefined;
  if (!(allowed as readonly string[]).includes(value)) throw invalid();
  return value as T;
}

const CODE = /^[A-Z0-9_]{1,32}$/;

/** A comma list of vendor codes ('JL,PG'), upper-cased; [] when not given. */
export function queryCodes(query: URLSearchParams, name: string): string[] {
  const codes = queryText(query, name)
    .toUpperCase()
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  if (codes.length > 50 || !codes.every((c) => CODE.test(c))) throw invalid();
  return [...new Set(codes)];
}

/** One vendor code, upper-cased; '' when not given. */
export function queryCode(query: URLSearchParams, name: string): string {
  const codes = queryCodes(query, name);
  if (codes.length > 1) throw invalid();
  return codes[0] ?? '';
}

/** A positive integer, `fallback` when not given, capped at `max` (larger asks get the most there is). */
export function queryLimit(query: URLSearchParams, name: string, fallback: number, max: number): number {
  const value = queryText(query, name, 10);
  if (!value) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw invalid();
  return Math.min(Number(value), max);
}

/** Digits ('' when not given), e.g. a node id. */
export function queryDigits(query: URLSearchParams, name: string): string {
  const value = queryText(query, name, 15);
  if (value && !/^\d+$/.test(value)) throw invalid();
  return value;
}

/** The `language` parameter (BN or EN, like the header); without one, the header's language. */
export function queryLanguage(query: URLSearchParams, fallback: Language): Language {
  const value = query.get('language');
  return value ? parseLanguage(value) : fallback;
}
