/**
 * `npm run profile`: Chrome performance traces to open in DevTools (Performance panel → Load
 * profile), with a short text summary of each. Three recordings on one network profile (3G unless
 * told otherwise): a cold load of /m/home (the load benchmark's own coldLoad, recorded), a repeat
 * visit of it with the service worker (the repeat benchmark's second visit, recorded), and a
 * 5 s touch scroll of the 10,000-game list. See docs/perf.md, "Profiling".
 * Files: perf/traces/{home,home-repeat,game-list-scroll}-<profile>-<timestamp>.{json,txt}.
 *
 * Exit code 0 when every trace was written; 1 if something could not run; 2 on a bad option.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type CDPSession } from '@playwright/test';
import { CHROMIUM_ARGS, LOW_END_ANDROID, chromiumExecutable } from '../../e2e/support/browser.ts';
import { PROFILES, applyProfile, describeProfile, type NetworkProfile } from '../../e2e/support/profiles.ts';
import { lifecycle, run } from './lib/lifecycle.ts';
import { coldLoad } from './lib/measure.ts';
import { repeatVisit } from './lib/repeat.ts';
import { SCALE_GAMES } from './lib/scroll-benchmark.ts';
import { fetchAllRngGames, onePageBody, serveOnePage } from './lib/scroll-games.ts';
import { MIN_SET_SIZE, SCROLL_PATH, SCROLL_SECONDS } from './lib/scroll.ts';
import { startServer } from './lib/server.ts';
import { startTracing } from './lib/trace.ts';
import { formatTraceSummary, summariseTrace, traceEventsOf } from './lib/trace-summary.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const HOME_PATH = '/m/home';
/** The scroll benchmark's default speed: 2,000 px/s for SCROLL_SECONDS. */
const SCROLL_SPEED = 2000;

const USAGE = `Usage: npm run profile -- [--no-build] [--profile 3G|2G] [--only home|repeat|scroll]

  --no-build        use the existing dist/ instead of running npm run build
  --profile NAME    network and CPU profile, 3G or 2G (default 3G)
  --only WHICH      only the cold home load (home), the repeat visit with the service worker
                    (repeat) or the game list scroll (scroll)`;

const RECORDINGS = ['home', 'repeat', 'scroll'] as const;
type Recording = (typeof RECORDINGS)[number];

interface Options {
  build: boolean;
  profile: NetworkProfile;
  only: Recording | null;
}

