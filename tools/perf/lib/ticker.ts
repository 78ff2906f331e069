/**
 * Ticker cost: loads the page on a profile (throttled before navigation, CPU included), lets it
 * settle, then records a Chrome trace of the page doing nothing for `seconds` (the CPU throttling
 * stays on) and attributes the main thread's work to its ticks (ticks.ts). The trace is kept
 * under perf/traces/ for DevTools. Nothing is added to the app.
 */
import { readFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import { LOW_END_ANDROID } from '../../../e2e/support/browser.ts';
import { applyProfile, type NetworkProfile } from '../../../e2e/support/profiles.ts';
import { analyseTicks, type TickSummary } from './ticks.ts';
import { startTracing } from './trace.ts';
import { traceEventsOf } from './trace-summary.ts';

export interface TickerOptions {
  browser: Browser;
  url: string;
  profile: NetworkProfile;
  seconds: number;
  /** The trace file to write. */
  file: string;
}

export async function tickerCost({ browser, url, profile, seconds, file }: TickerOptions): Promise<TickSummary> {
  const context = await browser.newContext({ ...LOW_END_ANDROID, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await applyProfile(cdp, profile);
    const patience = Math.max(1, profile.latencyMs / 200);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 * patience });
    await page.waitForLoadState('networkidle', { timeout: 15_000 * patience }).catch(() => undefined);
    // Past the first render's own timers and the idle-time prefetches.
    await page.waitForTimeout(3_000);
    const tracing = await startTracing(cdp);
    await page.waitForTimeout(seconds * 1000);
    await tracing.stop(file);
    return analyseTicks(traceEventsOf(JSON.parse(readFileSync(file, 'utf8'))), new URL(url).origin);
  } finally {
    await context.close().catch(() => undefined);
  }
}
