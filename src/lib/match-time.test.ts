import { describe, expect, it } from 'vitest';
import { formatMatchTime } from './match-time';

// Local time, as the phone shows it.
const kickOff = new Date(2025, 4, 6, 9, 5).getTime();

describe('formatMatchTime', () => {
  it('is MM/DD HH:mm with Latin digits in EN', () => {
    expect(formatMatchTime(kickOff, 'en-BD')).toBe('05/06 09:05');
  });

  it('uses Bengali digits in BN', () => {
    expect(formatMatchTime(kickOff, 'bn-BD')).toBe('০৫/০৬ ০৯:০৫');
  });
});
