/**
 * Open account and affiliate links (docs/agent-area.md, "Open account and links") as agent01: open a
 * player's account, sign out, sign in as the new player; create a link, copy it, register through it
 * in a fresh browser, see its count go up, delete it. agent01 is shared by every worker and project:
 * a test finds its own link by the code the create call answered, never by position or count.
 */
import { test, expect } from './support/fixtures.ts';
import { logIn, open } from './support/app.ts';
import { consoleErrors } from './support/console.ts';
import { DEMO, captchaAnswer, latestCode, newPlayer, smsAddress } from './support/accounts.ts';
import type { Page } from '@playwright/test';

const bn = {
  openTab: 'অ্যাকাউন্ট খুলুন',
  linksTab: 'অ্যাফিলিয়েট লিঙ্ক',
  username: 'ইউজারনেম',
  password: 'পাসওয়ার্ড',
  confirm: 'পাসওয়ার্ড নিশ্চিত করুন',
  available: 'ইউজারনেমটি পাওয়া যাচ্ছে',
  accountType: 'অ্যাকাউন্টের ধরন',
  player: 'খেলোয়াড়',
  createLink: 'লিঙ্ক তৈরি করুন',
  linkCopied: 'লিঙ্ক কপি হয়েছে',
  delete: 'মুছুন',
  signOut: 'লগ আউট',
  confirmSignOut: 'নিশ্চিত করুন',
  mobile: 'মোবাইল নম্বর',
  code: 'যাচাইকরণ কোড',
  captcha: 'ক্যাপচা',
  getCode: 'কোড নিন',
  register: 'নিবন্ধন',
};

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const passwordInput = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`)).and(page.locator('input'));

async function openAgentRegister(page: Page) {
  await logIn(page, DEMO.agent.username, DEMO.agent.password);
  await open(page, '/m/agentRegister');
}

test('open a player account: it is in team management; sign out, and the player signs in with its password', { tag: '@3g' }, async ({ page }) => {
  const errors = consoleErrors(page);
  const player = newPlayer();
  await openAgentRegister(page);
  await expect(page.getByRole('tab', { name: bn.openTab })).toHaveAttribute('aria-selected', 'true');
  await textbox(page, bn.username).fill(player.username);
  await expect(page.getByText(bn.available)).toBeVisible();
  await passwordInput(page, bn.password).fill(player.password);
  await passwordInput(page, bn.confirm).fill(player.password);
  await expect(page.getByRole('group', { name: bn.accountType }).getByRole('radio', { name: bn.player })).toBeChecked();
  await page.getByRole('button', { name: bn.openTab }).click();
  await expect(page.getByTestId('account-opened')).toContainText(player.username);

  // The new member is in team management, a direct player.
  await open(page, '/m/member/team');
  await page.getByRole('searchbox', { name: 'ইউজারনেম দিয়ে খুঁজুন' }).fill(player.username);
  await page.getByRole('button', { name: 'খুঁজুন', exact: true }).click();
  await expect(page.getByRole('list', { name: 'টিম সদস্য' }).getByRole('button', { name: new RegExp(`^${player.username}`) })).toBeVisible();

  await open(page, '/m/set');
  await page.getByRole('button', { name: bn.signOut }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: bn.confirmSignOut }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await logIn(page, player.username, player.password);
  await expect(page.getByRole('banner')).toContainText(player.username);
  expect(errors).toEqual([]);
});

test('create a link, copy it, register through it in another browser, count it, delete it', { tag: '@3g' }, async ({ page, browser, baseURL }) => {
  const errors = consoleErrors(page);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openAgentRegister(page);
  await page.getByRole('tab', { name: bn.linksTab }).click();
  const created = page.waitForResponse((r) => r.url().includes('/wps/agent/affiliate/urls') && r.request().method() === 'POST');
  await page.getByRole('button', { name: bn.createLink }).click();
  const code = ((await (await created).json()) as { value: { code: string } }).value.code;
  const card = page.getByTestId('affiliate-link').and(page.locator(`[data-code="${code}"]`));
  await expect(card).toContainText('নিবন্ধন: ০');

  await card.getByRole('button', { name: `${code}-এর লিঙ্ক কপি করুন` }).click();
  await expect(page.getByRole('status').filter({ hasText: bn.linkCopied })).toBeVisible();
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toBe(`${new URL(baseURL!).origin}/m/register?affiliateCode=${code}`);

  // A newcomer opens the link in a browser of its own.
  const other = await browser.newContext({ baseURL: baseURL!, locale: 'bn-BD' });
  const newcomer = await other.newPage();
  const player = newPlayer();
  await open(newcomer, url);
  await textbox(newcomer, bn.username).fill(player.username);
  await passwordInput(newcomer, bn.password).fill(player.password);
  await passwordInput(newcomer, bn.confirm).fill(player.password);
  await textbox(newcomer, bn.mobile).fill(player.mobile);
  await newcomer.getByRole('button', { name: bn.getCode }).click();
  await textbox(newcomer, bn.code).fill(await latestCode(newcomer.request, baseURL!, smsAddress(player.mobile)));
  await textbox(newcomer, bn.captcha).fill(await captchaAnswer(newcomer, baseURL!));
  await newcomer.getByRole('button', { name: bn.register }).click();
  await expect(newcomer).toHaveURL(/\/m\/home$/);
  await other.close();

  await page.reload();
  await page.getByRole('tab', { name: bn.linksTab }).click();
  await expect(card).toContainText('নিবন্ধন: ১');

  // The same page in English: the tab and the card's buttons by their English names.
  await page.evaluate(() => localStorage.setItem('hisLang', 'EN'));
  await page.reload();
  await page.getByRole('tab', { name: 'Affiliate links' }).click();
  await expect(card.getByRole('button', { name: `Copy code ${code}` })).toBeVisible();
  await card.getByRole('button', { name: `Delete link ${code}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
  await page.evaluate(() => localStorage.setItem('hisLang', 'BN'));
  expect(errors).toEqual([]);
});
