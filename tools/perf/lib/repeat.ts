/**
 * Repeat visits: in one browser context (service workers allowed), a first load of the page,
 * unthrottled and not recorded; then, once the service worker says it is ready (its precache is
 * complete; `navigator.serviceWorker.ready`), a second navigation in a new page of the same context,
 * throttled with the profile and measured as a cold load is (measure.ts). Without a service worker
 * (none registered within the wait), the second visit is still measured: a repeat visit served by
 * the HTTP cache alone, and labelled so.
 *
 * CDP's network throttling applies to the page's requests, not to the service worker's own fetches:
 * what the worker answers from its cache is what this measures.
 */
import type { Browser } from '@playwright/test';
import { LOW_END_ANDROID } from '../../../e2e/support/browser.ts';
import type { NetworkProfile } from '../../../e2e/support/profiles.ts';
import { failedRun, measuredLoad, type LoadResult } from './measure.ts';

export interface RepeatResult extends LoadResult {
  /** The service worker was ready after the first visit. */
  serviceWorker?: boolean;
  /** ms from the first visit's load event until `navigator.serviceWorker.ready` resolved. */
  serviceWorkerReadyMs?: number | null;
}

export interface RepeatOptions {
  browser: Browser;
  url: string;
  profile: NetworkProfile;
  run: number;
  /** How long to wait for `navigator.serviceWorker.ready` after the first load. */
  swWaitMs?: number;
  /** Runs the second visit's measuring, e.g. inside a trace recording (npm run profile). */
  around?: (measure: () => Promise<void>) => Promise<unknown>;
}

/** In the page: true once a registration is active, false when none appears within `ms`. */
const SW_READY = `(ms) => new Promise((resolve) => {
  if (!('serviceWorker' in navigator)) return resolve(false);
  const timer = setTimeout(() => resolve(false), ms);
  navigator.serviceWorker.ready.then(() => { clearTimeout(timer); resolve(true); });
})`;

export async function repeatVisit({ browser, url, profile, run, swWaitMs = 30_000, around }: RepeatOptions): Promise<RepeatResult> {
  const context = await browser.newContext({ ...LOW_END_ANDROID, serviceWorkers: 'allow' });
  try {
    const first = await context.newPage();
    await first.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const waitStarted = Date.now();
    const serviceWorker = (await first.evaluate(`(${SW_READY})(${swWaitMs})`)) === true;
    const serviceWorkerReadyMs = serviceWorker ? Date.now() - waitStarted : null;
    // Whatever the page fetches after its load (second screen, icons) is in the HTTP cache too.
    await first.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    await first.close();
    const second = await context.newPage();
    let result: LoadResult | undefined;
    const measure = async () => void (result = await measuredLoad({ context, page: second, url, profile, run, readController: true }));
    await (around ? around(measure) : measure());
    return { ...result!, serviceWorker, serviceWorkerReadyMs };
  } catch (error) {
    return failedRun(run, error);
  } finally {
    await context.close().catch(() => undefined);
  }
}

/** How the repeat visits were served, in words: by the service worker, or by the HTTP cache only. */
export function describeRepeat(runs: RepeatResult[]): string {
  const ok = runs.filter((r) => r.ok);
  if (ok.length === 0) return 'repeat visits: none succeeded';
  const withSw = ok.filter((r) => r.serviceWorker).length;
  const controlled = ok.filter((r) => r.controlled).length;
  const kind =
    withSw === 0
      ? 'no service worker was registered within the wait: HTTP-cache repeat visits'
      : withSw === ok.length
        ? 'service worker ready after the first visit'
        : `service worker ready in ${withSw} of ${ok.length} runs`;
  return `repeat visits: ${kind}; page controlled by a service worker in ${controlled} of ${ok.length}`;
}
