/**
 * `npm run perf`: a benchmark, not a test. Builds, starts the reference server on a free port
 * with a fresh DB, and loads one page cold N times per network profile in headless Chromium,
 * reporting median/min/max of paint, layout-shift, long-task and byte figures. Then: repeat visits
 * with the service worker (2G), the main-thread cost of home's tickers (a trace, 3G), Lighthouse
 * (3G, simulated), optionally the React 19 build side by side (`--react`), and, on a server with
 * 10,000 extra RNG games, a steady scroll of the game list under CPU ×4 (frames, long tasks,
 * tiles in the DOM, JS heap).
 * Results: perf/results/perf-<timestamp>.json and perf/results/latest.json, Lighthouse reports
 * perf/results/lighthouse-*.json, the ticker trace perf/traces/ticker-*.json. See docs/perf.md.
 *
 * Exit code 0 whenever it measured (even if a target is missed); 1 if it could not run.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../e2e/support/browser.ts';
import { PROFILES, describeProfile, type NetworkProfile } from '../../e2e/support/profiles.ts';
import { USAGE, UsageError, parseArgs, runs, type PerfOptions } from './lib/args.ts';
import { lifecycle, run } from './lib/lifecycle.ts';
import { formatLighthouse, runLighthouse, summariseLighthouse, type LighthouseFigures } from './lib/lighthouse.ts';
import { coldLoad, type LoadResult } from './lib/measure.ts';
import { BUILDS, compareReact, type ReactComparison } from './lib/react-compare.ts';
import { describeRepeat, repeatVisit, type RepeatResult } from './lib/repeat.ts';
import { formatTable, summarise, type Stat } from './lib/report.ts';
import { GATES, REPEAT_TARGETS, evaluateTargets, formatTargets, machineInfo, writeResults } from './lib/results.ts';
import { formatComparison } from './lib/compare.ts';
import { depositTap, formatDepositTap, type DepositTapRun } from './lib/deposit-tap.ts';
import { formatSmoke } from './lib/smoke.ts';
import { tickerCost } from './lib/ticker.ts';
import { formatTicks, type TickSummary } from './lib/ticks.ts';
import { SCALE_GAMES, describeScroll, scrollBenchmark, type ScrollResult } from './lib/scroll-benchmark.ts';
import { formatScrollReport } from './lib/scroll-report.ts';
import { startServer, type RunningServer } from './lib/server.ts';
import { startSocketMeter, type SocketMeter } from './lib/socket-meter.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const { onExit, interrupted, cleanUp } = lifecycle('perf');

export interface ProfileResult {
  profile: NetworkProfile;
  runs: LoadResult[];
  summary: Record<string, Stat>;
}

async function measureProfile(browser: Browser, url: string, profile: NetworkProfile, runs: number, meter?: SocketMeter): Promise<ProfileResult> {
  const results: LoadResult[] = [];
  for (let i = 1; i <= runs && !interrupted(); i++) {
    process.stdout.write(`perf: ${profile.name} load ${i}/${runs}… `);
    const r = await coldLoad({ browser, url, profile, run: i, meter });
    if (interrupted()) break;
    results.push(r);
    console.log(r.ok ? `FCP ${r.fcpMs?.toFixed(0) ?? '–'} ms, LCP ${r.lcpMs?.toFixed(0) ?? '–'} ms` : `failed: ${r.error}`);
  }
  return { profile, runs: results, summary: summarise(results) };
}

/** Each benchmark has its own server and fresh DB, stopped before the next one starts. */
async function withServer<T>(
  options: PerfOptions,
  readyPath: string,
  serveArgs: string[],
  work: (origin: string) => Promise<T>,
  distDir = 'dist',
): Promise<T> {
  const scale = serveArgs.length ? `, ${serveArgs.join(' ')}` : '';
  console.log(`perf: starting the server on ${distDir}/ (MODE=${options.mode}, fresh DB${scale})`);
  const server: RunningServer = await startServer(ROOT, options.mode, readyPath, serveArgs, distDir);
  onExit(server.stop);
  try {
    return await work(server.origin);
  } finally {
    await server.stop();
  }
}

