/**
 * One run of the scroll benchmark: the 10,000-game list on the emulated phone, scrolled at a
 * steady speed for a fixed time under CPU throttling, recording every frame, the long tasks, the
 * tiles in the document and the JS heap before and after (docs/perf.md, "The scroll benchmark").
 */
import { loadavg } from 'node:os';
import type { Browser, CDPSession } from '@playwright/test';
import { LOW_END_ANDROID } from '../../../e2e/support/browser.ts';
import { serveOnePage } from './scroll-games.ts';

export const SCROLL_PATH = '/m/gameList?gameType=RNG&classify=ALL';
export const SCROLL_SECONDS = 5;
export const SCROLL_CPU_SLOWDOWN = 4;
/** The page must say it lists at least this many games before it is measured. */
export const MIN_SET_SIZE = 10_000;

/**
 * The in-page driver, plain JavaScript for the reason given in collector.ts. Each animation frame
 * moves the window to start + speed × elapsed (so a slow frame jumps further, as a finger's fling
 * would), and records the time since the previous frame; ~10 times it counts the tiles. The
 * long-task observer exists before the first frame; its last entries are taken after the end.
 */
const DRIVER = `async ({ speed, durationMs, samples }) => {
  const longTasks = [];
  const keep = (entries) => entries.forEach((e) => longTasks.push({ t: e.startTime, d: e.duration }));
  const observer = new PerformanceObserver((list) => keep(list.getEntries()));
  observer.observe({ type: 'longtask' });
  const tiles = () => document.querySelectorAll('li[aria-posinset]').length;
  const startY = scrollY;
  const frames = [];
  const tileCounts = [];
  await new Promise((resolve) => {
    let first = null;
    let previous = null;
    const step = (now) => {
      if (first === null) first = now;
      else frames.push(now - previous);
      previous = now;
      const elapsed = now - first;
      if (elapsed >= (tileCounts.length * durationMs) / samples) tileCounts.push(tiles());
      scrollTo(0, startY + (speed * Math.min(elapsed, durationMs)) / 1000);
      if (elapsed < durationMs) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
  tileCounts.push(tiles());
  await new Promise((resolve) => setTimeout(resolve, 200));
  keep(observer.takeRecords());
  observer.disconnect();
  return JSON.stringify({ frames, longTasks, tileCounts, scrolledPx: scrollY - startY });
}`;

interface DriverResult {
  frames: number[];
  longTasks: { t: number; d: number }[];
  tileCounts: number[];
  scrolledPx: number;
}

export interface ScrollRaw extends DriverResult {
  run: number;
  /** aria-setsize of the tiles before the scroll. */
  setSize: number;
  /** Requests of the list answered with the whole list. */
  listAnswers: number;
  heapBeforeBytes: number;
  heapAfterBytes: number;
  /** The machine's 1-minute load average after the scroll: other work slows the throttled page too. */
  loadAverage: number;
}

export type ScrollRun = { run: number; ok: true; raw: ScrollRaw } | { run: number; ok: false; error: string };

/** JS heap in use after a full garbage collection. */
async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const used = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value;
  if (used === undefined) throw new Error('no JSHeapUsedSize in Performance.getMetrics');
  return used;
}

export interface ScrollOptions {
  browser: Browser;
  origin: string;
  /** The GCSGAME_gameList answer with every game (scroll-games.ts). */
  body: string;
  speed: number;
  run: number;
}

export async function scrollRun({ browser, origin, body, speed, run }: ScrollOptions): Promise<ScrollRun> {
  const context = await browser.newContext({ ...LOW_END_ANDROID, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const answered = await serveOnePage(page, body);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    // Loaded unthrottled: the load is the other benchmark's business; this one measures the scroll.
    await page.goto(`${origin}${SCROLL_PATH}`, { waitUntil: 'load', timeout: 60_000 });
    const setSize = await page
      .waitForFunction((min) => Number(document.querySelector('li[aria-posinset]')?.getAttribute('aria-setsize')) >= min, MIN_SET_SIZE, {
        timeout: 30_000,
      })
      .then(() => page.evaluate(() => Number(document.querySelector('li[aria-posinset]')!.getAttribute('aria-setsize'))))
      .catch(() => {
        throw new Error(`the list never reported aria-setsize ≥ ${MIN_SET_SIZE} (list requests answered: ${answered()})`);
      });
    // The first screen's icons are in; then a quiet second before the reading.
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    await page.waitForTimeout(1_000);

    const heapBeforeBytes = await heapAfterGc(cdp);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SCROLL_CPU_SLOWDOWN });
    const args = JSON.stringify({ speed, durationMs: SCROLL_SECONDS * 1000, samples: 10 });
    const result = JSON.parse((await page.evaluate(`(${DRIVER})(${args})`)) as string) as DriverResult;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const heapAfterBytes = await heapAfterGc(cdp);
    return { run, ok: true, raw: { run, ...result, setSize, listAnswers: answered(), heapBeforeBytes, heapAfterBytes, loadAverage: loadavg()[0]! } };
  } catch (error) {
    return { run, ok: false, error: error instanceof Error ? error.message.split('\n')[0]! : String(error) };
  } finally {
    await context.close().catch(() => undefined);
  }
}
