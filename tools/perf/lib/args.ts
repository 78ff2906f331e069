/** Command-line options of `npm run perf` (see docs/perf.md). */
import { isProfileName, type ProfileName } from '../../../e2e/support/profiles.ts';

/**
 * The benchmarks, in the order they run: cold loads, repeat visits (service worker), ticker cost
 * (a trace of idle home), Lighthouse, the React comparison, the scroll of the 10,000-game list.
 */
export const BENCHMARKS = ['load', 'repeat', 'deposit', 'ticker', 'lighthouse', 'react', 'scroll'] as const;
export type Benchmark = (typeof BENCHMARKS)[number];
/** All but the React comparison, which needs a second build (`--react` adds it). */
export const DEFAULT_BENCHMARKS: readonly Benchmark[] = ['load', 'repeat', 'deposit', 'ticker', 'lighthouse', 'scroll'];

export interface PerfOptions {
  /** Which benchmarks run, in BENCHMARKS order. */
  benchmarks: Benchmark[];
  /** Cold loads per profile, repeat visits, and loads per build in the React comparison. */
  runs: number;
  /** Scroll runs; `--runs` sets both counts. */
  scrollRuns: number;
  /** px per second of the steady scroll. */
  scrollSpeed: number;
  profiles: ProfileName[];
  url: string;
  build: boolean;
  /** Server MODE; `production` unless told otherwise. */
  mode: string;
  /** Lighthouse runs (median reported). */
  lighthouseRuns: number;
  /** Lighthouse's throttling: applied like our profiles (devtools), or its own simulation. */
  lighthouseThrottling: 'devtools' | 'simulate';
  /** Profile of the repeat visits (the target is set on 2G). */
  repeatProfile: ProfileName;
  /** Seconds of idle home recorded for the ticker cost. */
  tickerSeconds: number;
  /** CI's gate: two cold 3G loads of the built home, failing on the stable figures (GATES). */
  gate: boolean;
}

export const USAGE = `Usage: npm run perf -- [--runs N] [--profiles 3G,2G] [--url /m/home] [--no-build] [--mode production|test]
                      [--only LIST] [--no-NAME | --NAME …] [--react] [--scroll-speed PX]
                      [--lighthouse-runs N] [--lighthouse-throttling devtools|simulate]
                      [--repeat-profile 2G] [--ticker-seconds S]

  benchmarks (NAME): load, repeat, ticker, lighthouse, react, scroll; all but react run by default
  --only LIST         only these benchmarks, comma-separated (e.g. --only load,lighthouse)
  --no-NAME           leave one out (e.g. --no-scroll, --no-lighthouse)
  --NAME              add one (e.g. --react: also build dist-react/ and compare it on 3G)
  --only-scroll       the same as --only scroll
  --gate              CI: two cold 3G loads of the built home; exit 1 when a stable figure
                      (bytes, responses, CLS, the largest paint's element) regresses

  --runs N            cold loads per profile, repeat visits, loads per build in the React comparison
                      (default 5), and scroll runs (default 3)
  --profiles LIST     cold-load profiles, comma-separated, from 2G, 3G, 4G (default 3G,2G)
  --url PATH          page to load (default /m/home)
  --no-build          use the existing dist/ (and dist-react/) instead of building
  --mode MODE         the server's MODE (default production)
  --scroll-speed PX   scroll speed in px per second (default 2000)
  --lighthouse-runs N Lighthouse runs on 3G, median reported (default 3)
  --lighthouse-throttling devtools|simulate
                      devtools (default): the 3G profile applied as in every other figure;
                      simulate: Lighthouse's own model from an unthrottled load (docs/perf.md)
  --repeat-profile P  profile of the repeat visits (default 2G)
  --ticker-seconds S  seconds of idle home traced for the ticker cost (default 10)`;

export class UsageError extends Error {}

const isBenchmark = (name: string): name is Benchmark => (BENCHMARKS as readonly string[]).includes(name);

function integer(flag: string, text: string, min: number, max: number): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max) throw new UsageError(`${flag} must be an integer from ${min} to ${max}`);
  return n;
}

function profileName(flag: string, text: string): ProfileName {
  const name = text.trim().toUpperCase();
  if (!isProfileName(name)) throw new UsageError(`${flag}: unknown profile ${text}`);
  return name;
}

