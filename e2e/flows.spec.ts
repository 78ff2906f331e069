/**
 * Flows that must not strand a player (issue 17): the Reward tab's badge when home is the first
 * page of a visit. The browser speaks BN (bn-BD); EN is chosen through the saved language.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { logIn, open } from './support/app.ts';
import { consoleErrors } from './support/console.ts';
import { DEMO } from './support/accounts.ts';

/** The language a fresh load uses (the platform's `hisLang` key, src/i18n/locale.ts). */
const chooseLanguage = (page: Page, lang: 'BN' | 'EN') => page.evaluate((l) => localStorage.setItem('hisLang', l), lang);

test.describe('the Reward tab badge', () => {
  for (const [lang, menu, reward, badge] of [
    ['BN', 'প্রধান মেনু', /পুরস্কার/, /^[১-৯][০-৯]*টি দাবি বাকি$/],
    ['EN', 'Main menu', /Reward/, /^[1-9]\d* unclaimed$/],
  ] as const) {
    test(`shows when home is the first page of a visit (${lang})`, async ({ page }) => {
      const errors = consoleErrors(page);
      await logIn(page, DEMO.member.username, DEMO.member.password);
      await chooseLanguage(page, lang);
      await open(page, '/m/home'); // a new visit: a fresh load of home
      const tab = page.getByRole('navigation', { name: menu }).getByRole('link', { name: reward });
      await expect(tab.getByLabel(badge)).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});

test('the lottery launch link of the specification (no vendor) starts the game', async ({ page }) => {
  // The demo game page (the server's, not the app) names no icon: the browser asks /favicon.ico.
  const errors = consoleErrors(page, { ignore: [/\/favicon\.ico/] });
  await logIn(page, DEMO.member.username, DEMO.member.password);
  const launch = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/game/launchGame');
  await page.goto('/m/launchGame?playType=trad&prize_mode=Lott&code=padma_lotto&pageBack=home');
  const query = new URL((await launch).url()).searchParams;
  expect(Object.fromEntries(query)).toMatchObject({
    launchMode: 'LOTT',
    lottoGameCode: 'padma_lotto',
    lottoPrizeMode: 'Lott',
    playType: 'Tradition',
  });
  expect(query.has('vassalage')).toBe(false);
  await expect(page).toHaveURL(/\/demo-game\/\?launch=/);
  await expect(page.getByRole('heading', { name: 'পদ্মা লটো' })).toBeVisible();
  expect(errors).toEqual([]);
});

const LOGIN = {
  BN: {
    username: 'ইউজারনেম',
    password: 'পাসওয়ার্ড',
    submit: 'লগ ইন',
    play: (g: string) => `${g} খেলতে লগ ইন করুন`,
    open: (p: string) => `${p} খুলতে লগ ইন করুন`,
    teamOverview: 'টিমের সারসংক্ষেপ',
  },
  EN: {
    username: 'Username',
    password: 'Password',
    submit: 'Log in',
    play: (g: string) => `Log in to play ${g}`,
    open: (p: string) => `Log in to open ${p}`,
    teamOverview: 'Team overview',
  },
} as const;

async function submitLogin(page: Page, lang: 'BN' | 'EN', user: { username: string; password: string }) {
  const t = LOGIN[lang];
  await page.getByRole('textbox', { name: t.username, exact: true }).fill(user.username);
  await page.getByLabel(t.password, { exact: true }).fill(user.password);
  await page.getByRole('button', { name: t.submit, exact: true }).click();
}

test('a signed-in member who opens log in or register is sent where they were going, or home', async ({ page }) => {
  await logIn(page, DEMO.member.username, DEMO.member.password);
  await page.goto('/m/login?redirect=%2Fm%2Fnotice');
  await expect(page).toHaveURL(/\/m\/notice$/);
  await page.goto('/m/register');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('textbox', { name: LOGIN.BN.username })).toHaveCount(0);
  // An attacker's target is ignored: home, never another site.
  await page.goto('/m/login?redirect=%2F%2Fevil.example%2Fm%2Fhome');
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/m\/home$/);
});

for (const lang of ['BN', 'EN'] as const) {
  test(`a guest who taps a game is told why, and comes back to that page after logging in (${lang})`, async ({ page }) => {
    const errors = consoleErrors(page);
    await open(page, '/m/home');
    await chooseLanguage(page, lang);
    await open(page, '/m/gameList?gameType=RNG');
    const tile = page.getByRole('list', { name: /: / }).getByRole('listitem').first().getByRole('button').first();
    await expect(tile).toBeVisible();
    const name = (await tile.innerText()).trim();
    await tile.click();
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FgameList%3FgameType%3DRNG.*&play=/);
    await expect(page.getByText(LOGIN[lang].play(name), { exact: true })).toBeVisible();
    await submitLogin(page, lang, DEMO.member);
    await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG/);
    await expect(page.getByRole('main').getByRole('button', { name, exact: true }).first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test(`a guest who opens an agent page gets the login prompt and, as an agent, lands on that page (${lang})`, async ({ page }) => {
    await open(page, '/m/home');
    await chooseLanguage(page, lang);
    await open(page, '/m/agent/team/overview');
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Fagent%2Fteam%2Foverview$/);
    await expect(page.getByText(LOGIN[lang].open(LOGIN[lang].teamOverview), { exact: true })).toBeVisible();
    await submitLogin(page, lang, DEMO.agent);
    await expect(page).toHaveURL(/\/m\/agent\/team\/overview$/);
  });
}

test('the contract prompt asks an agent once a day, offering the contract page or later', async ({ page }) => {
  const errors = consoleErrors(page);
  await logIn(page, DEMO.agent.username, DEMO.agent.password);
  // The announcement popup comes first and puts the prompts off to the next visit: close it.
  const popup = page.getByRole('dialog');
  if (await popup.isVisible({ timeout: 3000 }).catch(() => false)) await popup.getByRole('button', { name: 'বন্ধ করুন' }).first().click();
  await open(page, '/m/home');
  // The contract pages are built (issue 21): each prompt offers its page ("View") or "Later".
  const prompt = page.getByRole('alertdialog').filter({ hasText: /চুক্তি আছে/ });
  await expect(prompt.getByRole('button')).toHaveCount(2);
  // Every pending contract once (agent01 has several; agent-contracts.spec.ts may sign one meanwhile).
  for (let i = 0; i < 3 && (await prompt.isVisible({ timeout: 2000 }).catch(() => false)); i++) {
    await prompt.getByRole('button', { name: 'পরে' }).click();
  }
  await expect(prompt).toHaveCount(0);
  await open(page, '/m/home'); // the next visit the same day asks nothing
  await page.waitForTimeout(1500);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(errors).toEqual([]);
});
