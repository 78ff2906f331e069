/**
 * Start-up over broken storage in a real Chromium (ARCHITECTURE §5: local storage "may be full,
 * absent or corrupted"; the unit tests in tests/storage/ cover each key and each failure): every
 * key the app uses holds garbage and local and session storage are filled to the quota, so no
 * write succeeds. Home must still start (the inline start-up script reads the same keys), with no
 * uncaught exception, and the seeded member must still be able to log in.
 */
import { test, expect } from './support/fixtures.ts';
import { DEMO } from './support/accounts.ts';
import { appReady, logIn } from './support/app.ts';
import { consoleErrors } from './support/console.ts';

/** Every key the app reads (docs/decisions.md, "Storage"), with garbage of several kinds. */
const LOCAL_GARBAGE: Record<string, string> = {
  hisLang: '{"lang":"EN"}',
  MC_SESSION_INFO: '{"token":1,"userName":null}',
  // Not a status for the app; the inline start-up script reads its CDN list before the app can refuse it.
  SYSTEM_STATUS: '{"maintenance":"no","info":{"imageCDNs":["http://["],"whitelabel":{}}}',
  HOME_ANNOUNCEMENTS: '{"banners":[{"imageUrl":{"toString":1}}],"notices":"x","popups":[null]}',
  IMAGE_CDN: 'javascript:alert(1)',
  DATA_SAVER: 'maybe',
  SHELL_deviceId: '../../etc/passwd',
  WEBCLIP: '{',
  USER_POPUP: '[[[[',
  ANONYMOUS_POPUP: '{"show":"no","seen":7}',
  remPass: '{"username":{"type":"username","username":1}}',
  hideBalance: 'undefined',
  reg_info: '["AG1001"]',
  downloadBarClosed: 'NaN',
  contractPrompts: '{"agent01":{"dividend":7}}',
};
const SESSION_GARBAGE: Record<string, string> = {
  gameListPlace: '{"key":1}',
};

const bn = { offers: 'অফার', menu: 'প্রধান মেনু', close: 'বন্ধ করুন' };

test('home starts and a member logs in with garbage in every key and storage full', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('/m/home');
  await appReady(page);

  const filled = await page.evaluate(
    ({ local, session }) => {
      /** Writes filler in halving chunks until not even one character fits; true when full. */
      const fill = (storage: Storage, prefix: string) => {
        for (let size = 1 << 20, i = 0; size >= 1;) {
          try {
            storage.setItem(`${prefix}${i++}`, 'x'.repeat(size));
          } catch {
            size >>= 1;
          }
        }
        // The last bytes: one-letter keys with empty values (a short key such as the probe's could
        // still fit where the fillers' longer keys did not; which one did depended on the garbage).
        for (let c = 0x4e00; c < 0x4e00 + 4096; c++) {
          try {
            storage.setItem(String.fromCharCode(c), '');
          } catch {
            break;
          }
        }
        try {
          storage.setItem('probe', 'x');
          return false;
        } catch {
          return true;
        }
      };
      localStorage.clear();
      sessionStorage.clear();
      for (const [k, v] of Object.entries(local)) localStorage.setItem(k, v);
      for (const [k, v] of Object.entries(session)) sessionStorage.setItem(k, v);
      return { local: fill(localStorage, 'filler-'), session: fill(sessionStorage, 'filler-') };
    },
    { local: LOCAL_GARBAGE, session: SESSION_GARBAGE },
  );
  expect(filled).toEqual({ local: true, session: true });

  await page.reload();
  await appReady(page);
  // Garbage under the popup keys reads as "never seen": the guests' popup opens, and closes
  // although its state cannot be saved.
  const popup = page.getByRole('dialog');
  await expect(popup).toBeVisible({ timeout: 30_000 });
  await popup.getByRole('button', { name: bn.close }).click();
  await expect(popup).toHaveCount(0);
  await expect(page.getByRole('region', { name: bn.offers })).toBeVisible();
  await expect(page.getByRole('navigation', { name: bn.menu })).toBeVisible();

  await logIn(page, DEMO.member.username, DEMO.member.password);
  await expect(page.getByRole('banner')).toContainText(DEMO.member.username);
  expect(errors).toEqual([]);
});
