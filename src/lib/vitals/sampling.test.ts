import { describe, expect, it } from 'vitest';
import { SAMPLE_RATE, sampled } from './sampling';

describe('sampled', () => {
  it('sends one page load in ten', () => {
    expect(SAMPLE_RATE).toBe(0.1);
    expect(sampled(null, false, 0.0999)).toBe(true);
    expect(sampled(null, false, 0.1)).toBe(false);
    expect(sampled(null, false, 0.99)).toBe(false);
  });

  it('sends every load when forced with `all`, and only that value forces', () => {
    expect(sampled('all', false, 0.99)).toBe(true);
    expect(sampled('true', false, 0.99)).toBe(false);
  });

  it('never sends in data saver, forced or not', () => {
    expect(sampled(null, true, 0)).toBe(false);
    expect(sampled('all', true, 0)).toBe(false);
  });
});
