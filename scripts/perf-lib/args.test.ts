import { describe, expect, it } from 'vitest';
import { UsageError, parseArgs } from './args';

describe('perf arguments', () => {
  it('runs the load benchmark, then the scroll one, by default', () => {
    expect(parseArgs([])).toMatchObject({ benchmarks: 'both', runs: 5, scrollRuns: 3, scrollSpeed: 2000, build: true });
    expect(parseArgs(['--scroll']).benchmarks).toBe('both');
  });

  it('chooses one benchmark with --only-scroll or --no-scroll', () => {
    expect(parseArgs(['--only-scroll']).benchmarks).toBe('scroll');
    expect(parseArgs(['--no-scroll']).benchmarks).toBe('load');
    expect(() => parseArgs(['--only-scroll', '--no-scroll'])).toThrow(UsageError);
  });

  it('sets both run counts with --runs, and the speed with --scroll-speed', () => {
    expect(parseArgs(['--runs', '2', '--scroll-speed=3000', '--no-build'])).toMatchObject({
      runs: 2, scrollRuns: 2, scrollSpeed: 3000, build: false,
    });
  });

  it('refuses a speed that is not a number of px/s in range', () => {
    for (const bad of ['fast', '0', '50000']) expect(() => parseArgs(['--scroll-speed', bad])).toThrow(/scroll-speed/);
  });
});
