/**
 * Import `test` and `expect` from here in every spec, not from '@playwright/test':
 *
 *   import { test, expect } from '../support/fixtures.ts';   // or './support/fixtures.ts'
 *
 * The `page` fixture is throttled to the project's network/CPU profile (4g, 3g, 2g projects) via
 * CDP before the test body runs, so navigate only inside the test. Override per file or describe
 * block with `test.use({ networkProfile: '2G' })`, or `null` for no throttling.
 */
import { test as base, expect } from '@playwright/test';
import { PROFILES, applyProfile, type ProfileName } from './profiles.ts';

export interface ProfileOptions {
  /** Throttling applied to `page`; set per project in playwright.config.ts. */
  networkProfile: ProfileName | null;
}

export const test = base.extend<ProfileOptions>({
  networkProfile: ['4G', { option: true }],

  page: async ({ page, networkProfile }, use) => {
    if (networkProfile) {
      // Only `page` is throttled: pages opened later (popups, context.newPage()) are not.
      const cdp = await page.context().newCDPSession(page);
      await applyProfile(cdp, PROFILES[networkProfile]);
    }
    await use(page);
  },
});

export { expect };
