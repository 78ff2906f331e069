/**
 * Issue 17.1: a page loaded first in a visit (a shared link, a new tab) in English shows English,
 * never Lingui's message ids. The pages of the second route table declare their catalogs only
 * once that table's chunk has come; the app used to fetch them in the default language while EN
 * was being activated. The route sweep (e2e/sweep.spec.ts) checks every path; these are the cases
 * that were broken, by what a player reads.
 */
import { DEMO } from './support/accounts.ts';
import { appReady, logIn } from './support/app.ts';
import { consoleErrors } from './support/console.ts';
import { expect, test } from './support/fixtures.ts';

/** The language is stored as the platform does (src/i18n/locale.ts). */
const inEnglish = (page: import('@playwright/test').Page) =>
  page.addInitScript(() => {
    if (!sessionStorage.getItem('lang-set')) {
      localStorage.setItem('hisLang', 'EN');
      sessionStorage.setItem('lang-set', '1');
    }
  });

test('register, opened first in English, labels its fields in English', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => void (/Uncompiled message/.test(m.text()) && warnings.push(m.text())));
  await inEnglish(page);
  await page.goto('/m/register');
  await appReady(page);
  await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
  expect(warnings).toEqual([]);
});

test('the member centre, opened first in English, names its shortcuts', async ({ page }) => {
  const errors = consoleErrors(page);
  await logIn(page, DEMO.member.username, DEMO.member.password);
  await page.evaluate(() => localStorage.setItem('hisLang', 'EN')); // chosen on an earlier visit
  await page.goto('/m/mine');
  await appReady(page);
  await expect(page.getByText('Feedback', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('switching to English on login before the next page loads: the next page is English', async ({ page }) => {
  await page.goto('/m/login');
  await appReady(page);
  // Tap EN and leave at once, while the English catalogs are still on their way.
  await page.getByRole('button', { name: 'English' }).click();
  await page.goto('/m/help');
  await appReady(page);
  await expect(page.getByText('Help centre', { exact: true }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
