/**
 * On 2G the prerendered login form paints well before its code runs. A player who types and taps
 * at once loses nothing (src/early.ts, src/app/early-input.ts, docs/decisions.md "Before the app
 * is live"): the typed values stay in the form and are what it sends, the focus stays, an early
 * submit is sent once the app is live, and an early language tap switches the language.
 * The browser speaks BN (bn-BD), so the page does too.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { consoleErrors } from './support/console.ts';
import { DEMO } from './support/accounts.ts';

test.use({ networkProfile: '2G' });

const bn = { username: 'ইউজারনেম', password: 'পাসওয়ার্ড', login: 'লগ ইন', member: 'সদস্য' };

const live = (page: Page) => page.locator('#app[data-ready]');
const usernameInput = (page: Page) => page.getByRole('textbox', { name: bn.username, exact: true });
const passwordInput = (page: Page) => page.getByLabel(bn.password, { exact: true });
const loginButton = (page: Page) => page.getByRole('button', { name: bn.login, exact: true });

/** Opens the login page and returns as soon as its prerendered form has painted. Its code (the
 *  login chunk) is held back until `release()`: the app cannot go live while the test is typing,
 *  however fast this machine is, so what follows is surely "before the app is live". */
async function openBeforeLive(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/login-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/m/login', { waitUntil: 'commit' });
  await expect(loginButton(page)).toBeVisible();
  return async () => {
    await expect(live(page)).toHaveCount(0);
    release();
  };
}

/** Types as a player does, key by key. */
async function type(page: Page, username: string, password: string) {
  await usernameInput(page).pressSequentially(username);
  await passwordInput(page).pressSequentially(password);
}

test('what is typed before the app is live stays, keeps the focus, and logs in', async ({ page }) => {
  const errors = consoleErrors(page);
  const goLive = await openBeforeLive(page);
  await type(page, DEMO.member.username, DEMO.member.password);
  await goLive();
  await live(page).waitFor({ state: 'attached' });
  await expect(usernameInput(page)).toHaveValue(DEMO.member.username);
  await expect(passwordInput(page)).toHaveValue(DEMO.member.password);
  await expect(passwordInput(page)).toBeFocused();
  expect(await passwordInput(page).evaluate((el: HTMLInputElement) => el.selectionStart)).toBe(DEMO.member.password.length);
  // More typing goes on from the caret: the field is the app's now.
  await page.keyboard.press('Backspace');
  await page.keyboard.type(DEMO.member.password.at(-1)!);
  await loginButton(page).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('banner')).toContainText(DEMO.member.username);
  expect(errors).toEqual([]);
});

test('a login tapped before the app is live is sent once it is, with what was typed', async ({ page }) => {
  const errors = consoleErrors(page);
  const goLive = await openBeforeLive(page);
  await type(page, DEMO.member.username, DEMO.member.password);
  await loginButton(page).click();
  // Held, not lost: the page did not reload (a native submit would have), the button says so.
  await expect(loginButton(page)).toHaveAttribute('aria-busy', 'true');
  await expect(usernameInput(page)).toHaveValue(DEMO.member.username);
  await goLive();
  await expect(page).toHaveURL(/\/m\/home$/, { timeout: 30_000 });
  await expect(page.getByRole('banner')).toContainText(DEMO.member.username);
  expect(errors).toEqual([]);
});

test('a language tapped before the app is live is switched to once it is', async ({ page }) => {
  const errors = consoleErrors(page);
  const goLive = await openBeforeLive(page);
  await usernameInput(page).pressSequentially(DEMO.member.username);
  await page.getByRole('button', { name: 'English' }).click();
  await goLive();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue(DEMO.member.username);
  expect(errors).toEqual([]);
});
