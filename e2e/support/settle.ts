/**
 * Waiting for a page to settle after a load: no API call under way and no spinner on screen.
 * Used by the suites that visit every route (faults.spec.ts, sweep.spec.ts).
 *
 *   const calls = callsInFlight(page);     // once per tab, before the first goto
 *   await page.goto(path);
 *   await quiet(page, calls);
 */
import { expect, type Page, type Request } from '@playwright/test';

/** The spinners' labels: "Please wait", "Loading…" (BN and EN). */
const WAIT = /^(অনুগ্রহ করে অপেক্ষা করুন|লোড হচ্ছে…|Please wait|Loading…)$/;
const API_PATH = /^\/(wps|lgw|lotto\/lgw)\//;
/** The field-data beacon (src/api/vitals.ts) is no call a page waits for, and it is sent with
 *  `keepalive` as the page is left: the browser finishes it after that page is gone, so no
 *  `requestfinished` ever reaches this tab, and the count of a tab kept for many visits stayed
 *  above 0 for good (the fault matrix's lanes in CI, one sampled load in ten). */
const BEACON_PATH = '/wps/vitals';

/** The page's API calls under way (answered, failed or abandoned ones end): how many, and which
 *  (named in quiet()'s failure). */
export type Calls = (() => number) & { pending: () => string[] };

export function callsInFlight(page: Page): Calls {
  const open = new Set<Request>();
  const isApi = (r: Request) => {
    const path = new URL(r.url()).pathname;
    return API_PATH.test(path) && path !== BEACON_PATH;
  };
  page.on('request', (r) => void (isApi(r) && open.add(r)));
  page.on('requestfinished', (r) => void open.delete(r));
  page.on('requestfailed', (r) => void open.delete(r));
  const pending = () => [...open].map((r) => `${r.method()} ${new URL(r.url()).pathname}`);
  return Object.assign(() => open.size, { pending });
}

/** Waits until the page has settled: no API call under way and no spinner on screen, at three
 *  polls in a row (a retry's backoff leaves a gap between calls). A long list's "loading…" below
 *  the fold is its scroll-to-load-more, not a wait. */
export async function quiet(page: Page, calls: Calls, interval = 600): Promise<void> {
  const spinnersOnScreen = () =>
    page
      .getByText(WAIT)
      .filter({ visible: true })
      .evaluateAll((els) => els.filter((e) => e.getBoundingClientRect().top < innerHeight).length);
  let calm = 0;
  let spinners = 0;
  try {
    await expect
      .poll(
        async () => {
          spinners = await spinnersOnScreen();
          calm = calls() === 0 && spinners === 0 ? calm + 1 : 0;
          return calm;
        },
        { timeout: 60_000, intervals: [interval] },
      )
      .toBeGreaterThanOrEqual(3);
  } catch (e) {
    throw new Error(`not settled in 60 s: calls under way [${calls.pending().join(', ')}], ${spinners} spinner(s) on screen`, { cause: e });
  }
}
