/** Command-line options of `npm run perf` (see docs/perf.md). */
import { isProfileName, type ProfileName } from '../../e2e/support/profiles.ts';

/** Which benchmarks run: the cold loads, the scroll of the 10,000-game list, or both (load first). */
export type Benchmarks = 'both' | 'load' | 'scroll';

export interface PerfOptions {
  benchmarks: Benchmarks;
  /** Cold loads per profile. */
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
}

export const USAGE = `Usage: npm run perf -- [--runs N] [--profiles 3G,2G] [--url /m/home] [--no-build] [--mode production|test]
                      [--only-scroll | --no-scroll] [--scroll-speed PX]

  --runs N          cold loads per profile (default 5) and scroll runs (default 3)
  --profiles LIST   comma-separated, from 2G, 3G, 4G (default 3G,2G)
  --url PATH        page to load (default /m/home)
  --no-build        use the existing dist/ instead of running npm run build
  --mode MODE       the server's MODE (default production)
  --scroll          also the scroll benchmark (the default: the load benchmark, then the scroll one)
  --only-scroll     only the scroll benchmark
  --no-scroll       only the load benchmark
  --scroll-speed PX scroll speed in px per second (default 2000)`;

export class UsageError extends Error {}

export function parseArgs(argv: string[]): PerfOptions {
  const options: PerfOptions = {
    benchmarks: 'both', runs: 5, scrollRuns: 3, scrollSpeed: 2000, profiles: ['3G', '2G'], url: '/m/home', build: true, mode: 'production',
  };
  let chosen: Benchmarks | undefined;
  const choose = (b: Benchmarks, flag: string): void => {
    if (chosen && chosen !== b) throw new UsageError(`${flag} contradicts an earlier --scroll, --only-scroll or --no-scroll`);
    chosen = b;
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
      case '--runs': {
        const n = Number(value());
        if (!Number.isInteger(n) || n < 1 || n > 100) throw new UsageError('--runs must be an integer from 1 to 100');
        options.runs = options.scrollRuns = n;
        break;
      }
      case '--profiles': {
        const names = value().split(',').map((s) => s.trim().toUpperCase()).filter(Boolean);
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
      case '--mode':
        options.mode = value();
        break;
      case '--scroll':
        choose('both', flag);
        break;
      case '--only-scroll':
        choose('scroll', flag);
        break;
      case '--no-scroll':
        choose('load', flag);
        break;
      case '--scroll-speed': {
        const n = Number(value());
        if (!Number.isFinite(n) || n < 100 || n > 20_000) throw new UsageError('--scroll-speed must be a number of px/s from 100 to 20000');
        options.scrollSpeed = n;
        break;
      }
      case '--help':
      case '-h':
        throw new UsageError('');
      default:
        throw new UsageError(`unknown option ${arg}`);
    }
  }
  options.benchmarks = chosen ?? 'both';
  return options;
}
