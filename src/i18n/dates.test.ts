import { expect, it } from 'vitest';
import { formatDate } from './dates';

/** Latin letters: a Bengali date with a time must have none (no "AM"/"PM"). */
const LATIN = /[A-Za-z]/;

it('formats a server date in the player’s digits, with the time when asked, and no date as nothing', () => {
  expect(formatDate('2026-11-30T00:00:00Z', 'bn')).toBe('৩০ নভে, ২০২৬');
  expect(formatDate('2026-11-30T00:00:00Z', 'en')).toBe('Nov 30, 2026');
  expect(formatDate('2026-11-30T06:05:00Z', 'en', true)).toMatch(/^Nov 30, 2026.*\d{1,2}:05\s?[AP]M$/);
  expect(formatDate('', 'en')).toBe('');
  expect(formatDate('soon', 'en')).toBe('');
});

it.each([
  ['2026-11-30T03:05:00Z'], ['2026-11-30T07:05:00Z'], ['2026-11-30T11:05:00Z'], ['2026-11-30T15:05:00Z'], ['2026-11-30T21:05:00Z'],
])('in BN, %s has its time in Bengali digits and the day period in Bengali words, never AM/PM', (iso) => {
  const text = formatDate(iso, 'bn', true);
  expect(text).not.toMatch(LATIN);
  expect(text).toMatch(/^[০-৯]{1,2} [\u0980-\u09FF]+, ২০২৬, [০-৯]{1,2}:০৫ [\u0980-\u09FF]+$/);
});
