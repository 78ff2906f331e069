/**
 * Home at a small phone's width (issue 17): the hot-match list shows whole team names (they were cut
 * to 3–4 letters), and the floating service button leaves the end of the page free (it covered the
 * last winner's play button); the logged-out header's brand and actions side by side at 320 and
 * 360 px in both languages (Log in ran over the brand). Overflow of every page is the route sweep's
 * (sweep.spec.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { open } from './support/app.ts';
import { expect, test } from './support/fixtures.ts';

const BET = 'বাজি ধরুন: ';
const VS = ' বনাম ';

/** Whether a text is cut: it does not fit its own box (ellipsis or clipping). */
const cut = (text: Locator) => text.evaluate((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1);

const overlap = async (a: Locator, b: Locator) => {
  const [p, q] = [await a.boundingBox(), await b.boundingBox()];
  return !!p && !!q && p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height;
};

async function home(page: Page, width: number) {
  await page.setViewportSize({ width, height: 740 });
  await open(page, '/m/home');
}

test("the hot-match list shows both teams' whole names on a 320 px phone", async ({ page }) => {
  await home(page, 320);
  await page.getByRole('button', { name: 'হট ম্যাচ', exact: true }).click();
  const list = page.getByRole('dialog', { name: 'হট ম্যাচ' });
  const bets = list.getByRole('button', { name: new RegExp(`^${BET}`) });
  await expect(bets).not.toHaveCount(0);
  for (const label of await bets.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))) {
    const [homeTeam, awayTeam] = label.slice(BET.length).split(VS) as [string, string];
    for (const team of [homeTeam, awayTeam]) {
      const name = list.getByText(team, { exact: true }).first();
      await expect(name).toBeVisible();
      expect(await cut(name), `"${team}" is cut`).toBe(false);
    }
  }
});

test("scrolled to the end, the service button covers none of the winners' play buttons", async ({ page }) => {
  await home(page, 360);
  const service = page.getByRole('button', { name: 'গ্রাহক সেবা', exact: true });
  const plays = page.getByRole('region', { name: 'সাম্প্রতিক বিজয়ী' }).getByRole('button', { name: /^এখনই খেলুন/ });
  await expect(service).toBeVisible();
  await expect(plays).not.toHaveCount(0);
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight)).toBe(true);
  // A tap anywhere on a play button shown (a grid of points: the floating button is round) must
  // not land on the service button.
  const toggle = await service.elementHandle();
  const covered = await plays.evaluateAll(
    (buttons, floating) =>
      buttons.flatMap((b) => {
        const r = b.getBoundingClientRect();
        const points = [];
        for (let x = r.left + 2; x < r.right; x += 6) for (const y of [r.top + 2, r.top + r.height / 2, r.bottom - 2]) points.push([x, y] as const);
        const hits = points.map(([x, y]) => document.elementFromPoint(x, y));
        // Shown (some of it is hit: the rows scrolled out of the winners' box are not) and partly under
        // the floating button, which is narrower than a play button.
        const under = hits.some((h) => b.contains(h)) && hits.some((h) => floating!.contains(h));
        return under ? [b.getAttribute('aria-label')] : [];
      }),
    toggle,
  );
  expect(covered, 'play buttons under the service button').toEqual([]);
});

for (const [lang, names] of [
  ['BN', { logIn: 'লগ ইন', register: 'নিবন্ধন', menu: 'মেনু', saver: 'ডেটা সাশ্রয় চালু' }],
  ['EN', { logIn: 'Log in', register: 'Register', menu: 'Menu', saver: 'Data saver on' }],
] as const) {
  for (const saver of [false, true]) {
    test(`the logged-out header's brand, Log in, Register, flags and menu do not overlap at 320 and 360 px in ${lang}${saver ? ', with the data-saver mark' : ''}`, async ({
      page,
    }) => {
      await page.addInitScript(([l, on]) => (localStorage.setItem('hisLang', l), localStorage.setItem('DATA_SAVER', String(on))), [
        lang,
        saver,
      ] as const);
      for (const width of [320, 360]) {
        await home(page, width);
        const header = page.getByRole('banner');
        const parts = [
          header.getByRole('img', { name: 'BD Play' }),
          ...(saver ? [header.getByRole('img', { name: names.saver })] : []),
          header.getByRole('link', { name: names.logIn, exact: true }),
          header.getByRole('link', { name: names.register, exact: true }),
          header.getByRole('button', { name: 'বাংলা', exact: true }),
          header.getByRole('button', { name: 'English', exact: true }),
          header.getByRole('button', { name: names.menu, exact: true }),
        ];
        for (const part of parts) await expect(part).toBeInViewport({ ratio: 1 });
        for (const [i, a] of parts.entries())
          for (const b of parts.slice(i + 1)) expect(await overlap(a, b), `${width} px: ${String(a)} overlaps ${String(b)}`).toBe(false);
      }
    });
  }
}
