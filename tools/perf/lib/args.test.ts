import { describe, expect, it } from 'vitest';
import { UsageError, parseArgs } from './args';

describe('perf arguments', () => {
  it('runs every benchmark but the React comparison by default', () => {
    expect(parseArgs([])).toMatchObject({
      benchmarks: ['load', 'repeat', 'deposit', 'ticker', 'lighthouse', 'scroll'],
      runs: 5,
      scrollRuns: 3,
      scrollSpeed: 2000,
      build: true,
      lighthouseRuns: 3,
      lighthouseThrottling: 'devtools',
      repeatProfile: '2G',
      tickerSeconds: 10,
    });
    expect(parseArgs(['--scroll']).benchmarks).toEqual(parseArgs([]).benchmarks);
  });

  it('adds the React comparison with --react, in its place in the order', () => {
    expect(parseArgs(['--react']).benchmarks).toEqual(['load', 'repeat', 'deposit', 'ticker', 'lighthouse', 'react', 'scroll']);
    expect(parseArgs(['--only', 'load', '--react']).benchmarks).toEqual(['load', 'react']);
  });

  it('chooses benchmarks with --only, --only-scroll and --no-NAME', () => {
    expect(parseArgs(['--only-scroll']).benchmarks).toEqual(['scroll']);
    expect(parseArgs(['--no-scroll', '--no-lighthouse']).benchmarks).toEqual(['load', 'repeat', 'deposit', 'ticker']);
    expect(parseArgs(['--only=ticker,LOAD']).benchmarks).toEqual(['load', 'ticker']);
    expect(() => parseArgs(['--only-scroll', '--no-scroll'])).toThrow(UsageError);
    expect(() => parseArgs(['--react', '--no-react'])).toThrow(/contradicts/);
    expect(() => parseArgs(['--only', 'load', '--only', 'scroll'])).toThrow(/contradicts/);
    expect(() => parseArgs(['--only', 'loads'])).toThrow(/unknown benchmark/);
    expect(() => parseArgs(['--only', 'load', '--no-load'])).toThrow(UsageError);
    expect(() => parseArgs(['--no-turbo'])).toThrow(/unknown option/);
  });

  it('sets both run counts with --runs, and the speed with --scroll-speed', () => {
    expect(parseArgs(['--runs', '2', '--scroll-speed=3000', '--no-build'])).toMatchObject({
      runs: 2,
      scrollRuns: 2,
      scrollSpeed: 3000,
      build: false,
    });
  });

  it('reads the Lighthouse runs, the repeat-visit profile and the ticker seconds', () => {
    expect(parseArgs(['--lighthouse-runs', '3', '--repeat-profile=3g', '--ticker-seconds', '20'])).toMatchObject({
      lighthouseRuns: 3,
      repeatProfile: '3G',
      tickerSeconds: 20,
    });
    expect(() => parseArgs(['--repeat-profile', '5G'])).toThrow(/unknown profile/);
    expect(() => parseArgs(['--ticker-seconds', '1'])).toThrow(/ticker-seconds/);
    expect(() => parseArgs(['--lighthouse-runs', 'x'])).toThrow(/lighthouse-runs/);
    expect(parseArgs(['--lighthouse-throttling', 'simulate']).lighthouseThrottling).toBe('simulate');
    expect(() => parseArgs(['--lighthouse-throttling', 'fast'])).toThrow(/devtools or simulate/);
  });

  it('refuses a speed that is not a number of px/s in range', () => {
    for (const bad of ['fast', '0', '50000']) expect(() => parseArgs(['--scroll-speed', bad])).toThrow(/scroll-speed/);
  });
});