async function loadBenchmark(browser: Browser, options: PerfOptions): Promise<ProfileResult[]> {
  return withServer(options, options.url, [], async (origin) => {
    // Loaded through the socket meter: the bytes that really cross the wire, per load.
    const meter = await startSocketMeter(origin);
    onExit(meter.close);
    try {
      const url = `${meter.origin}${options.url}`;
      // One unthrottled, unrecorded load first, so that run 1 does not pay for the server's cold
      // start (module compilation, file cache) and skew the spread.
      await coldLoad({ browser, url, profile: null, run: 0 });
      const profiles: ProfileResult[] = [];
      for (const name of options.profiles) {
        const result = await measureProfile(browser, url, PROFILES[name], options.runs, meter);
        if (interrupted()) break;
        profiles.push(result);
        console.log(formatTable(result.profile, options.url, result.runs, result.summary));
      }
      return profiles;
    } finally {
      await meter.close();
    }
  });
}

async function repeatBenchmark(browser: Browser, options: PerfOptions) {
  const profile = PROFILES[options.repeatProfile];
  return withServer(options, options.url, [], async (origin) => {
    const url = `${origin}${options.url}`;
    await coldLoad({ browser, url, profile: null, run: 0 });
    const results: RepeatResult[] = [];
    for (let i = 1; i <= options.runs && !interrupted(); i++) {
      process.stdout.write(`perf: ${profile.name} repeat visit ${i}/${options.runs}… `);
      const r = await repeatVisit({ browser, url, profile, run: i });
      results.push(r);
      console.log(
        r.ok
          ? `FCP ${r.fcpMs?.toFixed(0) ?? '–'} ms, LCP ${r.lcpMs?.toFixed(0) ?? '–'} ms, service worker ${r.serviceWorker ? 'ready' : 'none'}, controlled ${r.controlled ? 'yes' : 'no'}`
          : `failed: ${r.error}`,
      );
    }
    const summary = summarise(results);
    const sw = results.some((r) => r.ok && r.serviceWorker);
    console.log(
      formatTable(
        profile,
        options.url,
        results,
        summary,
        sw ? 'repeat visits (service worker)' : 'repeat visits (HTTP cache only: no service worker)',
      ),
    );
    console.log(describeRepeat(results));
    const targets = evaluateTargets(options.url, [{ profile, summary }], REPEAT_TARGETS);
    console.log(formatTargets(targets) + (sw ? '' : ' (measured without a service worker)'));
    return { profile, serviceWorker: sw, runs: results, summary, targets };
  });
}

/** Tap Deposit on home → usable deposit form, on 2G (lib/deposit-tap.ts). */
async function depositBenchmark(browser: Browser, options: PerfOptions): Promise<DepositTapRun[]> {
  const profile = PROFILES['2G'];
  return withServer(options, '/m/home', [], async (origin) => {
    const results: DepositTapRun[] = [];
    // The judged runs (the deposit page fetched ahead while home idled), then two with data saver.
    const plan = [...Array.from({ length: Math.min(options.runs, 3) }, () => false), true, true];
    for (const [n, dataSaver] of plan.entries()) {
      if (interrupted()) break;
      process.stdout.write(`perf: ${profile.name} deposit tap ${n + 1}${dataSaver ? ' (data saver)' : ''}… `);
      const r = await depositTap(browser, origin, profile, n + 1, dataSaver);
      results.push(r);
      console.log(r.ok ? `${r.ms} ms` : `failed: ${r.error}`);
    }
    console.log(formatDepositTap(profile, results));
    return results;
  });
}

async function tickerBenchmark(browser: Browser, options: PerfOptions, stamp: string): Promise<{ trace: string; summary: TickSummary }> {
  const profile = PROFILES['3G'];
  mkdirSync(join(ROOT, 'perf', 'traces'), { recursive: true });
  const trace = join('perf', 'traces', `ticker-${profile.name.toLowerCase()}-${stamp}.json`);
  return withServer(options, options.url, [], async (origin) => {
    const url = `${origin}${options.url}`;
    await coldLoad({ browser, url, profile: null, run: 0 });
    console.log(`perf: tracing ${options.tickerSeconds} s of idle ${options.url} on ${describeProfile(profile)}…`);
    const summary = await tickerCost({ browser, url, profile, seconds: options.tickerSeconds, file: join(ROOT, trace) });
    console.log(
      `\n${formatTicks(`ticker cost, ${options.tickerSeconds} s of idle ${options.url} after load, ${describeProfile(profile)}`, summary)}\n  trace            ${trace}`,
    );
    return { trace, summary };
  });
}

