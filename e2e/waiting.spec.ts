// Waiting that shows progress (docs/perf.md, "Waiting that shows progress"): a tap to a page whose
// chunk is slow shows the top bar, which never takes a tap and is gone once the page renders; a
// record page's rows replace its skeleton without a layout shift, each row where its skeleton
// row was.

import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { consoleErrors } from './support/console.ts';
import { DEMO } from './support/accounts.ts';
import { logIn, open } from './support/app.ts';

/** A request held until the test lets it go (a slow chunk or answer, without a timing guess). */
async function hold(page: Page, url: RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

type Box = { top: number; left: number; width: number; height: number };
const boxes = (page: Page, selector: string): Promise<Box[]> =>
  page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, left: r.left, width: r.width, height: r.height };
    }),
  );

test('a tap to a page whose chunk is slow shows the top bar, which takes no tap and is gone once the page renders', async ({ page }) => {
  const errors = consoleErrors(page);
  await open(page, '/m/home');
  const release = await hold(page, /\/assets\/activity-[\w-]+\.js$/);
  await page.getByRole('link', { name: 'অ্যাক্টিভিটি', exact: true }).click();

  const bar = page.locator('.wait-bar');
  await expect(bar).toHaveClass('wait-bar');
  await expect(bar).toBeVisible();
  await expect(bar).toHaveCSS('position', 'fixed');
  await expect(bar).toHaveCSS('pointer-events', 'none');
  await expect(bar).toHaveAttribute('class', 'wait-bar'); // nothing for a screen reader: no role, no text
  expect(await bar.evaluate((el) => [el.getBoundingClientRect().top, el.getBoundingClientRect().height, el.textContent])).toEqual([0, 3, '']);

  release();
  await expect(page).toHaveURL(/\/m\/activity$/);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await expect(bar).toHaveClass('wait-bar done');
  await expect(bar).toHaveCSS('opacity', '0');
  expect(errors).toEqual([]);
});

test('a record page: its rows replace the skeleton with no layout shift, each where its skeleton row was', async ({ page }) => {
  const errors = consoleErrors(page);
  await logIn(page, DEMO.agent.username, DEMO.agent.password);
  const release = await hold(page, /\/wps\/agent\/downlines/);
  await page.evaluate(() => {
    history.pushState(null, '', '/m/member/team');
    dispatchEvent(new PopStateEvent('popstate'));
  });

  const skeleton = 'main [aria-busy="true"] ul[aria-hidden="true"] > li';
  await expect(page.locator(skeleton)).toHaveCount(8);
  await expect(page.locator('main [aria-busy="true"] [role="status"]')).toHaveText('অনুগ্রহ করে অপেক্ষা করুন');
  // Each shift with what moved, so a failure names the element.
  await page.evaluate(() => {
    type Shift = { value: number; hadRecentInput: boolean; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
    const w = window as unknown as { shifts: unknown[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Shift[])
        if (!e.hadRecentInput)
          w.shifts.push({
            value: e.value,
            moved: e.sources.map((s) => [
              s.node instanceof Element ? s.node.outerHTML.slice(0, 120) : String(s.node),
              s.previousRect.toJSON(),
              s.currentRect.toJSON(),
            ]),
          });
    }).observe({ type: 'layout-shift' });
  });
  const viewport = page.viewportSize()!.height;
  const ghostRows = (await boxes(page, skeleton)).filter((b) => b.top < viewport);
  const [ghostTotals] = await boxes(page, 'main dl[aria-hidden="true"]');

  release();
  const rows = page.getByRole('list', { name: 'টিম সদস্য' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  await expect(page.locator(skeleton)).toHaveCount(0);
  // Two frames for the layout-shift entries of the swap to be delivered.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const shifts = await page.evaluate(() => (window as unknown as { shifts: unknown[] }).shifts);
  expect(shifts).toEqual([]);

  const [totals] = await boxes(page, 'main dl[aria-label="মোট"]');
  expect(totals).toEqual(ghostTotals);
  const shown = (await boxes(page, 'main ul[role="list"] > li')).slice(0, ghostRows.length);
  expect(shown.length).toBeGreaterThan(2);
  expect(shown).toEqual(ghostRows.slice(0, shown.length));
  expect(errors).toEqual([]);
});
