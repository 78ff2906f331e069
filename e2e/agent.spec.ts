/**
 * The agent home against the built app and the reference server (spec doc. 2 §2 "Agent home", §4
 * "Agent home access", "Greeting by local hour"; docs/member-area.md): guests and members are sent
 * home with the history entry replaced; agent01 sees the greeting, the team figures as seeded, the
 * navigation grid, the dividends item and the announcements badge, and opening an unread
 * announcement lowers the badge. BN browser (time zone Asia/Dhaka). agent01's announcements are
 * shared by every worker and project: the journey only looks, and the one test that reads an
 * announcement runs on 4G alone and asserts that the count fell, never an absolute number.
 */
import { test, expect } from './support/fixtures.ts';
import { logIn, open } from './support/app.ts';
import { consoleErrors } from './support/console.ts';
import { DEMO } from './support/accounts.ts';
import type { Page } from '@playwright/test';

const bn = {
  title: 'এজেন্ট সেন্টার',
  tools: 'এজেন্ট টুল',
  menu: 'এজেন্ট মেনু',
  withdraw: 'উত্তোলন',
  deposit: 'ডিপোজিট',
  registered: 'আজ নিবন্ধন',
  online: 'এখন অনলাইন',
  dividends: 'লভ্যাংশ',
  overview: 'টিমের সারসংক্ষেপ',
  service: 'গ্রাহক সেবা',
  notices: 'ঘোষণা',
  new: 'নতুন',
  tabBar: 'প্রধান মেনু',
  greetings: ['শুভ সকাল', 'শুভ দুপুর', 'শুভ বিকেল', 'শুভ সন্ধ্যা'],
};
const BN_DIGITS = '০১২৩৪৫৬৭৮৯';
const toNumber = (bnDigits: string) => Number(bnDigits.replace(/[০-৯]/g, (d) => String(BN_DIGITS.indexOf(d))).replace(/\D/g, ''));

const figure = (page: Page, label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
/** The footer's announcements link; its name carries the unread count when there is one. */
const noticesLink = (page: Page) => page.getByRole('navigation', { name: bn.menu }).getByRole('link', { name: new RegExp(`^${bn.notices}`) });

/** Opens /m/agent after `from` and expects to land on home in place of it (a replace, not a push). */
async function expectSentHome(page: Page) {
  const before = await page.evaluate(() => history.length);
  await open(page, '/m/agent');
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await page.evaluate(() => history.length)).toBe(before + 1);
  await page.goBack();
  await expect(page).not.toHaveURL(/\/m\/agent/);
}

test('a guest is sent home from the agent home, the history entry replaced', async ({ page }) => {
  await open(page, '/m/home');
  await expectSentHome(page);
  await open(page, '/m/member/notice?types=A');
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('a member (type 0) is sent home from the agent home, the history entry replaced', async ({ page }) => {
  await logIn(page, DEMO.member.username, DEMO.member.password);
  await expectSentHome(page);
});

test('an agent sees the greeting, the team, the grid and the footer, and opens the announcements', { tag: '@journey' }, async ({ page }) => {
  const errors = consoleErrors(page);
  await logIn(page, DEMO.agent.username, DEMO.agent.password);
  await open(page, '/m/agent');
  await expect(page.getByRole('heading', { level: 1, name: bn.title })).toBeVisible();
  // No shell header and no tab bar here (layout rules): the page draws its own top and footer.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: bn.tabBar })).toHaveCount(0);
  // The greeting of the device's hour (boundaries 10, 14, 18, minutes counted: lib/greeting.ts).
  const hour = await page.evaluate(() => new Date().getHours() + new Date().getMinutes() / 60);
  const greeting = bn.greetings[hour <= 10 ? 0 : hour <= 14 ? 1 : hour <= 18 ? 2 : 3]!;
  await expect(page.getByText(greeting, { exact: true })).toBeVisible();
  await expect(page.getByText(DEMO.agent.username, { exact: true })).toBeVisible();
  await expect(page.getByText(/৳$/)).toBeVisible();
  await expect(page.getByRole('link', { name: bn.withdraw, exact: true })).toHaveAttribute('href', '/m/withdraw');
  await expect(page.getByRole('link', { name: bn.deposit, exact: true })).toHaveAttribute('href', '/m/voucherCenter');

  // Seeded today: three sign-ups in the downline and two members online.
  await expect.poll(async () => toNumber(await figure(page, bn.registered).innerText())).toBeGreaterThan(0);
  await expect.poll(async () => toNumber(await figure(page, bn.online).innerText())).toBeGreaterThan(0);

  // Every whitelist key is on for the seeded merchant: the whole grid, customer service last.
  const grid = page.getByRole('navigation', { name: bn.tools });
  await expect(grid.getByRole('link')).toHaveCount(11);
  await expect(grid.getByRole('link', { name: bn.overview })).toHaveAttribute('href', '/m/agent/team/overview');
  await expect(grid.getByRole('link').last()).toHaveText(bn.service);

  await expect(page.getByRole('link', { name: bn.dividends, exact: true })).toHaveAttribute('href', '/m/member/agent/agentDivident');
  await noticesLink(page).click();
  await expect(page).toHaveURL(/\/m\/member\/notice\?types=A$/);
  await expect(page.getByRole('list').getByRole('button').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('reading an unread announcement lowers the badge of the agent home', async ({ page }) => {
  await logIn(page, DEMO.agent.username, DEMO.agent.password);
  await open(page, '/m/agent');
  await expect(noticesLink(page)).toHaveAccessibleName(/অপঠিত$/);
  const unread = toNumber((await noticesLink(page).locator('.visually-hidden').textContent()) ?? '');
  await noticesLink(page).click();
  // The first unread one, found again by its title: its "new" marker goes when it opens.
  const unreadItem = page
    .getByRole('list')
    .getByRole('button')
    .filter({ has: page.getByText(bn.new, { exact: true }) })
    .first();
  const title = await unreadItem.locator('span').first().innerText();
  const item = page
    .getByRole('list')
    .getByRole('button')
    .filter({ has: page.getByText(title, { exact: true }) });
  await item.click();
  await expect(item.getByText(bn.new, { exact: true })).toHaveCount(0);
  await expect(item).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(`#${await item.getAttribute('aria-controls')}`)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/m\/agent$/);
  await expect.poll(async () => toNumber((await noticesLink(page).locator('.visually-hidden').textContent()) ?? '')).toBeLessThan(unread);
});
