/**
 * Registration against the built app and the reference server (docs/accounts.md): by username
 * (the demo merchant has REGMOBVERF3 on, so with an SMS code) and by mobile number, each landing
 * signed in at home; a taken username; an agent's invitation link. Every test registers its own
 * new player: the main server is shared.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { consoleErrors } from './support/console.ts';
import { DEMO, captchaAnswer, latestCode, newPlayer, smsAddress, type NewPlayer } from './support/accounts.ts';

const bn = {
  username: 'ইউজারনেম',
  password: 'পাসওয়ার্ড',
  confirm: 'পাসওয়ার্ড নিশ্চিত করুন',
  mobile: 'মোবাইল নম্বর',
  code: 'যাচাইকরণ কোড',
  captcha: 'ক্যাপচা',
  picture: 'ক্যাপচা ছবি',
  getCode: 'কোড নিন',
  submit: 'নিবন্ধন',
  invitation: 'আমন্ত্রণ কোড',
  exists: 'ইউজারনেম আগে থেকেই আছে',
  mobileTab: 'মোবাইল নম্বর',
};

/** The app has rendered over the prerendered HTML: taps are handled from here on. */
const appReady = (page: Page) => page.locator('#app[data-ready]').waitFor({ state: 'attached' });

// Text inputs by their accessible name (the required star is aria-hidden); password inputs have no
// role, so by their label, whose text carries the star.
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const passwordInput = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`)).and(page.locator('input'));

async function fillPasswords(page: Page, player: NewPlayer) {
  await passwordInput(page, bn.password).fill(player.password);
  await passwordInput(page, bn.confirm).fill(player.password);
}

/** Asks for the SMS code and types the one the server sent. */
async function fillSmsCode(page: Page, baseURL: string, mobile: string) {
  await textbox(page, bn.mobile).fill(mobile);
  await page.getByRole('button', { name: bn.getCode }).click();
  await textbox(page, bn.code).fill(await latestCode(page.request, baseURL, smsAddress(mobile)));
}

/** Types the answer of the captcha picture the page shows now. */
async function fillCaptcha(page: Page, baseURL: string) {
  await expect(page.getByRole('img', { name: bn.picture })).toBeVisible();
  await textbox(page, bn.captcha).fill(await captchaAnswer(page, baseURL));
}

async function expectSignedInAtHome(page: Page, userName: string) {
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('banner')).toContainText(userName);
}

test('register by username and land at home signed in', { tag: '@journey' }, async ({ page, baseURL }) => {
  const errors = consoleErrors(page);
  const player = newPlayer();
  await page.goto('/m/register');
  await appReady(page);
  await textbox(page, bn.username).fill(player.username);
  await fillPasswords(page, player);
  await fillSmsCode(page, baseURL!, player.mobile);
  await fillCaptcha(page, baseURL!);
  await page.getByRole('button', { name: bn.submit }).click();
  await expectSignedInAtHome(page, player.username);
  expect(errors).toEqual([]);
});

test('register by mobile number with an SMS code', { tag: '@journey' }, async ({ page, baseURL }) => {
  const errors = consoleErrors(page);
  const player = newPlayer();
  await page.goto('/m/register');
  await appReady(page);
  await page.getByRole('tab', { name: bn.mobileTab }).click();
  await fillSmsCode(page, baseURL!, player.mobile);
  await fillPasswords(page, player);
  await fillCaptcha(page, baseURL!);
  await page.getByRole('button', { name: bn.submit }).click();
  await expectSignedInAtHome(page, player.mobile);
  expect(errors).toEqual([]);
});

test('a taken username shows under the field and keeps what was typed', async ({ page, baseURL }) => {
  const errors = consoleErrors(page, { ignore: [/400/] });
  const player = newPlayer();
  await page.goto('/m/register');
  await appReady(page);
  await textbox(page, bn.username).fill(DEMO.member.username);
  await fillPasswords(page, player);
  await fillSmsCode(page, baseURL!, player.mobile);
  await fillCaptcha(page, baseURL!);
  await page.getByRole('button', { name: bn.submit }).click();
  const username = textbox(page, bn.username);
  await expect(username).toHaveAccessibleDescription(bn.exists);
  await expect(username).toBeFocused();
  await expect(username).toHaveValue(DEMO.member.username);
  await expect(textbox(page, bn.mobile)).toHaveValue(player.mobile);
  await expect(passwordInput(page, bn.password)).toHaveValue(player.password);
  await expect(page).toHaveURL(/\/m\/register$/);
  expect(errors).toEqual([]);
});

// Issue 17, item 11: a bad value says the rule of the server's registration settings (6 to 12
// English letters and digits for the demo merchant's username), not only "format incorrect".
test('a bad username says the rule, in BN and in EN', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('/m/register');
  await appReady(page);
  const username = textbox(page, bn.username);
  await username.fill('ab_1');
  await username.blur(); // leaving a typed field checks it
  await expect(username).toHaveAccessibleDescription('৬ থেকে ১২টি ইংরেজি অক্ষর বা সংখ্যা দিন');
  await username.fill('রহিম১২৩৪'); // Bengali letters are not the English ones the rule takes
  await expect(username).toHaveAccessibleDescription('৬ থেকে ১২টি ইংরেজি অক্ষর বা সংখ্যা দিন');

  // In English (by the page's own switcher): the shown error follows, and a new one is English.
  await page.getByRole('button', { name: 'English' }).click();
  const english = textbox(page, 'Username');
  await expect(english).toHaveAccessibleDescription('Use 6 to 12 English letters or digits');
  await english.fill('ab');
  await english.blur();
  await expect(english).toHaveAccessibleDescription('Use 6 to 12 English letters or digits');
  expect(errors).toEqual([]);
});

test("an agent's invitation link registers under the agent", async ({ page, baseURL }) => {
  const player = newPlayer();
  await page.goto(`/m/register?affiliateCode=${DEMO.agent.affiliateCode}`);
  await appReady(page);
  await expect(textbox(page, bn.invitation)).toHaveValue(DEMO.agent.affiliateCode);
  await textbox(page, bn.username).fill(player.username);
  await fillPasswords(page, player);
  await fillSmsCode(page, baseURL!, player.mobile);
  await fillCaptcha(page, baseURL!);
  await page.getByRole('button', { name: bn.submit }).click();
  await expectSignedInAtHome(page, player.username);
});
