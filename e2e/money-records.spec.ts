// The money records as a player sees them (docs/money.md, "Records"): a member funded by a
// cashier's adjustment bets in the demo game; the betting record, the account record and profit
// and loss show it; a manual deposit shows PENDING in the deposit record; the range presets
// switch; a new member sees the empty state. Each test registers its own member (never demo01).

import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { consoleErrors } from './support/console.ts';
import { admin } from './support/admin.ts';
import { registerViaApi } from './support/accounts.ts';
import { apiHeaders, placeBets } from './support/bets.ts';
import { logIn, open } from './support/app.ts';

const bn = {
  bets: 'বাজি',
  changes: 'অ্যাকাউন্টের লেনদেন',
  deposits: 'ডিপোজিট',
  pending: 'অপেক্ষমাণ',
  adjustment: 'সমন্বয়',
  today: 'আজ',
  yesterday: 'গতকাল',
  last7: 'গত ৭ দিন',
  noBets: 'এই সময়ে কোনো বেট নেই।',
  noChanges: 'এই সময়ে অ্যাকাউন্টে কোনো লেনদেন নেই।',
  totals: 'মোট',
};

/** Taka as the BN pages show it (Bengali digits, lakh grouping), through the same Intl. */
const taka = (v: number) => new Intl.NumberFormat('bn-BD', { style: 'currency', currency: 'BDT', currencyDisplay: 'narrowSymbol' }).format(v);
const signed = (v: number) => (v > 0 ? '+' : '') + taka(v);

const list = (page: Page, name: string) => page.getByRole('list', { name, exact: true });

test(
  'a funded member bets; the betting, account and profit-and-loss records show it, and a deposit shows pending',
  { tag: '@3g' },
  async ({ page, baseURL }) => {
    test.slow(); // registers, funds, bets and opens four pages
    const errors = consoleErrors(page);
    const player = await registerViaApi(page.request, baseURL!);
    await admin(['adjust', player.username, '500', '--reason', 'e2e'], 'main');
    await logIn(page, player.username, player.password);
    const bets = await placeBets(page, baseURL!, ['10', '20']);
    const winLoss = bets[0]!.payout - 10 + bets[1]!.payout - 20;
    const wins = bets.filter((b) => b.payout > 0).length;

    await open(page, '/m/gameRecord');
    await expect(list(page, bn.bets).getByRole('listitem')).toHaveCount(2);
    await expect(
      page
        .getByRole('definition')
        .filter({ hasText: signed(winLoss) })
        .first(),
    ).toBeVisible();
    // Yesterday has nothing; back to today, the bets again.
    await page.getByRole('button', { name: bn.yesterday }).click();
    await expect(page.getByText(bn.noBets)).toBeVisible();
    await page.getByRole('button', { name: bn.last7 }).click();
    await expect(list(page, bn.bets).getByRole('listitem')).toHaveCount(2);

    await open(page, '/m/transaction/record');
    const changes = list(page, bn.changes).getByRole('listitem');
    // The adjustment, each stake and each win, newest first: the first row's balance is the last bet's.
    await expect(changes).toHaveCount(3 + wins);
    await expect(changes.first()).toContainText(taka(bets[1]!.balance));
    await expect(changes.last()).toContainText(bn.adjustment);
    await expect(changes.last()).toContainText(taka(500));

    await open(page, '/m/profitandloss');
    await expect(list(page, 'লাভ ও ক্ষতি').getByRole('listitem')).toHaveCount(1);
    await expect(list(page, 'লাভ ও ক্ষতি').getByRole('listitem').first()).toContainText(signed(winLoss));

    const reference = `E2E${Date.now().toString(36).toUpperCase()}`.slice(0, 10).padEnd(10, 'X');
    const deposit = await page.request.post(`${baseURL}/wps/v2/transaction/deposit`, {
      headers: { ...(await apiHeaders(page)), 'Idempotency-Key': crypto.randomUUID() },
      data: { channel: 'BKASH', way: 'MANUAL', amount: '500', senderNumber: '01712345678', reference },
    });
    expect(deposit.ok(), await deposit.text()).toBe(true);
    await open(page, '/m/vouReport');
    const row = list(page, bn.deposits).getByRole('listitem');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(bn.pending);
    await row.getByRole('button').click();
    await expect(page.getByRole('dialog', { name: (await deposit.json()).value.orderNo })).toContainText(reference);
    expect(errors).toEqual([]);
  },
);

test('a new member sees the empty state', async ({ page, baseURL }) => {
  const player = await registerViaApi(page.request, baseURL!);
  await logIn(page, player.username, player.password);
  await open(page, '/m/transaction/record');
  await expect(page.getByText(bn.noChanges)).toBeVisible();
  await expect(page.getByRole('button', { name: bn.today })).toHaveAttribute('aria-pressed', 'true');
});
