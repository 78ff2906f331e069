/**
 * Counts the touch targets under 44×44 px on every page of the path table (issue 17, item 3):
 * as guest, member and agent, in BN and EN, at 360 and 320 px, each page loaded first in its tab.
 * Also says where a page is wider than the phone. A measuring tool for people; the route-wide
 * sweep (e2e/sweep.spec.ts) enforces the same measurement (e2e/support/touch-targets.ts).
 *
 *   BASE_URL=http://127.0.0.1:4251 npx tsx scripts/touch-targets.ts [--routes home,mine] [--shots DIR]
 *
 * --shots DIR also saves a 360 px screenshot of each visit (DIR/<role>-<lang>-<name>.png).
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { pages, pathOf, type PageName as PathName } from '../src/app/pages.ts';
import { CHROMIUM_ARGS, LOW_END_ANDROID, chromiumExecutable } from '../e2e/support/browser.ts';
import { DEMO, MERCHANT } from '../e2e/support/accounts.ts';
import { smallTargets, type SmallTarget } from '../e2e/support/touch-targets.ts';

type Role = 'guest' | 'member' | 'agent';
type Lang = 'BN' | 'EN';
const BASE = process.env.BASE_URL ?? 'http://127.0.0.1:4173';
const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const only = arg('--routes')?.split(',');
const shots = arg('--shots');
const roles = (arg('--roles')?.split(',') ?? ['guest', 'member', 'agent']) as Role[];
const langs = (arg('--langs')?.split(',') ?? ['BN', 'EN']) as Lang[];
const WIDTHS = [360, 320];
const SESSION_KEY = 'MC_SESSION_INFO';

async function seenPopups(): Promise<string> {
  const res = await fetch(`${BASE}/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,H&groupName=m_home&platform=M&merchantCode=${MERCHANT}`, {
    headers: { Merchant: MERCHANT },
  });
  const popups = ((await res.json()).value?.popup ?? []) as { title: string; content: string }[];
  return JSON.stringify({ show: false, seen: popups.map((p) => `${p.title},${p.content}`) });
}

async function session(browser: Browser, role: Role): Promise<string | null> {
  if (role === 'guest') return null;
  const account = role === 'agent' ? DEMO.agent : DEMO.member;
  const context = await browser.newContext({ ...LOW_END_ANDROID, baseURL: BASE, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto('/m/login');
  await page.locator('#app[data-ready]').waitFor({ state: 'attached' });
  await page.getByRole('textbox', { name: 'ইউজারনেম', exact: true }).fill(account.username);
  await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'লগ ইন', exact: true }).click();
  await page.waitForURL(/\/m\/home$/);
  const value = await page.evaluate((k) => localStorage.getItem(k), SESSION_KEY);
  await context.close();
  return value;
}

async function tab(browser: Browser, token: string | null, lang: Lang, popups: string): Promise<Page> {
  const context: BrowserContext = await browser.newContext({ ...LOW_END_ANDROID, baseURL: BASE, serviceWorkers: 'block' });
  await context.addInitScript(
    ({ token, lang, popups, key }) => {
      // Each visit starts as a first load: only the session, the language and the seen popups.
      if (sessionStorage.getItem('touch-visit') !== location.href) {
        sessionStorage.setItem('touch-visit', location.href);
        localStorage.clear();
        if (token) localStorage.setItem(key, token);
        if (lang === 'EN') localStorage.setItem('hisLang', 'EN');
        for (const k of ['USER_POPUP', 'ANONYMOUS_POPUP']) localStorage.setItem(k, popups);
      }
    },
    { token, lang, popups, key: SESSION_KEY },
  );
  return context.newPage();
}

interface Result {
  role: Role;
  lang: Lang;
  name: PathName;
  width: number;
  small: SmallTarget[];
  overflow: number;
}

async function measure(page: Page, role: Role, lang: Lang, name: PathName): Promise<Result[]> {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(pathOf(name));
  await page.locator('#app[data-ready]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(400);
  if (shots) await page.screenshot({ path: `${shots}/${role}-${lang}-${name}.png` });
  const out: Result[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    await page.waitForTimeout(150);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    out.push({ role, lang, name, width, small: await smallTargets(page), overflow });
  }
  return out;
}

async function main() {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: [...CHROMIUM_ARGS] });
  const popups = await seenPopups();
  const names = (Object.keys(pages) as PathName[]).filter((n) => !only || only.includes(n));
  const jobs: [Role, Lang][] = roles.flatMap((r) => langs.map((l) => [r, l] as [Role, Lang]));
  const results: Result[] = [];
  // Three lanes: one tab per role and language, visiting every page in turn.
  let next = 0;
  const tokens = new Map<Role, string | null>();
  for (const r of roles) tokens.set(r, await session(browser, r));
  const lane = async () => {
    while (next < jobs.length) {
      const [role, lang] = jobs[next++]!;
      const page = await tab(browser, tokens.get(role)!, lang, popups);
      for (const name of names) {
        try {
          results.push(...(await measure(page, role, lang, name)));
        } catch (e) {
          console.error(`${role} ${lang} ${name}: ${String(e).split('\n')[0]}`);
        }
      }
      await page.context().close();
    }
  };
  await Promise.all([lane(), lane(), lane()]);
  await browser.close();

  const total = results.reduce((n, r) => n + r.small.length, 0);
  console.log(`visits ${results.length / WIDTHS.length}, measurements ${results.length}, small targets (sum over measurements) ${total}`);
  for (const width of WIDTHS) {
    const rs = results.filter((r) => r.width === width);
    console.log(
      `  ${width} px: ${rs.reduce((n, r) => n + r.small.length, 0)} small, ${rs.filter((r) => r.overflow > 0).length} pages wider than the phone`,
    );
  }
  // Distinct controls (by description and size), with where they were seen.
  const distinct = new Map<string, { n: number; sizes: Set<string>; text: string; where: Set<string> }>();
  for (const r of results)
    for (const s of r.small) {
      const d = distinct.get(s.kind) ?? { n: 0, sizes: new Set(), text: s.text, where: new Set() };
      d.n++;
      d.sizes.add(`${s.width}×${s.height}`);
      d.where.add(r.name);
      distinct.set(s.kind, d);
    }
  console.log(`kinds of small controls: ${distinct.size}`);
  for (const [kind, d] of [...distinct].sort((a, b) => b[1].n - a[1].n)) {
    const where = [...d.where];
    console.log(
      `  ${d.n}× ${kind} "${d.text}" ${[...d.sizes].slice(0, 4).join(' ')} @ ${where.slice(0, 5).join(',')}${where.length > 5 ? ` +${where.length - 5}` : ''}`,
    );
  }
  for (const r of results.filter((r) => r.overflow > 0)) console.log(`overflow ${r.role} ${r.lang} ${r.width}px ${pathOf(r.name)}: +${r.overflow}px`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
