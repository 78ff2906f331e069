/**
 * "Tap Deposit on home → usable deposit form" on 2G (issue 20; docs/perf.md, "The deposit tap"):
 * demo01 signs in unthrottled, home then loads cold on the profile and settles (network idle),
 * and the clock runs from the tap on the header's Deposit link until the amount field is there and
 * enabled (the channels answered and the form rendered). Each run lists the requests the tap made,
 * with when each started and finished: the critical path, when the target is missed.
 * With `dataSaver`, the player has data saver on (a real 2G link turns it on: state/data-saver.ts):
 * nothing is fetched ahead while home idles, so the tap loads the page's chunks, catalog and
 * channels itself. Reported beside the target, not judged by it.
 */
import type { Browser, Request } from '@playwright/test';
import { LOW_END_ANDROID } from '../../../e2e/support/browser.ts';
import { applyProfile, type NetworkProfile } from '../../../e2e/support/profiles.ts';

export const DEPOSIT_TAP_TARGET_MS = 1_500;
const DEMO = { username: 'demo01', password: 'demo123' };

export interface DepositTapRun {
  run: number;
  /** Data saver on: no prefetch (the cold tap). */
  dataSaver?: boolean;
  ok: boolean;
  ms?: number;
  /** Path, start and finish time (ms after the tap) of each request the tap made. */
  requests?: { path: string; startMs: number; doneMs: number }[];
  error?: string;
}

export async function depositTap(browser: Browser, origin: string, profile: NetworkProfile, run: number, dataSaver = false): Promise<DepositTapRun> {
  const context = await browser.newContext({ ...LOW_END_ANDROID, serviceWorkers: 'block' });
  const tag = dataSaver ? { dataSaver } : {};
  try {
    const page = await context.newPage();
    if (dataSaver) await page.addInitScript(() => localStorage.setItem('DATA_SAVER', 'true'));
    await page.goto(`${origin}/m/login`);
    await page.locator('#app[data-ready]').waitFor({ state: 'attached' });
    await page.getByRole('textbox', { name: 'ইউজারনেম', exact: true }).fill(DEMO.username);
    await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'লগ ইন', exact: true }).click();
    await page.waitForURL(/\/m\/home$/);

    const cdp = await context.newCDPSession(page);
    await applyProfile(cdp, profile);
    const patience = Math.max(1, profile.latencyMs / 200);
    await page.goto(`${origin}/m/home`, { waitUntil: 'load', timeout: 60_000 * patience });
    await page.locator('#app[data-ready]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle', { timeout: 15_000 * patience }).catch(() => undefined);
    // The HTTP cache holds what the login and home loads fetched (a new context: nothing older), so
    // the figure is a first deposit right after signing in.
    const requests: { path: string; startMs: number; doneMs: number }[] = [];
    const started = new Map<Request, number>();
    let tappedAt = 0;
    page.on('request', (r) => void (tappedAt && started.set(r, Date.now() - tappedAt)));
    const done = (r: Request) => {
      if (tappedAt) requests.push({ path: new URL(r.url()).pathname, startMs: started.get(r) ?? -1, doneMs: Date.now() - tappedAt });
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    // Home may open with a popup (announcements, first login): closed before the clock starts.
    const popup = page.getByRole('dialog');
    if (await popup.isVisible().catch(() => false)) await popup.getByRole('button', { name: 'বন্ধ করুন' }).first().click();
    await popup.waitFor({ state: 'hidden' }).catch(() => undefined);
    const deposit = page.getByRole('banner').getByRole('link', { name: 'ডিপোজিট', exact: true });
    await deposit.waitFor();
    tappedAt = Date.now();
    await deposit.click();
    await page.locator('#dep-amount:enabled').waitFor({ timeout: 30_000 * patience });
    const ms = Date.now() - tappedAt;
    return { run, ...tag, ok: true, ms, requests };
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n').slice(0, 4).join(' / ') : String(error);
    return { run, ...tag, ok: false, error: message };
  } finally {
    await context.close().catch(() => undefined);
  }
}

const median = (runs: DepositTapRun[]): number | null => {
  const sorted = runs
    .filter((r) => r.ok && r.ms !== undefined)
    .map((r) => r.ms!)
    .sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : null;
};

export function formatDepositTap(profile: NetworkProfile, runs: DepositTapRun[]): string {
  const lines = [`\ndeposit tap on ${profile.name}: tap Deposit on home → usable deposit form`];
  for (const r of runs) {
    const name = `run ${r.run}${r.dataSaver ? ' (data saver: nothing ahead)' : ''}`;
    if (!r.ok) lines.push(`  ${name}: failed: ${r.error}`);
    else lines.push(`  ${name}: ${r.ms} ms — ${(r.requests ?? []).map((q) => `${q.path} ${q.startMs}→${q.doneMs}`).join(', ')}`);
  }
  const judged = median(runs.filter((r) => !r.dataSaver));
  const verdict = judged === null ? 'NOT MEASURED' : judged <= DEPOSIT_TAP_TARGET_MS ? 'ok' : 'FAIL';
  lines.push(`  target ≤ ${DEPOSIT_TAP_TARGET_MS} ms → ${verdict}${judged === null ? '' : ` (median ${judged} ms)`}`);
  const cold = median(runs.filter((r) => r.dataSaver));
  if (cold !== null) lines.push(`  with data saver (the tap loads everything): median ${cold} ms`);
  return lines.join('\n');
}