/** Options, or the message of a usage error ('' for --help). */
function parseArgs(argv: string[]): Options | string {
  const options: Options = { build: true, profile: PROFILES['3G'], only: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--no-build') options.build = false;
    else if (arg === '--help' || arg === '-h') return '';
    else {
      const [flag, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
      const value = inline ?? argv[++i] ?? '';
      if (flag === '--profile' && (value.toUpperCase() === '3G' || value.toUpperCase() === '2G'))
        options.profile = PROFILES[value.toUpperCase() as '3G' | '2G'];
      else if (flag === '--only' && (RECORDINGS as readonly string[]).includes(value)) options.only = value as Recording;
      else return flag === '--profile' || flag === '--only' ? `bad value for ${flag}: ${value || '(none)'}` : `unknown option ${arg}`;
    }
  }
  return options;
}

const { onExit, interrupted, cleanUp } = lifecycle('profile');

async function withServer<T>(serveArgs: string[], work: (origin: string) => Promise<T>): Promise<T> {
  console.log(`profile: starting the server (fresh DB${serveArgs.length ? `, ${serveArgs.join(' ')}` : ''})`);
  const server = await startServer(ROOT, 'production', HOME_PATH, serveArgs);
  onExit(server.stop);
  try {
    return await work(server.origin);
  } finally {
    await server.stop();
  }
}

/**
 * Records `work` into `<base>.json`, then summarises the page's main thread into `<base>.txt`.
 * `cdp`: the page's session when the page exists (the trace then names its frame, as DevTools'
 * own recordings do), else a browser session (it also sees renderers started after it).
 */
async function record(cdp: CDPSession, base: string, title: string, urlPrefix: string, work: () => Promise<void>): Promise<string> {
  const tracing = await startTracing(cdp);
  try {
    await work();
  } finally {
    await tracing.stop(join(ROOT, `${base}.json`));
  }
  const events = traceEventsOf(JSON.parse(readFileSync(join(ROOT, `${base}.json`), 'utf8')));
  const text = `${formatTraceSummary(title, summariseTrace(events, urlPrefix))}\n  trace            ${base}.json (${events.length.toLocaleString('en-US')} events)`;
  writeFileSync(join(ROOT, `${base}.txt`), `${text}\n`);
  console.log(`\n${text}\n`);
  return text;
}

/** In-page, plain JavaScript as scroll.ts's driver (tsx would add helpers the page lacks). */
const SCROLLER = `({ speed, ms, start }) => new Promise((resolve) => {
  let first = null;
  const step = (now) => {
    if (first === null) first = now;
    scrollTo(0, start + (speed * Math.min(now - first, ms)) / 1000);
    if (now - first < ms) requestAnimationFrame(step);
    else resolve();
  };
  requestAnimationFrame(step);
})`;

/** The load benchmark's cold load (fresh context, throttled before navigation), recorded. */
async function profileHome(browser: Browser, profile: NetworkProfile, base: string): Promise<void> {
  await withServer([], async (origin) => {
    const url = `${origin}${HOME_PATH}`;
    // Unrecorded and unthrottled first, as in perf: the server's cold start stays out of the trace.
    await coldLoad({ browser, url, profile: null, run: 0 });
    console.log(`profile: recording a cold load of ${HOME_PATH} on ${describeProfile(profile)}`);
    const cdp = await browser.newBrowserCDPSession();
    await record(cdp, base, `cold load of ${HOME_PATH}, ${describeProfile(profile)}`, url, async () => {
      const r = await coldLoad({ browser, url, profile, run: 1 });
      if (!r.ok) throw new Error(`the cold load failed: ${r.error}`);
      console.log(`profile: FCP ${r.fcpMs?.toFixed(0) ?? '–'} ms, LCP ${r.lcpMs?.toFixed(0) ?? '–'} ms, ${r.transferredBytes} bytes`);
    });
    await cdp.detach();
  });
}

/** The repeat benchmark's visit (repeat.ts): a first load, unrecorded, until the service worker
 *  is ready; the second load, throttled with the profile, recorded. */
async function profileRepeat(browser: Browser, profile: NetworkProfile, base: string): Promise<void> {
  await withServer([], async (origin) => {
    const url = `${origin}${HOME_PATH}`;
    const cdp = await browser.newBrowserCDPSession();
    const r = await repeatVisit({
      browser,
      url,
      profile,
      run: 1,
      around: (measure) => {
        console.log(`profile: recording a repeat visit of ${HOME_PATH} on ${describeProfile(profile)}`);
        return record(cdp, base, `repeat visit of ${HOME_PATH} (service worker), ${describeProfile(profile)}`, url, measure);
      },
    });
    await cdp.detach();
    if (!r.ok) throw new Error(`the repeat visit failed: ${r.error}`);
    console.log(
      `profile: FCP ${r.fcpMs?.toFixed(0) ?? '–'} ms, LCP ${r.lcpMs?.toFixed(0) ?? '–'} ms, service worker ${r.controlled ? 'in control' : 'not in control'}`,
    );
  });
}

/**
 * The scroll benchmark's page and data (the 10,000-game list, loaded unthrottled), then the
 * profile's network and CPU throttling and, recorded, the benchmark's motion: the window moved
 * to start + speed × elapsed on every animation frame for SCROLL_SECONDS. (Its driver in scroll.ts
 * also measures, so it is not reused as is; `Input.synthesizeScrollGesture` was tried: touch
 * gestures do not scroll headless Chromium, and wheel ones do not keep to the asked speed.)
 * Icons that scroll into view load over the profile's network.
 */
async function profileScroll(browser: Browser, profile: NetworkProfile, base: string): Promise<void> {
  await withServer(['--scale-games', String(SCALE_GAMES)], async (origin) => {
    const body = onePageBody(await fetchAllRngGames(origin));
    const context = await browser.newContext({ ...LOW_END_ANDROID, serviceWorkers: 'block' });
    onExit(() => context.close());
    const page = await context.newPage();
    await serveOnePage(page, body);
    const cdp = await context.newCDPSession(page);
    // Unthrottled, as in the scroll benchmark: the load is the home recording's business.
    await page.goto(`${origin}${SCROLL_PATH}`, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction((min) => Number(document.querySelector('li[aria-posinset]')?.getAttribute('aria-setsize')) >= min, MIN_SET_SIZE, {
      timeout: 30_000,
    });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    await page.waitForTimeout(1_000);
    await applyProfile(cdp, profile);
    const distance = SCROLL_SPEED * SCROLL_SECONDS;
    console.log(`profile: recording a ${distance} px scroll of ${SCROLL_PATH} at ${SCROLL_SPEED} px/s on ${describeProfile(profile)}`);
    await record(cdp, base, `scroll of ${SCROLL_PATH}, ${distance} px at ${SCROLL_SPEED} px/s, ${describeProfile(profile)}`, origin, async () => {
      const before = await page.evaluate(() => scrollY);
      const args = JSON.stringify({ speed: SCROLL_SPEED, ms: SCROLL_SECONDS * 1000, start: before });
      await page.evaluate(`(${SCROLLER})(${args})`);
      await page.waitForTimeout(500);
      console.log(`profile: scrolled ${Math.round((await page.evaluate(() => scrollY)) - before)} px`);
    });
    await context.close();
  });
}

async function main(options: Options): Promise<number> {
  if (options.build) await run(ROOT, 'npm', ['run', 'build']);
  else if (!existsSync(join(ROOT, 'dist'))) throw new Error('dist/ is missing: run without --no-build, or npm run build first');
  mkdirSync(join(ROOT, 'perf', 'traces'), { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const name = options.profile.name.toLowerCase();

  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: [...CHROMIUM_ARGS], headless: true });
  onExit(() => browser.close());
  const wanted = (r: Recording) => options.only === null || options.only === r;
  if (wanted('home')) await profileHome(browser, options.profile, `perf/traces/home-${name}-${stamp}`);
  if (interrupted()) return 130;
  if (wanted('repeat')) await profileRepeat(browser, options.profile, `perf/traces/home-repeat-${name}-${stamp}`);
  if (interrupted()) return 130;
  if (wanted('scroll')) await profileScroll(browser, options.profile, `perf/traces/game-list-scroll-${name}-${stamp}`);
  console.log('profile: open a .json in Chrome DevTools → Performance → Load profile (↑)');
  return 0;
}

const parsed = parseArgs(process.argv.slice(2));
if (typeof parsed === 'string') {
  if (parsed) console.error(`profile: ${parsed}`);
  console.error(USAGE);
  process.exit(parsed ? 2 : 0);
}

const code = await main(parsed).catch((error: unknown) => {
  if (interrupted()) return 130;
  console.error(`profile: could not run: ${error instanceof Error ? error.message : String(error)}`);
  return 1;
});
await cleanUp();
process.exit(code);
