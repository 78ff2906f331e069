/**
 * The page shell against the built app and the reference server: rendering, navigation and
 * back behaviour, the language choice, and the layout rules of every route.
 */
import { test, expect } from './support/fixtures.ts';
import { consoleErrors } from './support/console.ts';
import type { Page } from '@playwright/test';

const bn = { menu: 'প্রধান মেনু', back: 'পিছনে', activity: 'অ্যাক্টিভিটি', reward: 'পুরস্কার', slots: 'স্লট' };

const tabBar = (page: Page, name = bn.menu) => page.getByRole('navigation', { name });
const backButton = (page: Page, name = bn.back) => page.getByRole('button', { name });

/** The app has rendered over the prerendered HTML: taps are handled from here on. */
const appReady = (page: Page) => page.locator('#app[data-ready]').waitFor({ state: 'attached' });

test('home renders the shell and responds to taps', { tag: '@journey' }, async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('/m/home');
  await expect(page.getByRole('banner')).toContainText('BD Play');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(tabBar(page)).toBeVisible();
  await appReady(page);

  await tabBar(page).getByRole('link', { name: bn.activity }).click();
  await expect(page).toHaveURL(/\/m\/activity$/);
  await expect(page.getByRole('heading', { name: 'অ্যাক্টিভিটি সেন্টার' })).toBeVisible();
  await expect(tabBar(page)).toHaveCount(0); // the footer is hidden on activity
  await backButton(page).click(); // activity's back arrow goes home
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(errors).toEqual([]);
});

test('the language choice persists across a reload', { tag: '@journey' }, async ({ page }) => {
  await page.goto('/m/home');
  await appReady(page);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'বাংলা' }).click();
  await expect(page.getByRole('link', { name: 'লগ ইন' })).toBeVisible();
});

test.describe('back behaviour', () => {
  test('with no history, back goes home', async ({ page, baseURL }) => {
    // As when a link opens in a new tab: the page is the tab's only history entry (a plain goto
    // would leave Playwright's initial about:blank behind it).
    await page.evaluate((url) => location.replace(url), `${baseURL}/m/winnerPage`);
    await page.waitForURL(/\/m\/winnerPage$/);
    await appReady(page);
    expect(await page.evaluate(() => history.length)).toBe(1);
    await backButton(page).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('elsewhere it goes back one step', async ({ page }) => {
    await page.goto('/m/home');
    await appReady(page);
    await page.getByRole('tab', { name: bn.slots, exact: true }).click();
    await page.getByRole('link', { name: `আরও: ${bn.slots}` }).click();
    await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG$/);
    await tabBar(page).getByRole('link', { name: bn.reward }).click();
    await expect(page).toHaveURL(/\/m\/rewardCenter$/);
    await backButton(page).click();
    await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG$/);
  });
});

test.describe('layout rules of the specification', () => {
  // The agent home's own layout is checked signed in as an agent (agent.spec.ts): this member is sent home.
  const headerOmitted = ['/m/login', '/m/register', '/m/mine', '/m/help'];
  const footerHidden = [
    '/m/login',
    '/m/register',
    '/m/trail',
    '/m/launchGame',
    '/m/changePsw',
    '/m/notice',
    '/m/activity',
    '/m/forget',
    '/m/service',
    '/m/moreLottery',
    '/m/useragreement',
    '/m/maintenance',
  ];
  const withBoth = ['/m/home', '/m/rewardCenter', '/m/set', '/m/gameCenter', '/m/winnerPage'];

  // Signed in, so that the access rules do not send the visitor away from member pages. The token is
  // not a real one: a page that calls with it loses the session, so none of these pages is one that
  // then sends a visitor away.
  test.beforeEach(async ({ page }) => {
    // A player's landing page fetches the deposit page ahead (app/after-start.ts), whose module asks
    // for the channels: with this made-up token that call's 401 would end the session, rightly, and
    // the page would leave for home. The layout is what is tested here, not the session.
    await page.route('**/wps/v2/transaction/deposit/channels', (route) =>
      route.fulfill({ json: { success: true, value: { channels: [], promotions: [] }, message: null, errorCode: null } }),
    );
    await page.addInitScript(() => {
      const session = { token: 'layout-test', merchantCode: 'bdm01', userName: 'layout01', type: 0, firstTimeLogin: false };
      // Log in and register are for visitors: a member is sent on from them (access rules).
      if (/\/m\/(login|register)$/.test(location.pathname)) localStorage.removeItem('MC_SESSION_INFO');
      else localStorage.setItem('MC_SESSION_INFO', JSON.stringify(session));
    });
  });

  test('the header is omitted where listed', async ({ page }) => {
    for (const path of headerOmitted) {
      await page.goto(path);
      await appReady(page);
      await expect(page.getByRole('banner'), path).toHaveCount(0);
    }
  });

  test('the footer is hidden where listed', async ({ page }) => {
    for (const path of footerHidden) {
      await page.goto(path);
      await appReady(page);
      await expect(tabBar(page), path).toHaveCount(0);
    }
  });

  test('other pages have both', async ({ page }) => {
    for (const path of withBoth) {
      await page.goto(path);
      await appReady(page);
      await expect(page.getByRole('banner'), path).toBeVisible();
      await expect(tabBar(page), path).toBeVisible();
    }
  });
});