async function lighthouseBenchmark(options: PerfOptions, executablePath: string | undefined, stamp: string) {
  const profile = PROFILES['3G'];
  return withServer(options, options.url, [], async (origin) => {
    const url = `${origin}${options.url}`;
    const figures: LighthouseFigures[] = [];
    const reports: string[] = [];
    mkdirSync(join(ROOT, 'perf', 'results'), { recursive: true });
    for (let i = 1; i <= options.lighthouseRuns && !interrupted(); i++) {
      process.stdout.write(`perf: Lighthouse ${i}/${options.lighthouseRuns} on ${profile.name} (${options.lighthouseThrottling} throttling)… `);
      const started = Date.now();
      try {
        const { figures: f, json } = await runLighthouse(url, profile, executablePath, options.lighthouseThrottling);
        const file = join('perf', 'results', `lighthouse-${stamp}-${i}.json`);
        writeFileSync(join(ROOT, file), json);
        writeFileSync(join(ROOT, 'perf', 'results', 'lighthouse-latest.json'), json);
        reports.push(file);
        figures.push(f);
        console.log(`score ${f.score ?? '–'}, ${((Date.now() - started) / 1000).toFixed(0)} s`);
      } catch (error) {
        const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
        figures.push({ score: null, fcpMs: null, lcpMs: null, tbtMs: null, cls: null, siMs: null, warnings: [], error: message });
        console.log(`failed: ${message}`);
      }
    }
    const summary = summariseLighthouse(figures);
    console.log(
      `\n${formatLighthouse(`Lighthouse ${options.url}, ${describeProfile(profile)} (${options.lighthouseThrottling} throttling, mobile, 360×740 @2x)`, figures, summary)}`,
    );
    if (reports.length) console.log(`  reports          ${reports.join(', ')}`);
    return { profile: profile.name, runs: figures, summary, reports };
  });
}

async function reactBenchmark(browser: Browser, options: PerfOptions): Promise<ReactComparison> {
  const profile = PROFILES['3G'];
  return withServer(options, options.url, [], (preactOrigin) =>
    withServer(
      options,
      options.url,
      [],
      async (reactOrigin) => {
        const result = await compareReact({
          root: ROOT,
          browser,
          origins: [preactOrigin, reactOrigin],
          path: options.url,
          profile,
          runs: options.runs,
          stopped: interrupted,
          log: (l) => console.log(l),
        });
        for (const b of result.builds) console.log(formatSmoke(`${b.name} build (${b.dir}/)`, b.smoke));
        for (const b of result.builds) console.log(formatTable(profile, `${options.url} (${b.name}, ${b.dir}/)`, b.runs, b.summary));
        console.log(
          `\n${formatComparison(`React comparison, ${options.url}, ${describeProfile(profile)}, ${options.runs} cold loads each, alternated`, result.comparison)}`,
        );
        return result;
      },
      'dist-react',
    ),
  );
}

