/**
 * The game list against the built app and the reference server (specification doc. 2 §2 "Game list
 * screen", §4): browsing a type, the name search, the filters, the vendor carousel, favourites and
 * recent games, launching as a guest and as a member, paging with a failed page, the place kept
 * when coming back from a game, and the DOM bound with 10,000 games loaded. Each member test plays
 * as a new trial member, so parallel workers and projects never share favourites. BN browser.
 */
import { test, expect } from './support/fixtures.ts';
import { consoleErrors } from './support/console.ts';
import type { Page } from '@playwright/test';

const bn = {
  trial: 'ফ্রি ট্রায়াল',
  slots: 'স্লট',
  all: 'সব',
  hot: 'হট',
  recent: 'সাম্প্রতিক',
  favourites: 'প্রিয়',
  search: 'নাম দিয়ে গেম খুঁজুন',
  filters: 'ফিল্টার',
  apply: 'প্রয়োগ করুন',
  gameType: 'গেমের ধরন',
  minBet: 'ন্যূনতম বাজি',
  retry: 'লোড ব্যর্থ হয়েছে, আবার চেষ্টা করতে ট্যাপ করুন',
  vendors: 'প্রদানকারী',
};

const SLOTS = '/m/gameList?gameType=RNG&classify=ALL';
const appReady = (page: Page) => page.locator('#app[data-ready]').waitFor({ state: 'attached' });
const grid = (page: Page) => page.getByRole('list', { name: new RegExp(`^${bn.slots}: `) });
const tiles = (page: Page) => grid(page).getByRole('listitem');
/** A tile's launch button (the first button of the tile; the second is its star). */
const tileButton = (page: Page, name: string) => grid(page).getByRole('button', { name, exact: true });
const star = (page: Page, name: string) => grid(page).getByRole('button', { name: `প্রিয়: ${name}`, exact: true });

/** A new trial member, signed in (trial play: doc. 1 §2). */
async function playAsTrial(page: Page) {
  await page.goto('/m/login');
  await appReady(page);
  await page.getByRole('button', { name: bn.trial, exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

async function openSlots(page: Page, path = SLOTS) {
  await page.goto(path);
  await appReady(page);
  await expect(tiles(page).first()).toBeVisible();
}

const firstTileName = async (page: Page) => (await tiles(page).first().getByRole('button').first().innerText()).trim();

test('a player browses slots, searches, filters, keeps a favourite and finds it again', { tag: '@journey' }, async ({ page }) => {
  const errors = consoleErrors(page);
  await playAsTrial(page);
  await openSlots(page, '/m/gameList?gameType=RNG');
  await expect(page.getByRole('heading', { name: bn.slots, level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: bn.all })).toHaveAttribute('aria-selected', 'true');

  // RNG's all tab starts at NEW; the drawer widens it to every class with a minimum bet of 0.1.
  await page.getByRole('button', { name: bn.filters }).click();
  const drawer = page.getByRole('dialog', { name: bn.filters });
  await drawer.getByRole('group', { name: bn.gameType }).getByText(bn.all, { exact: true }).click();
  await drawer.getByRole('group', { name: bn.minBet }).getByText('০.১', { exact: true }).click();
  await drawer.getByRole('button', { name: bn.apply }).click();
  await expect(page).toHaveURL(/classify=ALL&minBet=0.1/);
  await expect(tiles(page).first()).toBeVisible();

  // The name search applies on Enter.
  const name = await firstTileName(page);
  const word = name.split(' ')[0]!;
  await page.getByRole('searchbox', { name: bn.search }).fill(word);
  await page.getByRole('searchbox', { name: bn.search }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`name=${encodeURIComponent(word).replace(/%20/g, '\\+')}`));
  await expect(tileButton(page, name)).toBeVisible();

  // A favourite shows at once and is in the favourites tab; turning it off there removes it.
  await star(page, name).click();
  await expect(star(page, name)).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('tab', { name: bn.favourites }).click();
  await expect(page).toHaveURL(/tab=fav/);
  await expect(tileButton(page, name)).toBeVisible();
  await star(page, name).click();
  await expect(tileButton(page, name)).toHaveCount(0);
  await page.reload();
  await appReady(page);
  await expect(page.getByText('এখনও কোনো প্রিয় গেম নেই: গেমের তারকায় ট্যাপ করুন।')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a member launches a game, finds it in recent games and comes back to the same place', async ({ page }) => {
  await playAsTrial(page);
  await openSlots(page);
  // Far enough down for more pages to load: a player flicks until they have (on a busy machine
  // a flick can land before the next page has made the list longer, and stop short).
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 900);
        await page.waitForTimeout(400);
        const size = Number(await tiles(page).first().getAttribute('aria-setsize'));
        return size > 26 && (await page.evaluate(() => scrollY)) > 1500;
      },
      { timeout: 30_000, intervals: [0] },
    )
    .toBe(true);
  const y = await page.evaluate(() => scrollY);
  // A tile in the middle of the screen (a tile out of view would be scrolled to by the click).
  const at = await page.evaluate(() =>
    [...document.querySelectorAll('li[aria-posinset]')]
      .find((li) => li.getBoundingClientRect().top >= 150 && li.getBoundingClientRect().bottom <= innerHeight - 150)
      ?.getAttribute('aria-posinset'),
  );
  expect(at).toBeTruthy();
  const tile = grid(page).locator(`li[aria-posinset="${at}"]`).getByRole('button').first();
  const name = (await tile.innerText()).trim();
  await tile.click();
  await expect(page).toHaveURL(/\/demo-game\/\?launch=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  // The game page's way back leads to the list (the launch's backUrl), at the same place.
  const back = page.getByRole('link', { name: /BD Play/ });
  await expect(back).toHaveAttribute('href', '/m/gameList?gameType=RNG&classify=ALL');
  await back.click();
  await appReady(page);
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(y - 150);
  await expect(tileButton(page, name)).toBeInViewport();

  await page.evaluate(() => scrollTo(0, 0));
  await page.getByRole('tab', { name: bn.recent }).click();
  await expect(tileButton(page, name)).toBeVisible();
});

test('a guest is sent to log in to favourite or launch, and for the member tabs', async ({ page }) => {
  await openSlots(page);
  const name = await firstTileName(page);
  await star(page, name).click();
  await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FgameList%3FgameType%3DRNG%26classify%3DALL$/);
  await page.goBack();
  await appReady(page);
  await tileButton(page, name).click();
  // Says why, and comes back to this list after the login (e2e/flows.spec.ts logs in).
  await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FgameList%3FgameType%3DRNG%26classify%3DALL&play=/);
  await expect(page.getByText(`${name} খেলতে লগ ইন করুন`)).toBeVisible();
  await page.goto('/m/gameList?gameType=RNG&tab=recent');
  await appReady(page);
  await expect(page.getByText('আপনার সাম্প্রতিক ও প্রিয় গেম দেখতে লগ ইন করুন।')).toBeVisible();
  await page.getByRole('tab', { name: bn.favourites }).click();
  await expect(page).toHaveURL(/\/m\/login\?redirect=/);
});

