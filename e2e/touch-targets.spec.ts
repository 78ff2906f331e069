/**
 * Touch targets (issue 17, item 3): the shared controls players meet first — header, language
 * flags, banner dots, the winners' play buttons, the account forms — are at least 44×44 px in BN
 * and EN at the narrowest phone width, and the floating service button leaves the last row of home
 * tappable. The route-wide sweep applies the same measurement (support/touch-targets.ts) to every page.
 */
import { open } from './support/app.ts';
import { expect, test } from './support/fixtures.ts';
import { smallTargets } from './support/touch-targets.ts';

// The players' default: the winners ticker moves (e2e runs reduced, playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

const LANGS = [
  { lang: 'BN', play: /^এখনই খেলুন/ },
  { lang: 'EN', play: /^Play now/ },
] as const;

for (const { lang, play } of LANGS) {
  test.describe(`${lang}, 320 px`, () => {
    test.use({ viewport: { width: 320, height: 640 } });
    test.beforeEach(async ({ page }) => {
      if (lang === 'EN') await page.addInitScript(() => localStorage.setItem('hisLang', 'EN'));
    });

    for (const path of ['/m/home', '/m/login', '/m/register', '/m/winnerPage']) {
      test(`${path}: every control has a 44×44 px touch area`, async ({ page }) => {
        await open(page, path);
        await page.waitForLoadState('networkidle');
        expect(await smallTargets(page)).toEqual([]);
      });
    }

    test('home: the floating service button leaves the last winner’s play button tappable', async ({ page }) => {
      await open(page, '/m/home');
      const buttons = page.getByRole('button', { name: play });
      await expect(buttons.first()).toBeVisible();
      await expect(page.getByRole('button', { name: lang === 'BN' ? 'গ্রাহক সেবা' : 'Customer service' })).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      // The winners are a ticker: the last row on screen is the lowest button its clipping box
      // shows whole. Does a tap anywhere on it reach it, with the page scrolled to its end?
      const reached = await buttons.evaluateAll((all) => {
        const whole = (el: Element) => {
          const box = el.getBoundingClientRect();
          for (let a = el.parentElement; a; a = a.parentElement) {
            if (getComputedStyle(a).overflowY === 'visible') continue;
            const clip = a.getBoundingClientRect();
            if (box.top < clip.top || box.bottom > clip.bottom) return false;
          }
          return true;
        };
        const last = all.filter(whole).at(-1)!;
        const box = last.getBoundingClientRect();
        for (const x of [0.1, 0.5, 0.9])
          for (const y of [0.25, 0.75]) {
            const hit = document.elementFromPoint(box.x + box.width * x, box.y + box.height * y);
            if (!last.contains(hit)) return hit?.closest('button, a')?.getAttribute('aria-label') ?? String(hit?.tagName);
          }
        return 'the button';
      });
      expect(reached).toBe('the button');
    });
  });
}
