/**
 * The money pages as one journey (issue 20): a new member funded by the cashier's adjustment bets
 * in the demo game; the betting record shows the bet, profit and loss the day, manual rebate the
 * accrual and its claim; the account record shows each row (adjustment, bet, win if any, rebate)
 * with the balance after; a withdrawal shows in the withdrawal record, the claimed rebate in my
 * rebate, each with its status and totals. The home header's balance follows each change reached
 * by in-app navigation (no reload). BN browser; the member is its own (never demo01).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { encryptPayload, importServerKey } from '../server/test/codec.ts';
import { test, expect } from './support/fixtures.ts';
import { admin } from './support/admin.ts';
import { DIALING_CODE, MERCHANT, latestCode, newestId, newPlayer, smsAddress, type NewPlayer } from './support/accounts.ts';
import { logIn, open } from './support/app.ts';
import { consoleErrors } from './support/console.ts';

const PAYMENT_PASSWORD = '371946';
const headers = { Merchant: MERCHANT };

const bn = {
  bets: 'বাজি',
  pnl: 'লাভ ও ক্ষতি',
  changes: 'অ্যাকাউন্টের লেনদেন',
  withdrawals: 'উত্তোলন',
  rebates: 'রিবেট',
  adjustment: 'সমন্বয়',
  win: 'জয়',
  rebate: 'রিবেট',
  pending: 'অপেক্ষমাণ',
  claimed: 'দাবি করা হয়েছে',
  claim: 'দাবি করুন',
  close: 'বন্ধ করুন',
};

/** Taka as the BN pages show it (Bengali digits, lakh grouping), through the same Intl. */
const taka = (v: number) => new Intl.NumberFormat('bn-BD', { style: 'currency', currency: 'BDT', currencyDisplay: 'narrowSymbol' }).format(v);
const signed = (v: number) => (v > 0 ? '+' : '') + taka(v);
const latinDigits = (s: string) => s.replace(/[০-৯]/g, (d) => String('০১২৩৪৫৬৭৮৯'.indexOf(d)));
const toNumber = (s: string) => Number(/([\d,]+\.\d\d)/.exec(latinDigits(s))?.[1]?.replace(/,/g, '') ?? NaN);

/** An encrypted call as the app makes it (docs/accounts.md, "Encrypted bodies"). */
async function secure(request: APIRequestContext, baseURL: string, method: 'put' | 'post', path: string, payload: object, token?: string) {
  const { spki } = (await (await request.get(`${baseURL}/wps/session/key/rsa`, { headers })).json()).value;
  const { encryption, body } = await encryptPayload(await importServerKey(spki), payload);
  const res = await request[method](`${baseURL}${path}`, {
    headers: { ...headers, Encryption: encryption, 'Content-Type': 'application/json;charset=UTF-8', ...(token ? { Authorization: token } : {}) },
    data: body,
  });
  expect(res.ok(), await res.text()).toBe(true);
  const answer = await res.json();
  expect(answer.errorCode, JSON.stringify(answer)).toBeNull();
  return answer.value;
}

/** A new member with a payment password, through the API (as the register and security pages do). */
async function registerPlayer(request: APIRequestContext, baseURL: string): Promise<NewPlayer> {
  const player = newPlayer();
  await request.get(`${baseURL}/wps/captcha`, { headers });
  const captchaId = (await request.storageState()).cookies.find((c) => c.name === 'captchaId')?.value ?? '';
  const captcha = await latestCode(request, baseURL, captchaId);
  const to = smsAddress(player.mobile);
  const before = await newestId(request, baseURL, to);
  const sms = await request.post(`${baseURL}/wps/verification/sms/register`, {
    headers,
    data: { mobileNo: player.mobile, countryDialingCode: DIALING_CODE },
  });
  expect(sms.ok(), await sms.text()).toBe(true);
  const { token } = await secure(request, baseURL, 'put', '/wps/member/register', {
    username: player.username,
    password: player.password,
    confirmPassword: player.password,
    mobileNum: player.mobile,
    countryDialingCode: DIALING_CODE,
    captcha,
    verificationCode: await latestCode(request, baseURL, to, before),
    registerUrl: '127.0.0.1',
    registerMethod: 'H5',
    domain: '',
    type: 0,
  });
  await secure(
    request,
    baseURL,
    'post',
    '/wps/member/paymentPassword',
    { newPaymentPassword: PAYMENT_PASSWORD, confirmNewPaymentPassword: PAYMENT_PASSWORD, loginPassword: player.password },
    token,
  );
  return player;
}

/** Moves inside the app as its links do (history and popstate): no reload, the state stays. */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

/** The home header's balance, once it shows one (home may open with the first-login popup). */
async function headerBalance(page: Page, expected: number): Promise<void> {
  const popup = page.getByRole('dialog');
  if (await popup.isVisible({ timeout: 1000 }).catch(() => false)) await popup.getByRole('button', { name: bn.close }).first().click();
  await expect(page.getByRole('banner')).toContainText(taka(expected).replace('৳', ''));
}

const list = (page: Page, name: string) => page.getByRole('list', { name, exact: true });
const total = (page: Page, text: string) => page.getByRole('definition').filter({ hasText: text }).first();

