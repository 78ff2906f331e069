/**
 * A salary contract as an agent meets it (docs/agent-area.md, "Contracts, salaries and dividends"):
 * the merchant offers a daily salary through the CLI (a base salary from ৳0, paying from
 * yesterday, so that yesterday can be settled now), the home prompt opens the contract page, the
 * agent signs it (BN, then EN), the prompt stops, the settlement pays the salary once, and the
 * account record and the contract's history show it. Each project signs in as its own agent
 * (4g agent01, 3g its sub-agent agent02): they run at once, and a new offer ends the open one of
 * its kind, so two runs on one agent would end each other's.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { admin } from './support/admin.ts';
import { DEMO } from './support/accounts.ts';
import { logIn, open } from './support/app.ts';
import { consoleErrors } from './support/console.ts';

const CONTRACT_PAGE = '/m/member/agent/getSalaryContract';
const yesterday = (): string => new Date(Date.now() + 6 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
const setLanguage = (page: Page, lang: 'BN' | 'EN') => page.evaluate((l) => localStorage.setItem('hisLang', l), lang);

/** The announcement popup comes first and puts the prompts off to the next visit: close it. */
async function closePopup(page: Page): Promise<void> {
  const popup = page.getByRole('dialog');
  if (await popup.isVisible({ timeout: 3000 }).catch(() => false)) await popup.getByRole('button', { name: 'বন্ধ করুন' }).first().click();
}

test('an agent signs a daily salary contract, the prompt stops, the settlement pays it once', { tag: '@3g' }, async ({ page }, testInfo) => {
  // A long journey (sign-in, four pages, two languages, the CLI twice): three times the profile’s limit.
  test.slow();
  const errors = consoleErrors(page);
  const agent = testInfo.project.name === '3g' ? { username: 'agent02', password: 'team123' } : DEMO.agent;
  const day = yesterday();
  const offered = await admin(['contract', 'offer', agent.username, '--kind', 'daily', '--tiers', '0:7', '--from', day], 'main');
  const id = /contract (\d+) offered/.exec(offered)?.[1];
  expect(id, offered).toBeTruthy();

  await logIn(page, agent.username, agent.password);
  await closePopup(page);
  await open(page, '/m/home');
  const prompt = page.getByRole('alertdialog').filter({ hasText: 'পর্যালোচনার জন্য আপনার একটি নতুন দৈনিক বেতন চুক্তি আছে' });
  await prompt.getByRole('button', { name: 'দেখুন' }).click();
  await expect(page).toHaveURL(new RegExp(`${CONTRACT_PAGE}$`));

  await expect(page.getByTestId('contract-state')).toHaveText('প্রস্তাবিত: আপনার উত্তরের অপেক্ষায়');
  await page.getByRole('button', { name: 'স্বাক্ষর করুন', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'স্বাক্ষর করুন', exact: true }).click();
  await expect(page.getByTestId('contract-state')).toHaveText('স্বাক্ষরিত');
  await expect(page.getByRole('button', { name: 'স্বাক্ষর করুন', exact: true })).toHaveCount(0);

  await setLanguage(page, 'EN');
  await page.reload();
  await expect(page.getByTestId('contract-state')).toHaveText('Signed');
  await expect(page.getByRole('columnheader', { name: 'Team stake in a day' })).toBeVisible();

  // Tomorrow's visit (the prompts' day forgotten): the daily salary is not asked about any more.
  await page.evaluate(() => localStorage.removeItem('contractPrompts'));
  await open(page, '/m/home');
  await page.waitForTimeout(2000);
  await expect(page.getByRole('alertdialog').filter({ hasText: /daily salary/ })).toHaveCount(0);

  const settle = () => admin(['settle', 'salaries', '--date', day, '--user', agent.username], 'main');
  expect(await settle()).toMatch(/: paid [1-9]\d* \(/);
  expect(await settle()).toContain(': paid 0 (0.00)');
  const ledger = await admin(['ledger', agent.username, '--limit', '200'], 'main');
  expect(ledger.split('\n').filter((line) => line.includes(`contract:${id}:${day}`))).toHaveLength(1);

  await open(page, '/m/transaction/record');
  // The row of this salary (the seeded hourly ones pay ৳5 or ৳15).
  await expect(page.getByRole('button', { name: /^Salary \+৳7\.00 / }).first()).toBeVisible();
  await open(page, CONTRACT_PAGE);
  await expect(page.getByTestId('contract-payments').getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('contract-payments')).toContainText('7.00');
  await setLanguage(page, 'BN');
  await page.reload();
  await expect(page.getByTestId('contract-payments')).toContainText('৭.০০');
  expect(errors).toEqual([]);
});
