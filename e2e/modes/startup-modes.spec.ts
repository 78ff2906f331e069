/**
 * Start-up modes switched with the QA command line (`npm run admin`), against the second server.
 */
import { test, expect } from '../support/fixtures.ts';
import { admin } from '../support/admin.ts';
import { consoleErrors } from '../support/console.ts';

test.describe.configure({ mode: 'serial' });

test.afterEach(async () => {
  await admin(['maintenance', 'off'], 'modes');
  await admin(['region', 'off'], 'modes');
  await admin(['switch', 'DIRECTREG3', 'on'], 'modes');
});

test('maintenance shows the maintenance page, and the app returns when it ends', async ({ page }) => {
  // In maintenance the API refuses everything but the status, including the home announcements
  // and hot games the inline start-up script asks for before it can know the mode (the browser
  // logs those 400s; the server puts no first-screen answers in the page then).
  const errors = consoleErrors(page, {
    ignore: [/function\.not\.available/, /status of 400 .*(MCSFE_getListAnnouncements|GCSGAME_hotGamesV2)/],
  });
  await admin(['maintenance', 'on'], 'modes');
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { name: 'সিস্টেম আপগ্রেড হচ্ছে, অনুগ্রহ করে পরে আবার চেষ্টা করুন' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'প্রধান মেনু' })).toHaveCount(0);
  // Customer service stays reachable: the server's obfuscated links, decoded with Web Crypto.
  await expect(page.getByRole('link', { name: 'টেলিগ্রাম ১' })).toHaveAttribute('href', /^https:\/\//);
  await expect(page.getByRole('link', { name: 'লাইভ চ্যাট' })).toHaveAttribute('href', /^https:\/\//);

  await admin(['maintenance', 'off'], 'modes');
  await page.getByRole('button', { name: 'আবার চেষ্টা করুন' }).click();
  await expect(page.getByRole('navigation', { name: 'প্রধান মেনু' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('maintenance wins over region restriction', async ({ page }) => {
  await admin(['maintenance', 'on'], 'modes');
  await admin(['region', 'on'], 'modes');
  await page.goto('/m/notice');
  await expect(page.getByRole('heading', { name: /সিস্টেম আপগ্রেড হচ্ছে/ })).toBeVisible();
});

test('region restriction shows the reason and the IP address', async ({ page }) => {
  await admin(['region', 'on'], 'modes');
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { name: 'প্রবেশ সীমিত' })).toBeVisible();
  await expect(page.getByText('আপনার আইপি ঠিকানা')).toBeVisible();
  await expect(page.getByTestId('region-ip')).toHaveText('127.0.0.1');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
});

test('a white-label switch reaches the header: Register follows DIRECTREG3', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.getByRole('link', { name: 'নিবন্ধন' })).toBeVisible();
  await admin(['switch', 'DIRECTREG3', 'off'], 'modes');
  await page.reload(); // renders from the cache, then revalidates
  await expect(page.getByRole('link', { name: 'নিবন্ধন' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'লগ ইন' })).toBeVisible();
});
