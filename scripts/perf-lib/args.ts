/** Command-line options of `npm run perf` (see docs/perf.md). */
import { isProfileName, type ProfileName } from '../../e2e/support/profiles.ts';

export interface PerfOptions {
  runs: number;
  profiles: ProfileName[];
  url: string;
  build: boolean;
  /** Server MODE; `production` unless told otherwise. */
  mode: string;
}

export const USAGE = `Usage: npm run perf -- [--runs N] [--profiles 3G,2G] [--url /m/home] [--no-build] [--mode production|test]

  --runs N         cold loads per profile (default 5)
  --profiles LIST  comma-separated, from 2G, 3G, 4G (default 3G,2G)
  --url PATH       page to load (default /m/home)
  --no-build       use the existing dist/ instead of running npm run build
  --mode MODE      the server's MODE (default production)`;

export class UsageError extends Error {}

export function parseArgs(argv: string[]): PerfOptions {
  const options: PerfOptions = { runs: 5, profiles: ['3G', '2G'], url: '/m/home', build: true, mode: 'production' };
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
        options.runs = n;
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
      case '--help':
      case '-h':
        throw new UsageError('');
      default:
        throw new UsageError(`unknown option ${arg}`);
    }
  }
  return options;
}