export function parseArgs(argv: string[]): PerfOptions {
  const options: PerfOptions = {
    benchmarks: [...DEFAULT_BENCHMARKS],
    runs: 5,
    scrollRuns: 3,
    scrollSpeed: 2000,
    profiles: ['3G', '2G'],
    url: '/m/home',
    build: true,
    mode: 'production',
    lighthouseRuns: 3,
    lighthouseThrottling: 'devtools',
    repeatProfile: '2G',
    tickerSeconds: 10,
    gate: false,
  };
  let only: Set<Benchmark> | null = null;
  const added = new Set<Benchmark>();
  const removed = new Set<Benchmark>();
  const setOnly = (names: Benchmark[], flag: string): void => {
    if (only && [...only].join() !== names.join()) throw new UsageError(`${flag} contradicts an earlier --only`);
    only = new Set(names);
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = (): string => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '') throw new UsageError(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case '--runs':
        options.runs = options.scrollRuns = integer(flag, value(), 1, 100);
        break;
      case '--profiles': {
        const names = value()
          .split(',')
          .map((s) => s.trim().toUpperCase())
          .filter(Boolean);
        const bad = names.filter((n) => !isProfileName(n));
        if (bad.length > 0 || names.length === 0) throw new UsageError(`unknown profile(s): ${bad.join(', ') || '(none)'}`);
        options.profiles = names as ProfileName[];
        break;
      }
      case '--url': {
        const url = value();
        if (!url.startsWith('/')) throw new UsageError('--url must be a path starting with /');
        options.url = url;
        break;
      }
      case '--no-build':
        options.build = false;
        break;
      case '--gate':
        // The test command has built dist/ already.
        Object.assign(options, { gate: true, build: false, runs: 2, profiles: ['3G'], url: '/m/home' });
        setOnly(['load'], flag);
        break;
      case '--mode':
        options.mode = value();
        break;
      case '--only': {
        const names = value()
          .split(',')
          .map((s) => s.trim().toLowerCase())
          .filter(Boolean);
        const bad = names.filter((n) => !isBenchmark(n));
        if (bad.length > 0 || names.length === 0)
          throw new UsageError(`--only: unknown benchmark(s): ${bad.join(', ') || '(none)'} (from ${BENCHMARKS.join(', ')})`);
        setOnly(names as Benchmark[], flag);
        break;
      }
      case '--only-scroll':
        setOnly(['scroll'], flag);
        break;
      case '--scroll-speed': {
        const n = Number(value());
        if (!Number.isFinite(n) || n < 100 || n > 20_000) throw new UsageError('--scroll-speed must be a number of px/s from 100 to 20000');
        options.scrollSpeed = n;
        break;
      }
      case '--lighthouse-runs':
        options.lighthouseRuns = integer(flag, value(), 1, 20);
        break;
      case '--lighthouse-throttling': {
        const v = value();
        if (v !== 'devtools' && v !== 'simulate') throw new UsageError('--lighthouse-throttling must be devtools or simulate');
        options.lighthouseThrottling = v;
        break;
      }
      case '--repeat-profile':
        options.repeatProfile = profileName(flag, value());
        break;
      case '--ticker-seconds':
        options.tickerSeconds = integer(flag, value(), 2, 120);
        break;
      case '--help':
      case '-h':
        throw new UsageError('');
      default: {
        const name = flag.replace(/^--(no-)?/, '');
        if (!flag.startsWith('--') || !isBenchmark(name) || inline !== undefined) throw new UsageError(`unknown option ${arg}`);
        (flag.startsWith('--no-') ? removed : added).add(name);
      }
    }
  }
  const chosen = only as Set<Benchmark> | null;
  const conflict = [...removed].find((b) => added.has(b) || chosen?.has(b));
  if (conflict) throw new UsageError(`--no-${conflict} contradicts --only or --${conflict}`);
  options.benchmarks = BENCHMARKS.filter((b) => ((chosen ?? new Set(DEFAULT_BENCHMARKS)).has(b) || added.has(b)) && !removed.has(b));
  if (options.benchmarks.length === 0) throw new UsageError('no benchmark left to run');
  return options;
}

export const runs = (options: PerfOptions, b: Benchmark): boolean => options.benchmarks.includes(b);
