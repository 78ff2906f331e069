import { describe, expect, it } from 'vitest';
import { greetingAt } from './greeting';

const at = (h: number, m: number) => new Date(2026, 10, 22, h, m, 30);

describe('greetingAt (boundaries 10, 14, 18, minutes counted)', () => {
  it.each([
    [0, 0, 'morning'],
    [9, 59, 'morning'],
    [10, 0, 'morning'],
    [10, 1, 'earlyAfternoon'],
    [14, 0, 'earlyAfternoon'],
    [14, 1, 'lateAfternoon'],
    [18, 0, 'lateAfternoon'],
    [18, 1, 'evening'],
    [23, 59, 'evening'],
  ] as const)('%i:%i is %s', (h, m, greeting) => {
    expect(greetingAt(at(h, m))).toBe(greeting);
  });
});
