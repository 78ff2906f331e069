import { expect, it } from 'vitest';
import { formatDate } from './dates';

it('formats a server date in the player’s digits, with the time when asked, and no date as nothing', () => {
  expect(formatDate('2026-11-30T00:00:00Z', 'bn')).toBe('৩০ নভে, ২০২৬');
  expect(formatDate('2026-11-30T00:00:00Z', 'en')).toBe('Nov 30, 2026');
  expect(formatDate('2026-11-30T06:05:00Z', 'en', { dateStyle: 'medium', timeStyle: 'short' })).toMatch(/^Nov 30, 2026.*\d{1,2}:05/);
  expect(formatDate('', 'en')).toBe('');
  expect(formatDate('soon', 'en')).toBe('');
});
