import { describe, expect, it } from 'vitest';
import { rainSummary, toPaisa } from './rain-plan';

describe('the red envelope rain’s summary', () => {
  it('reads taka into paisa without a float, and refuses what is no amount', () => {
    expect([toPaisa('12.5'), toPaisa('0.07'), toPaisa('100'), toPaisa('1.001'), toPaisa('-1'), toPaisa('')]).toEqual([
      1250,
      7,
      10_000,
      null,
      null,
      null,
    ]);
  });

  it('pays the amount to each, or splits a total exactly with the remainder’s paisa one each', () => {
    expect(rainSummary(500, 3, false)).toEqual({ recipients: 3, least: 500, most: 500, total: 1500 });
    expect(rainSummary(10_000, 3, true)).toEqual({ recipients: 3, least: 3333, most: 3334, total: 10_000 });
    expect(rainSummary(900, 3, true)).toEqual({ recipients: 3, least: 300, most: 300, total: 900 });
  });
});
