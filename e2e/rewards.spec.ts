/**
 * Promotions against the built app and the reference server (docs/member-area.md): a new player
 * claims the welcome bonus once — the header balance rises by its amount, the card says claimed
 * also after a reload, and the server refuses a second claim —, and a guest browses the activity
 * centre by category and opens a promotion's details; the missions page asks a guest to log in and
 * shows a new trial member the running missions in progress. The browser speaks BN (bn-BD).
 */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { appReady, open, playAsTrial } from './support/app.ts';
import { consoleErrors } from './support/console.ts';
import { MERCHANT, captchaAnswer, latestCode, newPlayer, smsAddress } from './support/accounts.ts';

const bn = {
  mobileTab: 'মোবাইল নম্বর',
  mobile: 'মোবাইল নম্বর',
  getCode: 'কোড নিন',
  code: 'যাচাইকরণ কোড',
  password: 'পাসওয়ার্ড',
  confirm: 'পাসওয়ার্ড নিশ্চিত করুন',
  captcha: 'ক্যাপচা',
  picture: 'ক্যাপচা ছবি',
  submit: 'নিবন্ধন',
  close: 'বন্ধ করুন',
  welcome: 'নতুন সদস্যের স্বাগতম বোনাস',
  claim: 'দাবি করুন',
  claimed: 'দাবি করা হয়েছে',
  added: 'আপনার ব্যালেন্সে যোগ হয়েছে',
  all: 'সব',
  deposit: 'ডিপোজিট',
  categories: 'প্রোমোশনের বিভাগ',
  ended: 'এই প্রোমোশনটি শেষ হয়ে গেছে।',
};
const WELCOME_AMOUNT = 500;

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const passwordInput = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`)).and(page.locator('input'));

/** Registers a new player by mobile number; lands signed in at home. */
async function register(page: Page, baseURL: string) {
  const player = newPlayer();
  await page.goto('/m/register');
  await appReady(page);
  await page.getByRole('tab', { name: bn.mobileTab }).click();
  await textbox(page, bn.mobile).fill(player.mobile);
  await page.getByRole('button', { name: bn.getCode }).click();
  await textbox(page, bn.code).fill(await latestCode(page.request, baseURL, smsAddress(player.mobile)));
  await passwordInput(page, bn.password).fill(player.password);
  await passwordInput(page, bn.confirm).fill(player.password);
  await expect(page.getByRole('img', { name: bn.picture })).toBeVisible();
  await textbox(page, bn.captcha).fill(await captchaAnswer(page, baseURL));
  await page.getByRole('button', { name: bn.submit }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

/** The header's balance as a number (Bengali digits and grouping read back). */
async function headerBalance(page: Page): Promise<number> {
  const header = page.getByRole('banner');
  await expect(header).toContainText(/[০-৯]/);
  await expect(header).not.toContainText('****');
  const text = (await header.innerText()).replace(/[০-৯]/g, (d) => String('০১২৩৪৫৬৭৮৯'.indexOf(d)));
  const amount = /([\d,]+\.\d\d)/.exec(text)?.[1];
  if (!amount) throw new Error(`no balance in "${text}"`);
  return Number(amount.replace(/,/g, ''));
}

/** Home for a new member may open with the first-login popup: close it to read the header. */
async function homeBalance(page: Page): Promise<number> {
  await page.goto('/m/home');
  await appReady(page);
  const popup = page.getByRole('dialog');
  if (await popup.isVisible({ timeout: 2000 }).catch(() => false)) await popup.getByRole('button', { name: bn.close }).first().click();
  return headerBalance(page);
}

test('a new player claims the welcome bonus once', { tag: '@journey' }, async ({ page, baseURL }) => {
  const errors = consoleErrors(page, { ignore: [/400/] });
  await register(page, baseURL!);
  const before = await homeBalance(page);

  await page.goto('/m/rewardCenter');
  await appReady(page);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: bn.welcome }) });
  const claimSent = page.waitForRequest('**/MCSFE_claimIssuedPromotion');
  await card.getByRole('button', { name: bn.claim }).click();
  // A money request: it carries its idempotency key (docs/offline.md), forgotten once answered.
  expect((await claimSent).headers()['idempotency-key']).toMatch(/^[\w-]{16,64}$/);
  await expect(card.getByRole('button', { name: bn.claimed })).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: bn.added })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('PENDING_MONEY_KEYS'))).toBeNull();

  // After a reload the card has moved to the Claimed tab.
  await page.reload();
  await appReady(page);
  await page.getByRole('tab', { name: bn.claimed }).click();
  await expect(card.getByRole('button', { name: bn.claimed })).toBeDisabled();

  expect(await homeBalance(page)).toBeCloseTo(before + WELCOME_AMOUNT, 2);

  // The server says no to a second claim, whatever the client shows.
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? '{}').token as string);
  const list = await page.request.get(`${baseURL}/wps/relay/MCSFE_getAvailablePromotions`, {
    headers: { Merchant: MERCHANT, Authorization: token, Language: 'EN' },
  });
  const welcome = (await list.json()).value.list.find((p: { title: string }) => p.title === 'New member welcome bonus');
  const again = await page.request.post(`${baseURL}/wps/relay/MCSFE_claimIssuedPromotion`, {
    headers: { Merchant: MERCHANT, Authorization: token },
    data: { promotionId: welcome.id },
  });
  expect(again.status()).toBe(400);
  expect((await again.json()).errorCode).toBe('promotion.already.claimed');
  expect(errors).toEqual([]);
});

test('a guest browses the activity centre by category and opens a promotion', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('/m/activity');
  await appReady(page);
  const tabs = page.getByRole('tablist', { name: bn.categories });
  await expect(tabs.getByRole('tab', { name: bn.all })).toHaveAttribute('aria-selected', 'true');
  const cards = page.getByRole('tabpanel').getByRole('link');
  const total = await cards.count();
  await tabs.getByRole('tab', { name: bn.deposit, exact: true }).click();
  await expect(cards).not.toHaveCount(total);
  await expect(cards).not.toHaveCount(0);
  await cards.first().click();
  await expect(page).toHaveURL(/\/m\/activityInfo\?id=\d+$/);
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: bn.claim })).toHaveCount(0);

  await page.goto('/m/activityInfo?id=999999');
  await appReady(page);
  await expect(page.getByText(bn.ended)).toBeVisible();
  expect(errors).toEqual([]);
});

test('missions: a guest is asked to log in; a new trial member sees the running missions in progress', async ({ page }) => {
  const errors = consoleErrors(page);
  await open(page, '/m/leaderBoard');
  await expect(page.getByText('আপনার মিশন দেখতে ও পুরস্কার দাবি করতে লগ ইন করুন।')).toBeVisible();

  await playAsTrial(page);
  await open(page, '/m/leaderBoard');
  const missions = page.getByRole('list', { name: 'মিশন' }).getByRole('listitem');
  await expect(missions).toHaveCount(3);
  const slots = missions.filter({ hasText: 'আজ ৫টি স্লট গেম খেলুন' });
  await expect(slots.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '5');
  await expect(slots).toContainText('পুরস্কার: ১০০.০০৳');
  // A trial member claims nothing: every mission stays in progress, with no claim button.
  await expect(slots).toContainText('চলছে');
  await expect(page.getByRole('button', { name: 'দাবি করুন' })).toHaveCount(0);
  expect(errors).toEqual([]);
});
