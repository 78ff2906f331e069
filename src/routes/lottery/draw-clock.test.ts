import { describe, expect, it } from 'vitest';
import type { LotteryGame } from '@/api/lottery';
import { clockText, nextDraw } from './draw-clock';

const game = { nextDrawTime: 100_000, drawIntervalSeconds: 60 } as LotteryGame;

describe('nextDraw', () => {
  it('is the server’s time until it passes, then one interval on each time', () => {
    expect(nextDraw(game, 40_000)).toBe(100_000);
    expect(nextDraw(game, 99_999)).toBe(100_000);
    expect(nextDraw(game, 100_000)).toBe(160_000);
    expect(nextDraw(game, 159_999)).toBe(160_000);
    expect(nextDraw(game, 100_000 + 60_000 * 10 + 1)).toBe(100_000 + 60_000 * 11);
  });
});

describe('clockText', () => {
  it('shows mm:ss under an hour and hh:mm:ss from an hour, in the locale’s digits', () => {
    expect(clockText(65_000, 'en')).toBe('01:05');
    expect(clockText(64_001, 'en')).toBe('01:05');
    expect(clockText(600_000, 'en')).toBe('10:00');
    expect(clockText(3_599_000, 'en')).toBe('59:59');
    expect(clockText(3_600_000, 'en')).toBe('01:00:00');
    expect(clockText(86_399_000, 'en')).toBe('23:59:59');
    expect(clockText(65_000, 'bn')).toBe('০১:০৫');
  });
});
