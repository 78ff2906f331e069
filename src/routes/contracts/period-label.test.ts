import { expect, it } from 'vitest';
import { periodLabel } from './period-label';

it('reads a day, an hour and a half month in the player’s language, in Dhaka time', () => {
  expect(periodLabel('2026-11-27', 'en')).toBe('Nov 27, 2026');
  expect(periodLabel('2026-11-27 18', 'en')).toBe('Nov 27, 2026, 18:00');
  expect(periodLabel('2026-11-01..2026-11-15', 'en')).toBe('Nov 1, 2026 – Nov 15, 2026');
  expect(periodLabel('2026-11-27', 'bn')).toBe('২৭ নভে, ২০২৬');
  expect(periodLabel('2026-11-27 00', 'bn')).not.toMatch(/[A-Za-z0-9]/);
});
