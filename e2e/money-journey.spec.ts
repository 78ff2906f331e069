/**
 * The money pages as one journey (issue 20): a new member funded by the cashier's adjustment bets
 * in the demo game; the betting record shows the bet, profit and loss the day, manual rebate the
 * accrual and its claim; the account record shows each row (adjustment, bet, win if any, rebate)
 * with the balance after; a withdrawal shows in the withdrawal record, the claimed rebate in my
 * rebate, each with its status and totals. The home header's balance follows each change reached
 * by in-app navigation, with every balance call failing (the answer's own balance, not a re-read). BN browser; the member is its own (never demo01).
 */
import type { Page } from '@playwright/test';

import { test, expect } from './support/fixtures.ts';
import { admin } from './support/admin.ts';
import { MERCHANT, latestCode, newestId, smsAddress, registerViaApi } from './support/accounts.ts';
import { logIn, open } from './support/app.ts';
import { consoleErrors } from './support/console.ts';

const PAYMENT_PASSWORD = '371946';

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

/** The header's balance follows a money answer at once: after the action, home reached in the
 *  app shows the new balance while every balance call fails, so it is the answer's sumBalance
 *  kept in the shell's state, not a fresh read. */
async function headerFollows(page: Page, expected: number, action: () => Promise<void>): Promise<void> {
  const balance = '**/wps/v2/wallets/balance*';
  await page.route(balance, (route) => route.abort());
  await action();
  await goInApp(page, '/m/home');
  await headerBalance(page, expected);
  await page.unroute(balance);
}

const list = (page: Page, name: string) => page.getByRole('list', { name, exact: true });
const total = (page: Page, text: string) => page.getByRole('definition').filter({ hasText: text }).first();

test('one member through the money pages: fund, bet, records, rebate claim, withdrawal', { tag: '@3g' }, async ({ page, request, baseURL }) => {
  test.slow(); // registers, funds, bets, claims, withdraws and opens eight pages
  const base = baseURL ?? '';
  // The demo game page (the server's, not the app) names no icon: the browser asks /favicon.ico.
  // headerFollows fails the balance calls on purpose.
  const errors = consoleErrors(page, { ignore: [/\/favicon\.ico/, /\/wps\/v2\/wallets\/balance/] });
  const player = await registerViaApi(request, base, { paymentPassword: PAYMENT_PASSWORD });
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
  const afterRebate = afterBet + 1.5;
  await headerFollows(page, afterRebate, async () => {
    await page.getByRole('button', { name: bn.claim, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: /R\d{6}/ })).toBeVisible();
    await expect(page.getByTestId('rebate-claimable')).toHaveText('০.০০৳');
  });

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
  await headerFollows(page, beforeWithdrawal - 500, async () => {
    await page.getByRole('button', { name: 'উত্তোলন', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: /^অর্ডার W/ })).toBeVisible();
  });

  await goInApp(page, '/m/withdrawReport');
  const withdrawals = list(page, bn.withdrawals).getByRole('listitem');
  await expect(withdrawals).toHaveCount(1);
  await expect(withdrawals).toContainText(bn.pending);
  await expect(withdrawals).toContainText(taka(500));
  await expect(total(page, taka(500))).toBeVisible(); // the amount and its total
  await expect(total(page, taka(0))).toBeVisible(); // nothing paid yet

  expect(errors).toEqual([]);
});
