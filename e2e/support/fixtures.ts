/**
 * Import `test` and `expect` from here in every spec, not from '@playwright/test':
 *
 *   import { test, expect } from '../support/fixtures.ts';   // or './support/fixtures.ts'
 *
 * The `page` fixture is throttled to the project's network/CPU profile (4g, 3g, 2g projects) via
 * CDP before the test body runs, so navigate only inside the test. Override per file or describe
 * block with `test.use({ networkProfile: '2G' })`, or `null` for no throttling.
 */
import { test as base, expect, type APIRequestContext } from '@playwright/test';
import { MERCHANT } from './accounts.ts';
import { PROFILES, applyProfile, type ProfileName } from './profiles.ts';

export interface ProfileOptions {
  /** Throttling applied to `page`; set per project in playwright.config.ts. */
  networkProfile: ProfileName | null;
  /** The player has already seen (and closed) today's home popups, so they do not cover the page.
   *  Default true; popup specs set it to false. */
  popupsSeen: boolean;
}

/** The home popups as the app stores them once closed (src/lib/popup-rules.ts: 'title,content'),
 *  in both languages: the server answers in the request's, and a player who saw them in one has
 *  seen them. */
async function seenPopupsState(request: APIRequestContext, baseURL: string): Promise<string> {
  const seen = await Promise.all(
    ['BN', 'EN'].map(async (language) => {
      const res = await request.get(`${baseURL}/wps/relay/MCSFE_getListAnnouncements`, {
        params: { types: 'B,PL,PU,H', groupName: 'm_home', platform: 'M', merchantCode: MERCHANT },
        headers: { Merchant: MERCHANT, Language: language },
      });
      const popups = ((await res.json()).value?.popup ?? []) as { title: string; content: string }[];
      return popups.map((p) => `${p.title},${p.content}`);
    }),
  );
  return JSON.stringify({ show: false, seen: seen.flat() });
}

/** An init script: no field-data beacon at random (one load in ten), whose extra request made a
 *  page's settling random; a spec that wants it sets bd.vitals=all. */
export function noRandomBeacon(): void {
  try {
    if (!localStorage.getItem('bd.vitals')) localStorage.setItem('bd.vitals', 'off');
  } catch {
    // full or blocked
  }
}

export const test = base.extend<ProfileOptions>({
  networkProfile: ['4G', { option: true }],
  popupsSeen: [true, { option: true }],

  page: async ({ page, networkProfile, popupsSeen, baseURL }, use) => {
    await page.addInitScript(noRandomBeacon);
    if (popupsSeen) {
      const state = await seenPopupsState(page.request, baseURL!);
      await page.addInitScript((seen) => {
        // A spec may have filled the storage (e2e/storage.spec.ts): then the app's own handling is seen.
        for (const key of ['USER_POPUP', 'ANONYMOUS_POPUP']) {
          try {
            if (!localStorage.getItem(key)) localStorage.setItem(key, seen);
          } catch {
            // full or blocked
          }
        }
      }, state);
    }
    if (networkProfile) {
      // Only `page` is throttled: pages opened later (popups, context.newPage()) are not.
      const cdp = await page.context().newCDPSession(page);
      // 4G: what the page reads of its link, without DevTools' emulated transfer, which stalls a
      // page load now and then (profiles.ts) and adds next to nothing on 4G over loopback.
      await applyProfile(cdp, PROFILES[networkProfile], { transfer: networkProfile !== '4G' });
    }
    await use(page);
  },
});

export { expect };
