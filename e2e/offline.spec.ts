// The service worker (docs/offline.md): an offline reload after one visit, a page never opened
// offline, a new deployment taking over, and the server-side switch that retires the worker.
// These tests allow service workers (the other specs block them) and run on a server of their own,
// whose copy of the build they may change.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test as base } from './support/fixtures.ts';
import { appReady } from './support/app.ts';
import { rebuildServiceWorker, startOwnServer, type OwnServer } from './support/own-server.ts';
import { traceServiceWorkers, type SwTrace } from './support/sw-trace.ts';

let server: OwnServer;

/** A worker's version as the build writes it (scripts/build/service-worker.ts, versionOf). */
const versionIn = (sw: string) => /\d{8}T\d{6}-[0-9a-f]{10}/.exec(sw)?.[0] ?? 'none';

// A failed test gets the timeline of the workers (sw-trace.ts), the registration and caches it
// ended with, and which worker the server serves against the one in its copy of the build: they
// differ when a deployment does not reach the server.
const test = base.extend<{ swTrace: SwTrace }>({
  swTrace: [
    async ({ page, context }, use, testInfo) => {
      const trace = await traceServiceWorkers(context);
      await use(trace);
      if (testInfo.status === testInfo.expectedStatus) return;
      const state = await page
        .evaluate(async () => {
          const r = await navigator.serviceWorker.getRegistration();
          const states = `installing ${r?.installing?.state}, waiting ${r?.waiting?.state}, active ${r?.active?.state}`;
          return `${states}; caches ${(await caches.keys()).join(', ')}`;
        })
        .catch((e: Error) => e.message);
      trace.note(`at the end: ${state}`);
      const served = await fetch(`${server.baseURL}/sw.js`)
        .then((r) => r.text())
        .catch((e: Error) => e.message);
      trace.note(`the server serves sw.js ${versionIn(served)}; its copy of dist has ${versionIn(readFileSync(join(server.dist, 'sw.js'), 'utf8'))}`);
      await trace.attach(testInfo);
    },
    { auto: true },
  ],
});

// No CDP throttling: it overrides the browser's network state, so that `context.setOffline`
// would not reach navigator.onLine.
test.use({ serviceWorkers: 'allow', networkProfile: null });
// One server, changed by the tests in turn.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  server = await startOwnServer();
});
test.afterAll(async () => {
  await server?.close();
});
test.afterEach(({ context }) => context.setOffline(false));

/** Waits until the service worker controls the page (it installs when the first visit is idle). */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}

const builds = (page: Page) => page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('bdplay-v-')));

test('after one visit, an offline reload shows the shell, the cached banners and “no internet”', async ({ page, context }) => {
  await page.goto(`${server.baseURL}/m/home`);
  await appReady(page);
  await controlled(page);
  // A second visit goes through the worker: it keeps the guest's start-up data and pictures.
  await page.reload();
  await appReady(page);
  await expect(page.getByRole('link', { name: 'সাপ্তাহিক ক্যাশব্যাক' }).first()).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await appReady(page);
  if (await page.evaluate(() => navigator.onLine)) {
    // Chromium 150 (Debian's on 29 Nov 2026) serves the reload offline but tells the new document
    // it is online; Chromium 156 does not. There the app can only learn it from the `offline`
    // event, which going offline again sends: the notice must then come from its listener.
    await context.setOffline(false);
    await context.setOffline(true);
  }
  await expect(page.getByRole('status').filter({ hasText: 'ইন্টারনেট সংযোগ নেই' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'প্রধান মেনু' })).toBeVisible();
  const banner = page.locator('img[fetchpriority="high"]');
  await expect(banner).toHaveJSProperty('complete', true);
  expect(await banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // The notice goes when the network returns.
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'ইন্টারনেট সংযোগ নেই' })).toHaveCount(0);
});

test('offline, a page never opened gets the offline page, whose home link leads to the cached shell', async ({ page, context }) => {
  await page.goto(`${server.baseURL}/m/home`);
  await appReady(page);
  await controlled(page);
  await context.setOffline(true);
  await page.goto(`${server.baseURL}/m/help`);
  await expect(page.getByRole('heading', { name: 'ইন্টারনেট সংযোগ নেই' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No internet connection' })).toBeVisible();
  await page.getByRole('link', { name: 'হোম · Home' }).click();
  await appReady(page);
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('navigation', { name: 'প্রধান মেনু' })).toBeVisible();
});

test('the worker answers only the app’s pages: an address of the server opened directly is the server’s', async ({ page }) => {
  await page.goto(`${server.baseURL}/m/home`);
  await appReady(page);
  await controlled(page);
  // A launched game's page (the demo game) is such an address too; this one needs no launch.
  const answer = await page.goto(`${server.baseURL}/wps/system/status`);
  expect(answer?.headers()['content-type']).toMatch(/^application\/json/);
  expect(await page.locator('#app').count()).toBe(0);
});

test('a new deployment replaces the old shell by the next navigation', async ({ page, swTrace }) => {
  // Three times the usual minute: the test builds the service worker again (a Vite build, 5–25 s)
  // and the new worker downloads the shell, on CI's two cores that the other lanes keep busy
  // (22–30 s in passing full runs, past 60 s once). The wait for the new build stays 30 s.
  test.slow();
  await page.goto(`${server.baseURL}/m/home`);
  await appReady(page);
  await controlled(page);
  const before = await builds(page);
  expect(await page.locator('meta[name="build"]').count()).toBe(0);

  server.deploy('index.html', (html) => html.replace('<title>', '<meta name="build" content="2"><title>'));
  await rebuildServiceWorker(server);
  swTrace.note('deployed');

  // The worker answers this one from its cache while the browser finds and installs the new worker.
  await page.reload();
  await appReady(page);
  swTrace.note('reloaded');
  await expect.poll(async () => (await builds(page)).filter((n) => !before.includes(n)).length, { timeout: 30_000 }).toBe(1);
  swTrace.note('the new build is cached');
  await page.reload();
  await appReady(page);
  await expect(page.locator('meta[name="build"]')).toHaveAttribute('content', '2');
});

test('the server-side switch retires the worker and its caches', async ({ page }) => {
  await page.goto(`${server.baseURL}/m/home`);
  await appReady(page);
  await controlled(page);
  await server.restart({ SERVICE_WORKER: 'off' });
  // The next navigation finds the retiring worker, which removes itself and reloads the page (an
  // evaluation that meets that reload counts as "not yet").
  await page.reload();
  const left = () =>
    page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length + (await caches.keys()).length).catch(() => -1);
  await expect.poll(left, { timeout: 30_000 }).toBe(0);
  await appReady(page);
  await server.restart();
});
