import { describe, expect, it } from 'vitest';
import { jackpotDelay, jackpotStart, jackpotStep } from './jackpot';

const fixed = (x: number) => () => x;
const ALMOST_ONE = 1 - Number.EPSILON;

describe('jackpot arithmetic (spec doc. 2 §9)', () => {
  it('starts between 200,000,000 and 990,000,000, as an integer', () => {
    expect(jackpotStart(fixed(0))).toBe(200_000_000);
    expect(jackpotStart(fixed(ALMOST_ONE))).toBe(990_000_000);
    expect(Number.isInteger(jackpotStart(fixed(0.123456789)))).toBe(true);
  });

  it('adds an integer from 100 to 500', () => {
    expect(jackpotStep(fixed(0))).toBe(100);
    expect(jackpotStep(fixed(ALMOST_ONE))).toBe(500);
    expect(jackpotStep(fixed(0.5))).toBe(300);
  });

  it('waits 3, 4 or 5 seconds', () => {
    expect([0, 0.34, 0.67, ALMOST_ONE].map((x) => jackpotDelay(fixed(x)))).toEqual([3000, 4000, 5000, 5000]);
    const seen = new Set(Array.from({ length: 200 }, () => jackpotDelay(Math.random)));
    expect([...seen].sort()).toEqual([3000, 4000, 5000]);
  });
});