async function main(options: PerfOptions): Promise<number> {
  const startedAt = new Date();
  const stamp = startedAt.toISOString().replace(/[:.]/g, '-');
  const react = runs(options, 'react');
  if (options.build) {
    console.log('perf: npm run build');
    await run(ROOT, 'npm', ['run', 'build']);
    if (react) {
      console.log('perf: npm run build:react');
      await run(ROOT, 'npm', ['run', 'build:react']);
    }
  } else {
    for (const b of react ? BUILDS : BUILDS.slice(0, 1)) {
      if (!existsSync(join(ROOT, b.dir)))
        throw new Error(`${b.dir}/ is missing: run without --no-build, or npm run ${b.dir === 'dist' ? 'build' : 'build:react'} first`);
    }
  }

  const executablePath = chromiumExecutable();
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS], headless: true });
  onExit(() => browser.close());

  const profiles = runs(options, 'load') ? await loadBenchmark(browser, options) : [];
  if (interrupted()) return 130;
  const targets = evaluateTargets(options.url, profiles);
  if (runs(options, 'load')) console.log(`\n${formatTargets(targets)}`);
  if (options.gate) return gateVerdict(profiles);

  const repeat = runs(options, 'repeat') ? await repeatBenchmark(browser, options) : null;
  if (interrupted()) return 130;
  const deposit = runs(options, 'deposit') ? await depositBenchmark(browser, options) : null;
  if (interrupted()) return 130;
  const ticker = runs(options, 'ticker') ? await tickerBenchmark(browser, options, stamp) : null;
  if (interrupted()) return 130;
  const lighthouse = runs(options, 'lighthouse') ? await lighthouseBenchmark(options, executablePath, stamp) : null;
  if (interrupted()) return 130;
  const reactComparison = react ? await reactBenchmark(browser, options) : null;
  if (interrupted()) return 130;

  let scroll: ScrollResult | null = null;
  if (runs(options, 'scroll')) {
    scroll = await withServer(options, '/m/home', ['--scale-games', String(SCALE_GAMES)], (origin) =>
      scrollBenchmark({ browser, origin, runs: options.scrollRuns, speed: options.scrollSpeed, stopped: interrupted }),
    );
    if (interrupted()) return 130;
    console.log(formatScrollReport(describeScroll(scroll), scroll.runs, scroll.summary, scroll.targets));
  }

  const machine = machineInfo(ROOT, browser, executablePath);
  const files = writeResults(ROOT, {
    startedAt,
    options,
    url: options.url,
    server: { mode: options.mode },
    machine,
    profiles,
    targets,
    repeat,
    deposit,
    ticker,
    lighthouse,
    react: reactComparison,
    scroll,
  });
  console.log(
    `\nperf: ${machine.cpuCount} CPUs, load average ${machine.loadAverageAtStart[0]?.toFixed(2)} at start, ${machine.loadAverageAtEnd[0]?.toFixed(2)} at end, Chromium ${machine.chromiumVersion}`,
  );
  console.log(`perf: wrote ${files.join(' and ')}`);

  const unmeasured = profiles.filter((p) => !p.runs.some((r) => r.ok)).map((p) => `${p.profile.name} loads`);
  if (repeat && !repeat.runs.some((r) => r.ok)) unmeasured.push('repeat visits');
  if (deposit && !deposit.some((r) => r.ok)) unmeasured.push('deposit taps');
  if (lighthouse && lighthouse.summary.ok === 0) unmeasured.push('Lighthouse runs');
  if (reactComparison && reactComparison.builds.some((b) => !b.runs.some((r) => r.ok))) unmeasured.push('loads of one of the builds compared');
  if (scroll && !scroll.runs.some((r) => r.ok)) unmeasured.push('scroll runs');
  if (unmeasured.length) {
    console.error(`perf: no successful ${unmeasured.join(', ')}`);
    return 1;
  }
  return 0;
}

/** `--gate`: the stable figures of the cold loads (GATES), each run's largest paint the first
 *  banner, and every load measured. Printed, and 1 when any fails. */
function gateVerdict(profiles: ProfileResult[]): number {
  const gates = evaluateTargets('/m/home', profiles, GATES);
  const loads = profiles.flatMap((p) => p.runs);
  const notBanner = loads.filter((r) => r.ok && !r.lcpIsBanner).map((r) => `run ${r.run}: ${r.lcpElement ?? 'none'}`);
  const failed = [
    ...gates.filter((g) => g.pass !== true).map((g) => g.description),
    ...(notBanner.length ? [`the largest paint is home's first banner (${notBanner.join('; ')})`] : []),
    ...(loads.some((r) => !r.ok) || !loads.length ? ['every load measured'] : []),
  ];
  console.log(`\nperf gate: ${failed.length ? `FAILED: ${failed.join('; ')}` : `passed (${gates.length} figures and the largest paint)`}`);
  return failed.length ? 1 : 0;
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

const code = await main(options).catch((error: unknown) => {
  if (interrupted()) return 130;
  console.error(`perf: could not run: ${error instanceof Error ? error.message : String(error)}`);
  return 1;
});
await cleanUp();
process.exit(code);
