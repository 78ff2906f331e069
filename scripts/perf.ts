/**
 * `npm run perf`: a benchmark, not a test. Builds, starts the reference server on a free port
 * with a fresh DB, and loads one page cold N times per network profile in headless Chromium,
 * reporting median/min/max of paint, layout-shift, long-task and byte figures. Then, on a server
 * with 10,000 extra RNG games, scrolls the game list steadily under CPU ×4 and reports frames,
 * long tasks, tiles in the DOM and JS heap (median and worst).
 * Results: perf/results/perf-<timestamp>.json and perf/results/latest.json. See docs/perf.md.
 *
 * Exit code 0 whenever it measured (even if a target is missed); 1 if it could not run.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/support/browser.ts';
import { PROFILES, type NetworkProfile } from '../e2e/support/profiles.ts';
import { USAGE, UsageError, parseArgs, type PerfOptions } from './perf-lib/args.ts';
import { lifecycle, run } from './perf-lib/lifecycle.ts';
import { coldLoad, type LoadResult } from './perf-lib/measure.ts';
import { formatTable, summarise, type Stat } from './perf-lib/report.ts';
import { evaluateTargets, formatTargets, machineInfo, writeResults } from './perf-lib/results.ts';
import { SCALE_GAMES, describeScroll, scrollBenchmark, type ScrollResult } from './perf-lib/scroll-benchmark.ts';
import { formatScrollReport } from './perf-lib/scroll-report.ts';
import { startServer, type RunningServer } from './perf-lib/server.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const { onExit, interrupted, cleanUp } = lifecycle('perf');


export interface ProfileResult {
  profile: NetworkProfile;
  runs: LoadResult[];
  summary: Record<string, Stat>;
}

async function measureProfile(browser: Browser, url: string, profile: NetworkProfile, runs: number): Promise<ProfileResult> {
  const results: LoadResult[] = [];
  for (let i = 1; i <= runs && !interrupted(); i++) {
    process.stdout.write(`perf: ${profile.name} load ${i}/${runs}… `);
    const r = await coldLoad({ browser, url, profile, run: i });
    if (interrupted()) break;
    results.push(r);
    console.log(r.ok ? `FCP ${r.fcpMs?.toFixed(0) ?? '–'} ms, LCP ${r.lcpMs?.toFixed(0) ?? '–'} ms` : `failed: ${r.error}`);
  }
  return { profile, runs: results, summary: summarise(results) };
}

/** Each benchmark has its own server and fresh DB, stopped before the next one starts. */
async function withServer<T>(options: PerfOptions, readyPath: string, serveArgs: string[], work: (origin: string) => Promise<T>): Promise<T> {
  const scale = serveArgs.length ? `, ${serveArgs.join(' ')}` : '';
  console.log(`perf: starting the server (MODE=${options.mode}, fresh DB${scale})`);
  const server: RunningServer = await startServer(ROOT, options.mode, readyPath, serveArgs);
  onExit(server.stop);
  try {
    return await work(server.origin);
  } finally {
    await server.stop();
  }
}

async function loadBenchmark(browser: Browser, options: PerfOptions): Promise<ProfileResult[]> {
  return withServer(options, options.url, [], async (origin) => {
    const url = `${origin}${options.url}`;
    // One unthrottled, unrecorded load first, so that run 1 does not pay for the server's cold
    // start (module compilation, file cache) and skew the spread.
    await coldLoad({ browser, url, profile: null, run: 0 });
    const profiles: ProfileResult[] = [];
    for (const name of options.profiles) {
      const result = await measureProfile(browser, url, PROFILES[name], options.runs);
      if (interrupted()) break;
      profiles.push(result);
      console.log(formatTable(result.profile, options.url, result.runs, result.summary));
    }
    return profiles;
  });
}

async function main(options: PerfOptions): Promise<number> {
  const startedAt = new Date();
  if (options.build) {
    console.log('perf: npm run build');
    await run(ROOT, 'npm', ['run', 'build']);
  } else if (!existsSync(`${ROOT}/dist`)) {
    throw new Error('dist/ is missing: run without --no-build, or npm run build first');
  }

  const executablePath = chromiumExecutable();
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS], headless: true });
  onExit(() => browser.close());

  const profiles = options.benchmarks === 'scroll' ? [] : await loadBenchmark(browser, options);
  if (interrupted()) return 130;
  const targets = evaluateTargets(options.url, profiles);
  if (options.benchmarks !== 'scroll') console.log(`\n${formatTargets(targets)}`);

  let scroll: ScrollResult | null = null;
  if (options.benchmarks !== 'load') {
    scroll = await withServer(options, '/m/home', ['--scale-games', String(SCALE_GAMES)], (origin) =>
      scrollBenchmark({ browser, origin, runs: options.scrollRuns, speed: options.scrollSpeed, stopped: interrupted }),
    );
    if (interrupted()) return 130;
    console.log(formatScrollReport(describeScroll(scroll), scroll.runs, scroll.summary, scroll.targets));
  }

  const machine = machineInfo(ROOT, browser, executablePath);
  const files = writeResults(ROOT, { startedAt, options, url: options.url, server: { mode: options.mode }, machine, profiles, targets, scroll });
  console.log(`\nperf: ${machine.cpuCount} CPUs, load average ${machine.loadAverageAtStart[0]?.toFixed(2)} at start, ${machine.loadAverageAtEnd[0]?.toFixed(2)} at end, Chromium ${machine.chromiumVersion}`);
  console.log(`perf: wrote ${files.join(' and ')}`);

  const unmeasured = profiles.filter((p) => !p.runs.some((r) => r.ok)).map((p) => `${p.profile.name} loads`);
  if (scroll && !scroll.runs.some((r) => r.ok)) unmeasured.push('scroll runs');
  if (unmeasured.length) {
    console.error(`perf: no successful ${unmeasured.join(', ')}`);
    return 1;
  }
  return 0;
}

let options: PerfOptions;
try {
  options = parseArgs(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  if (error.message) console.error(`perf: ${error.message}`);
  console.error(USAGE);
  process.exit(error.message ? 2 : 0);
}

main(options)
  .catch((error: unknown) => {
    if (interrupted()) return 130;
    console.error(`perf: could not run: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  })
  .then(async (code) => {
    await cleanUp();
    process.exit(code);
  });
