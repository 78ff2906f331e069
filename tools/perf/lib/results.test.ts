import { describe, expect, it } from 'vitest';
import { REPEAT_TARGETS, evaluateTargets, formatTargets } from './results.ts';
import type { Stat } from './report.ts';

const stat = (median: number): Stat => ({ median, min: median, max: median, spread: 0, unit: 'ms', n: 1 });

describe('targets', () => {
  it("judges issue 7's cold-load targets on the medians of the profiles measured", () => {
    const summary = { fcp: stat(700), lcp: stat(1900), critical: stat(38.24), jsWithoutSwiper: stat(46) };
    const targets = evaluateTargets('/m/home', [{ profile: { name: '3G' }, summary }]);
    expect(targets.map((t) => [t.metric, t.profile, t.pass])).toEqual([
      ['fcp', '3G', true],
      ['lcp', '3G', false],
      ['lcp', '2G', null],
      ['critical', '3G', true],
      ['jsWithoutSwiper', '3G', false],
    ]);
    const text = formatTargets(targets);
    expect(text).toContain('home LCP median on 3G ≤ 1800 ms → FAIL (median 1900 ms)');
    expect(text).toContain('home HTML+CSS+JS before LCP on 3G ≤ 40 kB → PASS (median 38.2 kB)');
    expect(text).toContain('home JS without Swiper on 3G ≤ 45 kB → FAIL (median 46.0 kB)');
    expect(text).toContain('home LCP median on 2G ≤ 3500 ms → NOT MEASURED (2G not measured)');
  });

  it('has none for another page, and a repeat-visit target of its own', () => {
    expect(formatTargets(evaluateTargets('/m/login', []))).toBe('target: none defined for this URL');
    const repeat = evaluateTargets('/m/home', [{ profile: { name: '2G' }, summary: { fcp: stat(480) } }], REPEAT_TARGETS);
    expect(repeat).toEqual([expect.objectContaining({ limit: 600, value: 480, pass: true })]);
  });
});
