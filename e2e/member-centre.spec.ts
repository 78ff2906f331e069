/**
 * The member centre against the built app and the reference server (specification §2 "Member
 * centre", §4 access, §6; docs/member-area.md): a guest gets the login dialog from the prompt and
 * from a shortcut; demo01 sees their name, VIP label, balance, shortcuts and the reward bubble and
 * reaches the VIP benefits from the profile; a trial member is sent home with free_reject; agent01
 * has the agent centre shortcut. BN browser. demo01's promotions are shared by every worker, so
 * counts and the balance are matched by shape, never by value.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { logIn, open } from './support/app.ts';
import { consoleErrors } from './support/console.ts';
import { DEMO } from './support/accounts.ts';

const bn = {
  title: 'সদস্য',
  prompt: 'লগ ইন / নিবন্ধন',
  dialog: /লগ ইন/,
  close: 'বন্ধ করুন',
  deposit: 'ডিপোজিট',
  withdraw: 'উত্তোলন',
  security: 'নিরাপত্তা কেন্দ্র',
  reward: /^পুরস্কার কেন্দ্র, [০-৯]+টি নতুন$/,
  agent: 'এজেন্ট কেন্দ্র',
  vip: 'ভিআইপি সুবিধা',
  copy: 'অ্যাকাউন্টের নাম কপি করুন',
  levels: 'ভিআইপি স্তর',
  trialReject: /ট্রায়াল অ্যাকাউন্ট/,
};
/** 2 decimals and the taka sign, in Bengali digits with lakh grouping. */
const BN_MONEY = /^[০-৯,]+\.[০-৯]{2}৳$/;

const shortcuts = (page: Page) => page.getByRole('list', { name: 'শর্টকাট' });

test('a guest is asked to log in, from the prompt and from a shortcut', async ({ page }) => {
  const errors = consoleErrors(page);
  await open(page, '/m/mine');
  await expect(page.getByRole('heading', { level: 1, name: bn.title })).toBeVisible();
  await page.getByRole('button', { name: bn.prompt }).click();
  const dialog = page.getByRole('dialog', { name: bn.dialog });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: bn.close }).click();
  await expect(dialog).toBeHidden();

  await shortcuts(page).getByRole('link', { name: bn.deposit, exact: true }).click();
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/m\/mine$/);
  await expect(shortcuts(page).getByRole('link', { name: bn.agent })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a member sees their account and shortcuts, and reaches the VIP benefits', { tag: '@journey' }, async ({ page }) => {
  const errors = consoleErrors(page);
  await logIn(page, DEMO.member.username, DEMO.member.password);
  await open(page, '/m/mine');
  await expect(page.getByRole('button', { name: `${bn.copy} ${DEMO.member.username}` })).toBeVisible();
  await expect(page.getByText('ভিআইপি ৩', { exact: true })).toBeVisible();
  await expect(page.getByText(BN_MONEY)).toBeVisible();
  const list = shortcuts(page);
  for (const name of [bn.deposit, bn.withdraw, bn.security]) await expect(list.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(list.getByRole('link', { name: bn.reward })).toHaveAttribute('href', '/m/rewardCenter');
  await expect(list.getByRole('link', { name: bn.agent })).toHaveCount(0);

  await page.getByRole('link', { name: bn.vip }).first().click();
  await expect(page).toHaveURL(/\/m\/member\/benefits$/);
  await expect(page.getByRole('heading', { level: 2, name: 'ভিআইপি ৩' })).toBeVisible();
  await expect(page.getByRole('list', { name: bn.levels }).getByRole('listitem')).not.toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a trial member is sent home with the free_reject toast', async ({ page }) => {
  await logIn(page, DEMO.trial.username, DEMO.trial.password);
  // The toast lasts 2 s (spec §8) from the first render, which can be before `load` (images still
  // arriving on the 4G profile) when the machine is busy, and Playwright's polling can miss it:
  // the page notes every status message it is given (the toast stack is a live region).
  await page.addInitScript(() => {
    const said: string[] = ((window as unknown as { said: string[] }).said = []);
    new MutationObserver(() => {
      for (const region of document.querySelectorAll('[role="status"][aria-live]')) {
        const text = region.textContent?.trim();
        if (text && !said.includes(text)) said.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await open(page, '/m/mine');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect.poll(() => page.evaluate(() => (window as unknown as { said: string[] }).said.join(' | '))).toMatch(bn.trialReject);
});

test('an agent has the agent centre shortcut, which opens the agent home', async ({ page }) => {
  await logIn(page, DEMO.agent.username, DEMO.agent.password);
  await open(page, '/m/mine');
  await expect(page.getByText('ভিআইপি ৫', { exact: true })).toBeVisible();
  await shortcuts(page).getByRole('link', { name: bn.agent }).click();
  await expect(page).toHaveURL(/\/m\/agent$/);
});

test('the web-app manifest is served with its type and icons', async ({ request, baseURL }) => {
  const res = await request.get(`${baseURL}/manifest.webmanifest`);
  expect(res.ok()).toBe(true);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await res.json()) as { start_url: string; display: string; icons: Array<{ src: string; purpose: string }> };
  expect(manifest).toMatchObject({ start_url: '/m/home', display: 'standalone' });
  expect(manifest.icons.map((i) => i.purpose)).toContain('maskable');
  for (const { src } of manifest.icons) {
    const icon = await request.get(`${baseURL}${src}`);
    expect(icon.headers()['content-type']).toBe('image/png');
  }
});
