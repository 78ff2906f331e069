/**
 * Waiting for a page to settle after a load: no API call under way and no spinner on screen.
 * Used by the suites that visit every route (faults.spec.ts, sweep.spec.ts).
 *
 *   const calls = callsInFlight(page);     // once per tab, before the first goto
 *   await page.goto(path);
 *   await quiet(page, calls);
 */
import { expect, type Page } from '@playwright/test';

/** The spinners' labels: "Please wait", "Loading…" (BN and EN). */
const WAIT = /^(অনুগ্রহ করে অপেক্ষা করুন|লোড হচ্ছে…|Please wait|Loading…)$/;
const API_PATH = /^\/(wps|lgw|lotto\/lgw)\//;

/** Counts the page's API calls under way (answered, failed or abandoned ones end). */
export function callsInFlight(page: Page): () => number {
  let n = 0;
  const isApi = (url: string) => API_PATH.test(new URL(url).pathname);
  page.on('request', (r) => void (isApi(r.url()) && n++));
  page.on('requestfinished', (r) => void (isApi(r.url()) && n--));
  page.on('requestfailed', (r) => void (isApi(r.url()) && n--));
  return () => n;
}

/** Waits until the page has settled: no API call under way and no spinner on screen, at three
 *  polls in a row (a retry's backoff leaves a gap between calls). A long list's "loading…" below
 *  the fold is its scroll-to-load-more, not a wait. */
export async function quiet(page: Page, calls: () => number, interval = 600): Promise<void> {
  const spinnersOnScreen = () =>
    page
      .getByText(WAIT)
      .filter({ visible: true })
      .evaluateAll((els) => els.filter((e) => e.getBoundingClientRect().top < innerHeight).length);
  let calm = 0;
  await expect
    .poll(
      async () => {
        calm = calls() === 0 && (await spinnersOnScreen()) === 0 ? calm + 1 : 0;
        return calm;
      },
      { timeout: 60_000, intervals: [interval] },
    )
    .toBeGreaterThanOrEqual(3);
}