test('the vendor carousel and the hot tab narrow the list', async ({ page }) => {
  await openSlots(page);
  await page.getByRole('group', { name: bn.vendors }).getByRole('button', { name: 'Jili' }).click();
  await expect(page).toHaveURL(/vassalage=JL/);
  await expect(page.getByRole('group', { name: bn.vendors }).getByRole('button', { name: 'Jili' })).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => {
      const srcs = await grid(page)
        .locator('img')
        .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')));
      return srcs.length > 0 && srcs.every((s) => s?.includes('/cdn/games/jl/'));
    })
    .toBe(true);
  await page.getByRole('tab', { name: bn.hot }).click();
  await expect(page).toHaveURL(/tab=hot/);
  await expect(tiles(page).first()).toBeVisible();
});

test('a failed page ends paging with a retry that resumes it', async ({ page }) => {
  // Page 2 fails (every attempt: the API client retries a GET once) until the network is back.
  let failing = true;
  await page.route(/GCSGAME_gameList.*pageNo=2/, (route) => (failing ? route.abort() : route.continue()));
  await openSlots(page);
  const retry = page.getByRole('button', { name: bn.retry });
  await page.mouse.wheel(0, 1500);
  await expect(retry).toBeVisible();
  await expect(tiles(page).first()).toHaveAttribute('aria-setsize', '26');
  failing = false;
  await retry.click();
  await expect(tiles(page).first()).toHaveAttribute('aria-setsize', '52');
});

test('with 10,000 games loaded at most 80 tiles are in the document', async ({ page }) => {
  // One page of 10,000 (the app pages 26 at a time; the virtual grid is what is tested here).
  const games = Array.from({ length: 10_000 }, (_, i) => ({
    nodeId: String(900_000 + i),
    gameId: String(i),
    gameCode: `g${i}`,
    gameName: `খেলা ${i}`,
    gameType: 'RNG',
    vassalage: 'JL',
    iconUrl: '',
    roomId: '',
    supportPlay: '1',
    gameClassifyNew: 'SC',
  }));
  await page.route(/GCSGAME_gameList/, (route) =>
    route.fulfill({ json: { success: true, value: { games, pageNum: 1, totalPages: 1 }, message: null, errorCode: null } }),
  );
  await openSlots(page);
  await expect(tiles(page).first()).toHaveAttribute('aria-setsize', '10000');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeGreaterThan(390_000);
  for (const at of [0, 0.25, 0.5, 0.75, 1]) {
    await page.evaluate((f) => scrollTo(0, f * document.documentElement.scrollHeight), at);
    await page.waitForTimeout(100);
    const count = await tiles(page).count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(80);
  }
  await expect(grid(page).getByRole('button', { name: 'খেলা 9999', exact: true })).toBeInViewport();
});
