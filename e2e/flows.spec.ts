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
  expect(Object.fromEntries(query)).toMatchObject({ launchMode: 'LOTT', lottoGameCode: 'padma_lotto', lottoPrizeMode: 'Lott', playType: 'Tradition' });
  expect(query.has('vassalage')).toBe(false);
  await expect(page).toHaveURL(/\/demo-game\/\?launch=/);
  await expect(page.getByRole('heading', { name: 'পদ্মা লটো' })).toBeVisible();
  expect(errors).toEqual([]);
});
