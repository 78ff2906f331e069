// Data-saver mode (docs/offline.md): no Swiper, no prefetching, the small banners, the banners moved
// only by the arrows, the mode shown in the header; and, for contrast, what a fast network without
// it fetches ahead.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { appReady } from './support/app.ts';

/** Chunks that only a prefetch or Swiper would fetch on a fresh home visit. */
const AHEAD = /\/assets\/(swiper|start-swiper|game-list|more-routes|Overlays)-/;

function requests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(new URL(r.url()).pathname));
  return urls;
}

async function homeSettled(page: Page): Promise<void> {
  await page.goto('/m/home');
  await appReady(page);
  await page.waitForLoadState('networkidle');
}

test('data saver: no Swiper, nothing fetched ahead, small banners, arrows instead of autoplay @journey', async ({ page, context, baseURL }) => {
  // A player who turned it on earlier: the choice and the cookie that tells the server (home's HTML
  // then preloads the small first banner).
  await page.addInitScript(() => localStorage.setItem('DATA_SAVER', 'true'));
  await context.addCookies([{ name: 'ds', value: '1', url: baseURL! }]);
  const urls = requests(page);
  await homeSettled(page);
  await expect(page.getByRole('banner').getByRole('img', { name: 'ডেটা সাশ্রয় চালু' })).toBeVisible();

  const next = page.getByRole('button', { name: 'পরের ব্যানার' });
  await expect(next).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(urls.filter((u) => AHEAD.test(u))).toEqual([]);
  const banners = () => urls.filter((u) => u.startsWith('/cdn/banners/'));
  expect(banners()).toEqual(['/cdn/banners/home-1.sm.webp']);

  // Nothing moves by itself; the arrows move the banners, each picture loading when it is shown.
  await page.waitForTimeout(6000);
  await expect(page.getByRole('link', { name: 'সাপ্তাহিক ক্যাশব্যাক' })).toBeInViewport();
  await next.click();
  await expect(page.getByRole('link', { name: 'লাইভ ক্রিকেট' })).toBeInViewport();
  await expect.poll(banners).toEqual(['/cdn/banners/home-1.sm.webp', '/cdn/banners/home-2.sm.webp']);
  await page.getByRole('button', { name: 'আগের ব্যানার' }).click();
  await expect(page.getByRole('link', { name: 'সাপ্তাহিক ক্যাশব্যাক' })).toBeInViewport();
});

test('without data saver on a fast network: Swiper once the carousel first moves, the game list fetched ahead', async ({ page }) => {
  const urls = requests(page);
  await homeSettled(page);
  // The first autoplay step is due 5 s after the page settled: Swiper comes then, and its bullets.
  await expect(page.getByRole('button', { name: 'ব্যানার ২' })).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => urls.filter((u) => /\/assets\/(swiper|game-list|more-routes)-[\w-]+\.js$/.test(u)).length).toBe(3);
  expect(urls).toContain('/cdn/banners/home-1.webp');
  expect(urls.some((u) => u.endsWith('.sm.webp'))).toBe(false);
  await expect(page.getByRole('banner').getByRole('img', { name: 'ডেটা সাশ্রয় চালু' })).toHaveCount(0);
});
