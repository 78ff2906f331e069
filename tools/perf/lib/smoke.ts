/**
 * Does a build work? The React comparison is worthless if one side renders nothing: before
 * measuring, each build's home is opened unthrottled and checked (the app started, banners and
 * games are shown, a tap on the header's login link changes the route without a page load), and
 * the page's errors are collected.
 */
import type { Browser } from '@playwright/test';
import { LOW_END_ANDROID } from '../../../e2e/support/browser.ts';

export interface SmokeResult {
  ok: boolean;
  checks: { name: string; pass: boolean }[];
  /** Uncaught page errors and console errors, first 300 characters each. */
  errors: string[];
}

const BN = { offers: 'অফার', login: 'লগ ইন', username: 'ইউজারনেম', popular: 'জনপ্রিয় গেম' };

export async function smokeCheck(browser: Browser, origin: string): Promise<SmokeResult> {
  const context = await browser.newContext({ ...LOW_END_ANDROID, serviceWorkers: 'block' });
  const errors: string[] = [];
  const checks: SmokeResult['checks'] = [];
  const check = async (name: string, test: () => Promise<unknown>): Promise<void> => {
    checks.push({
      name,
      pass: await test().then(
        (v) => v !== false,
        () => false,
      ),
    });
  };
  try {
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(`page error: ${e.message.slice(0, 300)}`));
    page.on('console', (m) => void (m.type() === 'error' && errors.push(`console: ${m.text().slice(0, 300)}`)));
    await page.goto(`${origin}/m/home`, { waitUntil: 'load', timeout: 60_000 });
    await check('the app started (#app[data-ready])', () => page.locator('#app[data-ready]').waitFor({ state: 'attached', timeout: 30_000 }));
    await check('banners shown', () =>
      page.getByRole('region', { name: BN.offers }).locator('img[src]').first().waitFor({ state: 'visible', timeout: 15_000 }),
    );
    await check('games shown', () => page.getByRole('tabpanel').getByRole('button').first().waitFor({ state: 'visible', timeout: 15_000 }));
    await page.keyboard.press('Escape'); // an announcement popup may be open
    await page.evaluate(() => ((window as unknown as { __smoke: number }).__smoke = 1));
    await check('route change to /m/login without a page load', async () => {
      await page.getByRole('banner').getByRole('link', { name: BN.login, exact: true }).click({ timeout: 10_000 });
      await page.waitForURL('**/m/login', { timeout: 10_000 });
      await page.getByRole('textbox', { name: BN.username, exact: true }).waitFor({ state: 'visible', timeout: 15_000 });
      return page.evaluate(() => (window as unknown as { __smoke?: number }).__smoke === 1);
    });
  } catch (error) {
    errors.push(`smoke check: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  } finally {
    await context.close().catch(() => undefined);
  }
  return { ok: checks.length === 4 && checks.every((c) => c.pass), checks, errors };
}

export function formatSmoke(name: string, s: SmokeResult): string {
  return [
    `${name}: ${s.ok ? 'works' : 'DOES NOT WORK'} — ${s.checks.map((c) => `${c.name} ${c.pass ? '✓' : '✗'}`).join('; ')}`,
    ...s.errors.slice(0, 10).map((e) => `  ${e}`),
  ].join('\n');
}
