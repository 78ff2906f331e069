/**
 * The lottery pages, the lottery launch, the winner board and the game hubs against the built app
 * and the reference server (docs/games-pages.md). The lobby → launch journey also runs on the 3G
 * and 2G profiles. The browser speaks BN (bn-BD).
 */
import { test, expect } from './support/fixtures.ts';
import { consoleErrors } from './support/console.ts';
import { DEMO } from './support/accounts.ts';
import type { Page } from '@playwright/test';

const bn = {
  modes: 'পুরস্কারের ধরন',
  lott: 'লটারি',
  elott: 'বিনোদন লটারি',
  recent: 'সম্প্রতি খেলেছেন',
  all: 'সব লটারি',
  lobby: 'লটারি লবি',
  username: 'ইউজারনেম',
  password: 'পাসওয়ার্ড',
  login: 'লগ ইন',
  wins: 'সবচেয়ে বড় জয়',
  playNow: 'এখনই খেলুন',
  fast: 'দ্রুত ড্র',
  daily: 'দৈনিক লটারি',
  north: 'উত্তর ভিয়েতনাম',
};
/** Seeded lottery games (server/src/db/seed-data): a LOTT game of the fast menu, an ELOTT one of the north. */
const keno = 'সুন্দরবন কেনো';
const lotto1 = 'লটো ১ মিনিট';

const appReady = (page: Page) => page.locator('#app[data-ready]').waitFor({ state: 'attached' });
const digits = (s: string) => s.replace(/[০-৯]/g, (d) => String('০১২৩৪৫৬৭৮৯'.indexOf(d)));

async function logIn(page: Page) {
  await page.goto('/m/login');
  await appReady(page);
  await page.getByRole('textbox', { name: bn.username, exact: true }).fill(DEMO.member.username);
  await page.getByLabel(bn.password, { exact: true }).fill(DEMO.member.password);
  await page.getByRole('button', { name: bn.login, exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await appReady(page);
}

test('a guest sees the lottery lobby by mode, and a lottery game asks them to log in', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('/m/lottery');
  await appReady(page);
  await expect(page.getByRole('tab', { name: bn.lott, exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: bn.fast })).toBeVisible();
  await expect(page.getByRole('heading', { name: bn.daily })).toBeVisible();
  const tile = page.getByRole('button', { name: keno });
  await expect(tile.locator('xpath=../..')).toContainText(/পরবর্তী ড্র [০-৯]{2}:[০-৯]{2} পরে/);
  await expect(page.getByRole('heading', { name: bn.recent })).toHaveCount(0);

  await page.getByRole('tablist', { name: bn.modes }).getByRole('tab', { name: bn.elott }).click();
  await expect(page.getByRole('heading', { name: bn.north })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/lottery\?prizeMode=Elott$/);
  await page.getByRole('button', { name: lotto1 }).click();
  await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FlaunchGame%3F/);
  expect(errors).toEqual([]);
});

test('a member starts a lottery from the lobby, lands on the game, and finds it under recent', { tag: '@journey' }, async ({ page }) => {
  // The demo game page (the server's, not the app) names no icon: the browser asks /favicon.ico.
  const errors = consoleErrors(page, { ignore: [/\/favicon\.ico/] });
  await logIn(page);
  await page.goto('/m/lottery');
  await appReady(page);
  // The lobby's own button: demo01 is shared by the 4g, 3g and 2g runs, so its recent row may
  // already hold the game too.
  await page.getByRole('tabpanel').getByRole('button', { name: keno }).click();
  await expect(page).toHaveURL(/\/demo-game\/\?launch=/);
  await expect(page.getByRole('heading', { name: keno })).toBeVisible();
  // The launch page replaced itself: back goes to the lobby, not to a second launch.
  await page.goBack();
  await expect(page).toHaveURL(/\/m\/lottery$/);
  await appReady(page);
  // Most recent first: the game just played leads the row, whatever earlier runs played.
  const recent = page.getByRole('region', { name: bn.recent });
  await expect(recent.getByRole('button').first()).toHaveAccessibleName(keno);
  expect(errors).toEqual([]);
});

test('all lotteries and the quick start list the lottery games', async ({ page }) => {
  await page.goto('/m/moreLottery');
  await appReady(page);
  const section = (name: string) => page.getByRole('heading', { name, exact: true }).locator('..');
  await expect(section(bn.lott).getByRole('button')).toHaveCount(8);
  await expect(section(bn.elott).getByRole('button')).toHaveCount(12);

  await page.goto('/m/startLottery');
  await appReady(page);
  await expect(page.getByRole('button', { name: /^খেলুন: / })).toHaveCount(6);
  await expect(page.getByRole('link', { name: bn.lobby })).toHaveAttribute('href', '/m/lottery');
  await expect(page.getByRole('link', { name: bn.all })).toHaveAttribute('href', '/m/moreLottery');
});

test('the winner board ranks the biggest wins first, with play now', async ({ page }) => {
  await page.goto('/m/winnerPage');
  await appReady(page);
  const rows = page.getByRole('list', { name: bn.wins }).getByRole('listitem');
  await expect(rows).toHaveCount(20);
  const amounts = (await rows.allInnerTexts()).map((text) => Number(digits(/[০-৯,]+\.[০-৯]{2}/.exec(text)![0]).replace(/,/g, '')));
  expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  await expect(rows.first()).toContainText(/^১/);
  await rows
    .first()
    .getByRole('button', { name: new RegExp(`^${bn.playNow}: `) })
    .click();
  // A guest goes to log in (launch rule), told which game, and comes back here after it.
  await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FwinnerPage&play=/);
});

test('the game centre lists every category and opens its game list', async ({ page }) => {
  await page.goto('/m/gameCenter');
  await appReady(page);
  for (const name of ['মোরগ লড়াই', 'ই-স্পোর্টস', 'লাইভ ক্যাসিনো']) await expect(page.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  await expect(page.getByRole('link', { name: /^লটারি/ })).toHaveAttribute('href', '/m/lottery');
  await page.getByRole('link', { name: /^স্লট/ }).click();
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG$/);

  await page.goto('/m/gameLobby');
  await expect(page).toHaveURL(/\/m\/gameCenter$/);
});
