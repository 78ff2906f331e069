/**
 * Home content that follows the merchant's configuration, changed with the admin CLI on the modes
 * server (one test at a time; each restores what it changed): a new announcement popup opens
 * again for a player who closed the old one, and the floating service buttons show only the
 * configured channels.
 */
import { test, expect } from '../support/fixtures.ts';
import { admin } from '../support/admin.ts';

test.describe.configure({ mode: 'serial' });

const NEW_POPUP = { title: 'ঈদ বোনাস', content: '<p>ঈদে প্রতিটি ডিপোজিটে ২০% বোনাস।</p>' };

test.afterEach(async () => {
  await admin(['announcement', 'remove', 'm_home', 'PU', NEW_POPUP.title], 'modes');
  await admin(['service', 'TELEGRAM2', 'https://t.bdplay.example/vip-support'], 'modes');
});

test.describe('with the popups unseen', () => {
  test.use({ popupsSeen: false });

  test('a closed popup opens again when the merchant adds a new one', async ({ page }) => {
    await page.goto('/m/home');
    const first = page.getByRole('dialog', { name: 'নিবন্ধন করে বোনাস নিন' });
    await expect(first).toBeVisible({ timeout: 30_000 });
    await first.getByRole('button', { name: 'বন্ধ করুন' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await admin(['announcement', 'add', 'PU', 'm_home', NEW_POPUP.title, NEW_POPUP.content, '--execution', 'B'], 'modes');
    await page.reload();
    const popup = page.getByRole('dialog');
    await expect(popup).toBeVisible({ timeout: 30_000 });
    // Both items of the guests' list, the new one after the old.
    await popup.getByRole('button', { name: 'পরের ঘোষণা' }).click();
    await expect(page.getByRole('dialog', { name: NEW_POPUP.title })).toContainText('২০% বোনাস');
  });
});

test('the service buttons show the configured channels only', async ({ page }) => {
  await admin(['service', 'TELEGRAM2', 'off'], 'modes');
  await page.goto('/m/home');
  await page.locator('#app[data-ready]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'গ্রাহক সেবা' }).click();
  await expect(page.getByRole('link', { name: 'টেলিগ্রাম সাপোর্ট ১' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'টেলিগ্রাম সাপোর্ট ২' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'ফেসবুক' })).toHaveCount(1);
});
