import { describe, expect, it } from 'vitest';
import { daysIn, dhakaDay, presetRange, rangeProblem } from './date-range';

// 2026-03-01 00:30 in Dhaka is 2026-02-28 18:30 UTC: the Dhaka day has turned, the UTC day not.
const justAfterDhakaMidnight = Date.parse('2026-02-28T18:30:00Z');

describe('record date ranges', () => {
  it('counts Dhaka days, not UTC ones', () => {
    expect(dhakaDay(justAfterDhakaMidnight)).toBe('2026-03-01');
    expect(dhakaDay(Date.parse('2026-02-28T17:59:59.999Z'))).toBe('2026-02-28');
  });

  it('gives each preset its days, both ends included', () => {
    const at = justAfterDhakaMidnight;
    expect(presetRange('today', at)).toEqual({ startDate: '2026-03-01', endDate: '2026-03-01' });
    expect(presetRange('yesterday', at)).toEqual({ startDate: '2026-02-28', endDate: '2026-02-28' });
    expect(presetRange('last7', at)).toEqual({ startDate: '2026-02-23', endDate: '2026-03-01' });
    expect(presetRange('last30', at)).toEqual({ startDate: '2026-01-31', endDate: '2026-03-01' });
    expect(daysIn(presetRange('last30', at))).toBe(30);
  });

  it('refuses a custom range the server would refuse', () => {
    const at = justAfterDhakaMidnight;
    expect(rangeProblem({ startDate: '2025-12-02', endDate: '2026-03-01' }, at)).toBeNull(); // 90 days
    expect(rangeProblem({ startDate: '2025-12-01', endDate: '2026-03-01' }, at)).toBe('tooLong');
    expect(rangeProblem({ startDate: '2026-03-01', endDate: '2026-03-02' }, at)).toBe('future');
    expect(rangeProblem({ startDate: '2026-02-10', endDate: '2026-02-01' }, at)).toBe('order');
    expect(rangeProblem({ startDate: '', endDate: '2026-02-01' }, at)).toBe('missing');
  });
});
