import { describe, expect, it } from 'vitest';
import { REPEAT_TARGETS, evaluateTargets, formatTargets } from './results.ts';
import type { Stat } from './report.ts';

const stat = (median: number): Stat => ({ median, min: median, max: median, spread: 0, unit: 'ms', n: 1 });

describe('targets', () => {
  it("judges issue 22's cold-load targets on the medians of the profiles measured", () => {
    const summary = {
      firstGame: stat(2700),
      fcp: stat(700),
      lcp: stat(1300),
      cls: stat(0.002),
      wireDown: stat(98.4),
      requests: stat(46),
      critical: stat(38.24),
      jsWithoutSwiper: stat(46),
    };
    const targets = evaluateTargets('/m/home', [{ profile: { name: '3G' }, summary }]);
    expect(targets.map((t) => [t.metric, t.profile, t.pass])).toEqual([
      ['firstGame', '3G', true],
      ['firstGame', '2G', null],
      ['fcp', '3G', true],
      ['lcp', '3G', false],
      ['lcp', '2G', null],
      ['cls', '3G', false],
      ['cls', '2G', null],
      ['wireDown', '3G', true],
      ['requests', '3G', false],
      ['critical', '3G', true],
      ['jsWithoutSwiper', '3G', false],
    ]);
    const text = formatTargets(targets);
    expect(text).toContain('home LCP median on 3G ≤ 1200 ms → FAIL (median 1300 ms)');
    expect(text).toContain('home CLS median on 3G = 0 → FAIL (median 0.002)');
    expect(text).toContain('cold home responses on 3G ≤ 45 → FAIL (median 46 count)');
    expect(text).toContain('home HTML+CSS+JS before LCP on 3G ≤ 40 kB → PASS (median 38.2 kB)');
    expect(text).toContain('home LCP median on 2G ≤ 2500 ms → NOT MEASURED (2G not measured)');
  });

  it('has none for another page, and a repeat-visit target of its own', () => {
    expect(formatTargets(evaluateTargets('/m/login', []))).toBe('target: none defined for this URL');
    const repeat = evaluateTargets('/m/home', [{ profile: { name: '2G' }, summary: { fcp: stat(480) } }], REPEAT_TARGETS);
    expect(repeat).toEqual([expect.objectContaining({ limit: 400, value: 480, pass: false })]);
  });
});
