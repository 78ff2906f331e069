/**
 * Rebates and the superior transfer as a player meets them (docs/money.md, "Rebates", "Superior
 * transfer"): a new member registered through agent01's invitation code (so agent01 is its
 * upline), funded by the cashier's CLI, sends money to its superior with its payment password,
 * bets in the demo game, sees the rebate accrue on the manual rebate page, claims it once, and
 * cannot claim it again. BN browser; every run registers its own member (the server is shared).
 */
import type { Page } from '@playwright/test';

import { test, expect } from './support/fixtures.ts';
import { admin } from './support/admin.ts';
import { DEMO, MERCHANT, registerViaApi } from './support/accounts.ts';
import { logIn } from './support/app.ts';
import { consoleErrors } from './support/console.ts';

const PAYMENT_PASSWORD = '258147';

const bn = {
  claim: 'দাবি করুন',
  amount: 'পরিমাণ (৳)',
  paymentPassword: 'পেমেন্ট পাসওয়ার্ড',
  transfer: 'ট্রান্সফার',
};

const ledger = (username: string) => admin(['ledger', username], 'main');
const passwordInput = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`)).and(page.locator('input'));

test('transfer to the superior, then bet, see the rebate and claim it once', { tag: '@3g' }, async ({ page, baseURL }) => {
  // The demo game page (the server's, not the app) names no icon: the browser asks /favicon.ico.
  const errors = consoleErrors(page, { ignore: [/\/favicon\.ico/] });
  const player = await registerViaApi(page.request, baseURL!, { affiliateCode: DEMO.agent.affiliateCode, paymentPassword: PAYMENT_PASSWORD });
  await admin(['adjust', player.username, '1000', '--reason', 'e2e'], 'main');
  await logIn(page, player.username, player.password);

  // The superior transfer: agent01, masked; ৳100 with the payment password.
  await page.goto('/m/upLine/transfer');
  await expect(page.getByTestId('transfer-upline')).toHaveText('ag***01');
  await page.getByRole('textbox', { name: bn.amount }).fill('100');
  await passwordInput(page, bn.paymentPassword).fill(PAYMENT_PASSWORD);
  await page.getByRole('button', { name: bn.transfer, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /T\d{6}/ })).toBeVisible();
  expect(await ledger(player.username)).toContain('transfer_out');

  // A ৳500 stake in the demo game (a real-money launch): 0.3 % at VIP 0 accrues ৳1.50.
  await page.goto('/m/launchGame?playType=trad&prize_mode=Lott&code=padma_lotto&pageBack=home');
  await expect(page).toHaveURL(/\/demo-game\/\?launch=/);
  await page.locator('#stake').fill('500');
  await page.locator('button[data-pick="HIGH"]').click();
  await expect(page.locator('#result')).not.toBeEmpty();

  await page.goto('/m/member/manualRebate');
  await expect(page.getByTestId('rebate-claimable')).toHaveText('১.৫০৳');
  const claim = page.getByRole('button', { name: bn.claim, exact: true });
  await claim.click();
  await expect(page.getByRole('status').filter({ hasText: /R\d{6}/ })).toBeVisible();
  await expect(page.getByTestId('rebate-claimable')).toHaveText('০.০০৳');
  await expect(claim).toBeDisabled();
  const rows = await ledger(player.username);
  // One rebate row (its type, then its reference `rebate:R…`): claimed once.
  expect(rows.match(/rebate:R/g)).toHaveLength(1);
  expect(errors).toEqual([]);
});
