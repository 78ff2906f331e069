// The agent's team reports as agent01 sees them (docs/agent-area.md, "Team reports"): a downline
// member bets in the demo game; agent01's team profit and loss shows the member's bets for today
// (a delta: the bettor is this project's own, so the 4g and 3g runs never share one), the row
// opens that member's bets in team betting; the agent transaction record shows agent rows only,
// in BN and in EN.

import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { consoleErrors } from './support/console.ts';
import { admin } from './support/admin.ts';
import { DEMO } from './support/accounts.ts';
import { apiHeaders, placeBets } from './support/bets.ts';
import { logIn, open } from './support/app.ts';

const bn = {
  pnl: 'টিমের লাভ-ক্ষতি',
  betting: 'টিম বেটিং',
  teamBets: 'টিমের বেট',
  show: 'দেখান',
  bets: 'বাজি',
  agentRecord: 'এজেন্ট লেনদেন রেকর্ড',
  type: 'ধরন',
  adjustment: 'সমন্বয়',
  changes: 'অ্যাকাউন্টের লেনদেন',
};
const en = { agentRecord: 'Agent transaction record', type: 'Type', all: 'All' };
const AGENT_TYPES_EN = ['Transfer to downline', 'Transfer from upline', 'Agent rebate', 'Salary', 'Dividend'];
const digits = (n: number) => new Intl.NumberFormat('bn-BD').format(n);

/** The member's bets today in agent01's team profit and loss, through the call the page makes. */
async function betsToday(page: Page, baseURL: string, username: string): Promise<number> {
  const res = await page.request.get(`${baseURL}/wps/relay/ODSFE2_MemPNL?pageSize=50`, { headers: await apiHeaders(page) });
  expect(res.ok(), await res.text()).toBe(true);
  const rows = (await res.json()).value.list as Array<{ key: string; bets: number }>;
  return rows.find((r) => r.key === username)?.bets ?? 0;
}

/** A total's figure (the list's totals are a description list). */
const total = (page: Page, label: string) => page.locator('dt', { hasText: label }).first().locator('xpath=following-sibling::dd[1]');

test(
  "a downline member's bet shows in agent01's team profit and loss and opens in team betting",
  { tag: '@3g' },
  async ({ page, browser, baseURL }) => {
    test.slow(); // two sessions, bets, three pages
    const errors = consoleErrors(page);
    // The bettor is this project's own: 4g and 3g run at once and must not count each other's bets.
    const bettor = test.info().project.name === '3g' ? 'shuvo88' : 'rakib01';
    await admin(['adjust', bettor, '500', '--reason', 'e2e'], 'main');
    await logIn(page, DEMO.agent.username, DEMO.agent.password);
    const before = await betsToday(page, baseURL!, bettor);

    const memberContext = await browser.newContext({ locale: 'bn-BD', timezoneId: 'Asia/Dhaka' });
    const member = await memberContext.newPage();
    await logIn(member, bettor, 'team123');
    const betNos = (await placeBets(member, baseURL!, ['10', '20'])).map((b) => b.betNo);
    await memberContext.close();

    await open(page, '/m/agent/team/pnl');
    await expect(page.getByRole('heading', { name: bn.pnl })).toBeVisible();
    const row = page.getByRole('list', { name: bn.pnl, exact: true }).getByRole('button', { name: new RegExp(bettor) });
    await expect(row).toContainText(`${digits(before + 2)}টি বেট`);
    await row.click();
    await page.getByRole('dialog', { name: bettor }).getByRole('link', { name: bn.show }).click();

    await expect(page).toHaveURL(new RegExp(`/m/teamBetting\\?username=${bettor}&`));
    await expect(page.getByRole('heading', { name: bn.betting })).toBeVisible();
    await expect(page.getByRole('searchbox')).toHaveValue(bettor);
    await expect(total(page, bn.bets)).toHaveText(digits(before + 2));
    // Newest first: the first row is the last bet.
    await page.getByRole('list', { name: bn.teamBets, exact: true }).getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toContainText(betNos[1]!);
    expect(errors).toEqual([]);
  },
);

test('the agent transaction record shows only agent rows, in BN and in EN', { tag: '@3g' }, async ({ page }) => {
  const errors = consoleErrors(page);
  // An adjustment today: the account record shows it, the agent's must not.
  await admin(['adjust', DEMO.agent.username, '1', '--reason', 'e2e'], 'main');
  await logIn(page, DEMO.agent.username, DEMO.agent.password);
  await open(page, '/m/transaction/record?types=A');
  await expect(page.getByRole('heading', { name: bn.agentRecord })).toBeVisible();
  await expect(page.getByRole('combobox', { name: bn.type }).getByRole('option')).toHaveCount(1 + AGENT_TYPES_EN.length);
  await expect(page.getByText(bn.adjustment)).toHaveCount(0);

  await open(page, '/m/transaction/record');
  await expect(page.getByRole('list', { name: bn.changes, exact: true })).toContainText(bn.adjustment);

  await page.evaluate(() => localStorage.setItem('hisLang', 'EN'));
  await open(page, '/m/transaction/record?types=A');
  await expect(page.getByRole('heading', { name: en.agentRecord })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(en.agentRecord));
  const options = await page.getByRole('combobox', { name: en.type }).getByRole('option').allTextContents();
  expect(options).toEqual([en.all, ...AGENT_TYPES_EN]);
  expect(errors).toEqual([]);
});
