import { expect, it } from 'vitest';
import { dateAndTime } from '@/i18n/date-time';
import { formatDate } from '@/i18n/dates';

/** Latin letters: a Bengali date with a time must have none (no "AM"/"PM"). */
const LATIN = /[A-Za-z]/;

it('a message time in EN keeps "AM"/"PM"', () => {
  expect(formatDate('2026-11-30T06:05:00Z', 'en', dateAndTime('en'))).toMatch(/^Nov 30, 2026, \d{1,2}:05\s?[AP]M$/);
});

it.each([['2026-11-30T03:05:00Z'], ['2026-11-30T07:05:00Z'], ['2026-11-30T11:05:00Z'], ['2026-11-30T15:05:00Z'], ['2026-11-30T21:05:00Z']])(
  'a message time in BN, %s: Bengali digits and the day period in Bengali words, never AM/PM',
  (iso) => {
    const text = formatDate(iso, 'bn', dateAndTime('bn'));
    expect(text).not.toMatch(LATIN);
    expect(text).toMatch(/^[০-৯]{1,2} [\u0980-\u09FF]+, ২০২৬, [০-৯]{1,2}:০৫ [\u0980-\u09FF]+$/);
  },
);