test('one member through the money pages: fund, bet, records, rebate claim, withdrawal', { tag: '@3g' }, async ({ page, request, baseURL }) => {
  test.slow(); // registers, funds, bets, claims, withdraws and opens eight pages
  const base = baseURL ?? '';
  // The demo game page (the server's, not the app) names no icon: the browser asks /favicon.ico.
  const errors = consoleErrors(page, { ignore: [/\/favicon\.ico/] });
  const player = await registerPlayer(request, base);
  await admin(['adjust', player.username, '2000', '--reason', 'e2e'], 'main');
  await logIn(page, player.username, player.password);
  await headerBalance(page, 2000);

  // A ৳500 stake in the demo game's panel (a real-money launch of a lottery: 0.3 % at VIP 0).
  await page.goto('/m/launchGame?playType=trad&prize_mode=Lott&code=padma_lotto&pageBack=home');
  await expect(page).toHaveURL(/\/demo-game\/\?launch=/);
  await page.locator('#stake').fill('500');
  await page.locator('button[data-pick="HIGH"]').click();
  await expect(page.locator('#result')).not.toBeEmpty();
  const afterBet = toNumber((await page.locator('#balance').textContent()) ?? '');
  const payout = afterBet - 1500;
  const won = payout > 0;
  expect(afterBet).toBeGreaterThanOrEqual(1500);

  await open(page, '/m/gameRecord');
  await expect(list(page, bn.bets).getByRole('listitem')).toHaveCount(1);
  await expect(total(page, signed(payout - 500))).toBeVisible();

  await goInApp(page, '/m/profitandloss');
  await expect(list(page, bn.pnl).getByRole('listitem')).toHaveCount(1);
  await expect(list(page, bn.pnl).getByRole('listitem').first()).toContainText(signed(payout - 500));

  await goInApp(page, '/m/member/manualRebate');
  await expect(page.getByTestId('rebate-claimable')).toHaveText(taka(1.5));
  await page.getByRole('button', { name: bn.claim, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /R\d{6}/ })).toBeVisible();
  await expect(page.getByTestId('rebate-claimable')).toHaveText('০.০০৳');
  const afterRebate = afterBet + 1.5;
  await goInApp(page, '/m/home');
  await headerBalance(page, afterRebate);

  // The account record, newest first: the rebate, the win (if any), the stake, the adjustment.
  await goInApp(page, '/m/transaction/record');
  const changes = list(page, bn.changes).getByRole('listitem');
  await expect(changes).toHaveCount(won ? 4 : 3);
  await expect(changes.first()).toContainText(bn.rebate);
  await expect(changes.first()).toContainText(taka(afterRebate));
  if (won) {
    await expect(changes.nth(1)).toContainText(bn.win);
    await expect(changes.nth(1)).toContainText(taka(afterBet));
  }
  await expect(changes.nth(won ? 2 : 1)).toContainText(taka(1500));
  await expect(changes.last()).toContainText(bn.adjustment);
  await expect(changes.last()).toContainText(taka(2000));

  await goInApp(page, '/m/member/rebateReport');
  const rebates = list(page, bn.rebates).getByRole('listitem');
  await expect(rebates).toHaveCount(1);
  await expect(rebates).toContainText(bn.claimed);
  await expect(total(page, taka(500))).toBeVisible(); // the stake
  await expect(total(page, taka(1.5))).toBeVisible(); // rebate and claimed
  // The claimed rebate asks its own turnover (৳1.50) before a withdrawal: a ৳2 bet clears it.
  await page.goto('/m/launchGame?playType=trad&prize_mode=Lott&code=padma_lotto&pageBack=home');
  await page.locator('#stake').fill('2');
  await page.locator('button[data-pick="HIGH"]').click();
  await expect(page.locator('#result')).not.toBeEmpty();
  const beforeWithdrawal = toNumber((await page.locator('#balance').textContent()) ?? '');

  // A ৳500 withdrawal (the least) on the withdraw page (real name, a bKash account with its SMS code).
  await open(page, '/m/withdraw');
  await page.getByRole('textbox', { name: 'আসল নাম', exact: true }).fill('Rahim Uddin');
  await page.getByRole('button', { name: 'আসল নাম সংরক্ষণ করুন' }).click();
  await page.getByRole('button', { name: 'পেআউট অ্যাকাউন্ট যোগ করুন' }).click();
  await page.getByRole('textbox', { name: 'মোবাইল নম্বর', exact: true }).fill(player.mobile);
  const to = smsAddress(player.mobile);
  const before = await newestId(request, base, to);
  await page.getByRole('button', { name: 'কোড নিন' }).click();
  await page.getByRole('textbox', { name: 'যাচাইকরণ কোড', exact: true }).fill(await latestCode(request, base, to, before));
  await page.getByRole('button', { name: 'অ্যাকাউন্ট যোগ করুন' }).click();
  await page.getByRole('textbox', { name: 'পরিমাণ', exact: true }).fill('500');
  await page
    .getByLabel(/^পেমেন্ট পাসওয়ার্ড\*?$/)
    .and(page.locator('input'))
    .fill(PAYMENT_PASSWORD);
  await page.getByRole('button', { name: 'উত্তোলন', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^অর্ডার W/ })).toBeVisible();
  await goInApp(page, '/m/home');
  await headerBalance(page, beforeWithdrawal - 500);

  await goInApp(page, '/m/withdrawReport');
  const withdrawals = list(page, bn.withdrawals).getByRole('listitem');
  await expect(withdrawals).toHaveCount(1);
  await expect(withdrawals).toContainText(bn.pending);
  await expect(withdrawals).toContainText(taka(500));
  await expect(total(page, taka(500))).toBeVisible(); // the amount and its total
  await expect(total(page, taka(0))).toBeVisible(); // nothing paid yet

  expect(errors).toEqual([]);
});
