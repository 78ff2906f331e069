import { describe, expect, it } from 'vitest';
import { checkRate, initialRates, rateCategories, ratesFrom, toBasisPoints } from './rates';

describe('rebate rate fields', () => {
  it('asks for the categories the agent has a rate in, starting from its defaults capped at its own', () => {
    const own = { RNG: 80, LIVE: 0, SPORTS: 50 };
    expect(rateCategories(own)).toEqual(['RNG', 'SPORTS']);
    expect(initialRates(own, { RNG: 30, SPORTS: 90 })).toEqual({ 'rate.RNG': '0.3', 'rate.SPORTS': '0.5' });
    expect(ratesFrom({ 'rate.RNG': '0.25', 'rate.SPORTS': '0' }, own)).toEqual({ RNG: 25, SPORTS: 0 });
  });

  it('takes percent with up to 2 decimals, never above the own rate', () => {
    expect(checkRate('0.8', 80)).toBeNull();
    expect(checkRate('0', 80)).toBeNull();
    expect(checkRate('0.81', 80)).not.toBeNull();
    for (const bad of ['', '-1', '0.125', 'abc', '1e2']) expect(checkRate(bad, 80), bad).not.toBeNull();
    expect(toBasisPoints('0.29')).toBe(29);
  });
});