test.describe('addresses', () => {
  for (const [from, to] of [
    ['/', '/m/home'],
    ['/m', '/m/home'],
    ['/m/', '/m/home'],
    ['/m/index', '/m/home'],
    ['/m/index.html', '/m/home'],
    ['/register.html?affiliateCode=AB12', '/m/register?affiliateCode=AB12'],
    ['/m/register.html', '/m/register'],
    ['/m/member/home', '/m/mine'],
    ['/m/no-such-page', '/m/home'],
  ] as const) {
    test(`${from} → ${to}`, async ({ page, baseURL }) => {
      await page.goto(from);
      await expect(page).toHaveURL(`${baseURL}${to}`);
    });
  }
});

test.describe('page transitions', () => {
  test.use({ reducedMotion: 'no-preference' }); // the players' default; e2e runs reduced (playwright.config.ts)
  const mainAnimation = (page: Page) => page.evaluate(() => getComputedStyle(document.querySelector('main')!).animationName);

  test('none on the first paint, a fade on navigation', async ({ page }) => {
    await page.goto('/m/home');
    await appReady(page);
    expect(await mainAnimation(page)).toBe('none');
    await tabBar(page).getByRole('link', { name: bn.reward }).click();
    await expect(page).toHaveURL(/rewardCenter/);
    expect(await mainAnimation(page)).not.toBe('none');
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('main')!).animationDuration)).toBe('0.3s');
  });

  test('none after a back swipe over 100 px', async ({ page }) => {
    await page.goto('/m/home');
    await appReady(page);
    await tabBar(page).getByRole('link', { name: bn.reward }).click();
    await expect(page).toHaveURL(/rewardCenter/);
    await page.evaluate(() => {
      const touch = (x: number) => new Touch({ identifier: 1, target: document.body, clientX: x, clientY: 300 });
      document.body.dispatchEvent(new TouchEvent('touchstart', { touches: [touch(4)], bubbles: true }));
      document.body.dispatchEvent(new TouchEvent('touchmove', { touches: [touch(180)], bubbles: true }));
      document.body.dispatchEvent(new TouchEvent('touchend', { changedTouches: [touch(180)], bubbles: true }));
      history.back();
    });
    await expect(page).toHaveURL(/\/m\/home$/);
    expect(await mainAnimation(page)).toBe('none');
  });
});

test('a repeat visit renders from the cached start-up data even when the status call fails', async ({ page }) => {
  await page.goto('/m/home');
  await appReady(page);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('SYSTEM_STATUS'))).not.toBeNull();
  await page.route('**/wps/system/status', (route) => route.abort());
  await page.reload();
  await appReady(page);
  await expect(tabBar(page)).toBeVisible();
  await tabBar(page).getByRole('link', { name: bn.reward }).click();
  await expect(page).toHaveURL(/rewardCenter/);
});

test('every response carries a CSP without unsafe-inline, and the page breaks none of it', async ({ page }) => {
  const errors = consoleErrors(page);
  const response = await page.goto('/m/notice');
  const csp = (await response!.allHeaders())['content-security-policy']!;
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-inline');
  await appReady(page);
  await expect(page.getByRole('heading', { name: 'নোটিশ' })).toBeVisible();
  expect(errors).toEqual([]);
});
