/**
 * Every route, loaded first, in both languages, at both phone widths (issue 17 "Route-wide checks").
 *
 * Each path of the app's path table (src/lib/paths.ts, so a new page is visited without editing
 * this file), plus the query variants the pages link to (each `gameType` and `prizeMode`, one of
 * any other kind), is the first page of a visit: only the session and the language (`hisLang`) in
 * storage, no catalog or data cached. As a guest, as a member (demo01) and as an agent (agent01)
 * where the page differs (support/lanes.ts): visitors' pages as a guest, the agent's as a guest and
 * an agent, every other page as a guest and a member, and home and the member centre also as an
 * agent. A page that sends the role elsewhere (a guest to log in) is not checked twice: the page it
 * sends to is visited on its own. A guest is not sent to the pages the app's access table sends
 * guests away from, but for the first of each kind, checked where it lands (login with its reason).
 *
 * Each load is made at 320 px, checked, then the viewport is set to 360 px and checked again
 * without a reload (a reload per width would double the cost for nothing the layout does not
 * show on a resize). The checks, each finding naming path, role, language, width and element:
 *   ids      no raw Lingui message id on screen (support/message-ids.ts) and no "Uncompiled message";
 *   overflow no page wider than the phone, naming the widest elements that stick out;
 *   latin    no Latin interface text in BN outside support/latin-allow.ts;
 *   touch    every visible control at least 44×44 px, or in support/touch-exceptions.ts;
 *   axe      no serious or critical axe-core violation (once per load, at 360 px: what it checks
 *            does not change with the width, and it is the costly part of a visit);
 *   errors   no uncaught error, no console.error but the browser's network noise.
 *
 * One browser, LANES lanes of reused tabs (one per role and language), as the fault suite does.
 * One test per language, one after the other in one worker. SWEEP_REPORT=1 prints a table of all
 * findings and passes (before/after counts); SWEEP_ROUTES=home,mine narrows a local run to some
 * pages; SWEEP_OUT=file appends the findings to a file as they come.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from '@playwright/test';
import { accessFor } from '../src/app/access.ts';
import { canonicalPath, paths, type AppPath, type PathName } from '../src/lib/paths.ts';
import { appReady } from './support/app.ts';
import { consoleErrors } from './support/console.ts';
import { NETWORK_NOISE } from './support/faults.ts';
import { expect, test } from './support/fixtures.ts';
import { GUEST_PAGES, SESSION_KEY, inLanes, isAgentPage, laneContext, sessionState, type Role } from './support/lanes.ts';
import { LATIN_ALLOWED } from './support/latin-allow.ts';
import { messageIds } from './support/message-ids.ts';
import { checkPage, type CheckOutput } from './support/page-checks.ts';
import { callsInFlight, quiet, type Calls } from './support/settle.ts';
import { TOUCH_EXCEPTIONS } from './support/touch-exceptions.ts';

type Lang = 'BN' | 'EN';
type Check = keyof CheckOutput | 'axe' | 'errors';
const LANGS: Lang[] = ['BN', 'EN'];
const WIDTHS = [320, 360] as const;
const LANES = 3;
const REPORT = !!process.env.SWEEP_REPORT;

/** Pages whose look depends on being an agent (the contract prompt, the agent's shortcuts). */
const AGENT_TOO: PathName[] = ['home', 'mine'];
/** Query keys whose every value is its own page; for any other key one link is visited. */
const VARY_BY = ['gameType', 'prizeMode'];
/** Links not followed: a game's launch leaves the app, a login's `redirect` is the same form. */
const NOT_FOLLOWED = (url: URL) => url.pathname === paths.launchGame || url.searchParams.has('redirect');

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const ids = [...messageIds().keys()];

interface Target {
  path: string;
  role: Role;
  lang: Lang;
  /** Sent elsewhere by the access table: check the page it lands on (else a page that sends the
   *  role elsewhere is not checked: the page it lands on is visited on its own). */
  checkWhereItLands?: boolean;
}

interface Finding {
  check: Check;
  target: Target;
  width: number | null;
  detail: string;
}

function rolesFor(name: PathName): Role[] {
  if (GUEST_PAGES.includes(name)) return ['guest'];
  if (isAgentPage(name)) return ['guest', 'agent'];
  return AGENT_TOO.includes(name) ? ['guest', 'member', 'agent'] : ['guest', 'member'];
}

const only = process.env.SWEEP_ROUTES?.split(',');

/** Where the app's own access table (src/app/access.ts) sends a guest from this page, if anywhere. */
const guestSentTo = (path: string) => {
  const access = accessFor(path as AppPath, null);
  return access.kind === 'redirect' ? `${access.to} (${access.reason})` : null;
};

/** A guest sent from 32 pages to log in (or home) meets the same page each time: the first of each
 *  kind is visited and checked where it lands (login with its reason to log in), the others are not
 *  loaded at all (64 loads, a fifth of the sweep; the redirects themselves: e2e/flows.spec.ts). */
const firstTargets = (): Target[] => {
  const sent = new Set<string>();
  return (Object.entries(paths) as [PathName, string][])
    .filter(([name]) => !only || only.includes(name))
    .flatMap(([name, path]) =>
      LANGS.flatMap((lang) =>
        rolesFor(name).flatMap((role): Target[] => {
          const to = role === 'guest' ? guestSentTo(path) : null;
          if (!to) return [{ path, role, lang }];
          if (sent.has(`${lang} ${to}`)) return [];
          sent.add(`${lang} ${to}`);
          return [{ path, role, lang, checkWhereItLands: true }];
        }),
      ),
    );
};

interface Tab {
  page: Page;
  errors: string[];
  uncompiled: string[];
  calls: Calls;
}

async function tabFor(lane: Map<string, Tab>, browser: Browser, baseURL: string, role: Role, lang: Lang): Promise<Tab> {
  const key = `${role}:${lang}`;
  let tab = lane.get(key);
  if (!tab) {
    const session = await sessionState(browser, role);
    const origin = new URL(baseURL).origin;
    const stored = session.origins.find((o) => o.origin === origin)?.localStorage ?? [];
    const context = await laneContext(browser, {
      cookies: session.cookies,
      origins: [{ origin, localStorage: [...stored, { name: 'hisLang', value: lang }] }],
    });
    const page = await context.newPage();
    const uncompiled: string[] = [];
    page.on(
      'console',
      (m) =>
        void (
          m.type() === 'warning' &&
          m.text().includes('Uncompiled message') &&
          uncompiled.push(
            m
              .text()
              .split('\n')
              .find((l) => l.startsWith('>')) ?? m.text(),
          )
        ),
    );
    tab = { page, errors: consoleErrors(page, { ignore: NETWORK_NOISE }), uncompiled, calls: callsInFlight(page) };
    lane.set(key, tab);
  }
  return tab;
}

/** Back to a first visit's storage: the session and the language only. */
async function resetTab(tab: Tab, lang: Lang): Promise<void> {
  if (tab.page.url().startsWith('http')) {
    await tab.page.evaluate(
      ([keep, lang]) => {
        for (const key of Object.keys(localStorage)) if (key !== keep) localStorage.removeItem(key);
        localStorage.setItem('hisLang', lang);
        sessionStorage.clear();
      },
      [SESSION_KEY, lang] as const,
    );
  }
  tab.errors.length = 0;
  tab.uncompiled.length = 0;
}

const timing = { loads: 0, axeMs: 0, checkMs: 0 };

async function runAxe(page: Page): Promise<string[]> {
  const t0 = Date.now();
  // Evaluated, not a <script>: the app's CSP (rightly) refuses inline scripts.
  await page.evaluate(axeSource);
  const found = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (ctx: Document, o: object) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    // Only rules that can report a serious or critical violation: a rule's impact is fixed, and
    // the others (landmarks, heading order: minor or moderate) cost time for findings not counted.
    const uncounted =
      (axe as unknown as { _audit?: { rules: { id: string; impact?: string }[] } })._audit?.rules
        .filter((r) => r.impact === 'minor' || r.impact === 'moderate')
        .map((r) => r.id) ?? [];
    const rules = Object.fromEntries(uncounted.map((id) => [id, { enabled: false }]));
    const { violations } = await axe.run(document, { resultTypes: ['violations'], rules });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}, ${v.nodes.length}×): ${v.help} — ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(', ')}`,
      );
  });
  timing.axeMs += Date.now() - t0;
  return found;
}

/** Links to pages of the path table with a query the sweep has not visited yet. */
async function variants(page: Page, from: Target, seen: Set<string>): Promise<Target[]> {
  const hrefs = await page.evaluate(() => [...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href));
  const out: Target[] = [];
  for (const href of hrefs) {
    const url = new URL(href);
    if (url.origin !== new URL(page.url()).origin || !url.search || !canonicalPath(url.pathname) || NOT_FOLLOWED(url)) continue;
    const kind = [...url.searchParams.keys()]
      .sort()
      .map((k) => (VARY_BY.includes(k) ? `${k}=${url.searchParams.get(k)}` : k))
      .join('&');
    const key = `${from.lang} ${from.role} ${url.pathname}?${kind}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ path: url.pathname + url.search, role: from.role, lang: from.lang });
  }
  return out;
}

async function visit(tab: Tab, target: Target, seen: Set<string>): Promise<{ findings: Finding[]; more: Target[] }> {
  const { page } = tab;
  const findings: Finding[] = [];
  const add = (check: Check, width: number | null, details: string[]) =>
    findings.push(...details.map((detail) => ({ check, target, width, detail })));
  try {
    await resetTab(tab, target.lang);
    await page.setViewportSize({ width: WIDTHS[0], height: 740 });
    await page.goto(target.path);
    timing.loads++;
    await appReady(page);
    await quiet(page, tab.calls, 300);
    const landed = new URL(page.url()).pathname;
    if (landed !== new URL(target.path, page.url()).pathname && !target.checkWhereItLands) return { findings, more: [] }; // checked as its own page
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const t0 = Date.now();
    for (const width of WIDTHS) {
      if (width !== WIDTHS[0]) {
        await page.setViewportSize({ width, height: 740 });
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      }
      const found = await page.evaluate(checkPage, {
        ids,
        width,
        bn: target.lang === 'BN',
        latinAllowed: LATIN_ALLOWED.map((a) => a.text),
        touchExceptions: TOUCH_EXCEPTIONS.map((e) => e.selector),
      });
      for (const check of Object.keys(found) as (keyof CheckOutput)[]) add(check, width, found[check]);
    }
    timing.checkMs += Date.now() - t0;
    add('axe', null, await runAxe(page));
    add(
      'ids',
      null,
      [...new Set(tab.uncompiled)].map((m) => `"Uncompiled message" warning: ${m}`),
    );
    add('errors', null, [...tab.errors]);
    return { findings, more: await variants(page, target, seen) };
  } catch (e) {
    add('errors', null, [
      `the visit failed: ${String(e)
        .split('\n')
        .filter((l) => l.trim())
        .slice(0, 4)
        .join(' | ')}`,
    ]);
    return { findings, more: [] };
  }
}

/** The same finding at both widths is one line. */
function lines(findings: Finding[]): string[] {
  const merged = new Map<string, number[]>();
  for (const f of findings) {
    const key = `[${f.check}] ${f.target.path} ${f.target.role} ${f.target.lang}|${f.detail}`;
    merged.set(key, [...(merged.get(key) ?? []), ...(f.width ? [f.width] : [])]);
  }
  return [...merged].map(([key, widths]) => {
    const [where, detail] = key.split('|') as [string, string];
    return `${where}${widths.length ? ` ${widths.join('+')}px` : ''}: ${detail}`;
  });
}

/** Per check: findings, pages, and the details met most often (the top offenders). */
function table(findings: Finding[]): string {
  const rows = (['ids', 'overflow', 'latin', 'touch', 'axe', 'errors'] as Check[]).map((check) => {
    const mine = findings.filter((f) => f.check === check);
    const pages = new Set(mine.map((f) => f.target.path));
    const often = new Map<string, number>();
    for (const f of mine) {
      const what = f.detail.replace(/ is \d+×\d+$/, '').replace(/page \d+px wide.*?; widest: /, '');
      often.set(what, (often.get(what) ?? 0) + 1);
    }
    const top = [...often]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([d, n]) => `      ${n}× ${d.slice(0, 150)}`);
    const byPage =
      check === 'overflow'
        ? [...new Set(mine.map((f) => `${f.target.path} ${f.detail.match(/^page (\d+)px/)?.[1]}px@${f.width}`))].slice(0, 12).join(', ')
        : '';
    return [
      `${check.padEnd(8)} ${String(mine.length).padStart(5)} findings on ${String(pages.size).padStart(3)} pages${byPage ? `: ${byPage}` : ''}`,
      ...top,
    ].join('\n');
  });
  return rows.join('\n');
}

// Every page as players see it: with motion (e2e runs reduced elsewhere, playwright.config.ts), at
// one device pixel per CSS pixel as all e2e (what is checked is in CSS pixels; 20 % less CPU).
test.use({ networkProfile: null, reducedMotion: 'no-preference' });

/** SWEEP_OUT=file also appends each visit's findings there as they come (a long local run). */
const OUT = process.env.SWEEP_OUT;

for (const lang of LANGS) {
  test(`every route loaded first in ${lang}, at 320 and 360 px: no raw ids, no overflow, no Latin in BN, 44 px touch areas, no serious axe violation, no error`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(30 * 60_000);
    const started = Date.now();
    Object.assign(timing, { loads: 0, axeMs: 0, checkMs: 0 });
    const targets = firstTargets().filter((t) => t.lang === lang);
    const seen = new Set<string>();
    const findings: Finding[] = [];
    let done = 0;
    await inLanes<Target, void, Tab>(targets, LANES, async (lane, target) => {
      const tab = await tabFor(lane, browser, baseURL!, target.role, target.lang);
      const { findings: found, more } = await visit(tab, target, seen);
      findings.push(...found);
      if (OUT && found.length) appendFileSync(OUT, `${lines(found).join('\n')}\n`);
      if (REPORT && ++done % 25 === 0)
        console.log(
          `sweep ${lang}: ${done} of ${targets.length} visits, ${findings.length} findings, ${((Date.now() - started) / 1000).toFixed(0)} s`,
        );
      targets.push(...more); // the lanes take them up: \`inLanes\` reads the list as it grows
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    const summary =
      `sweep ${lang}: ${timing.loads} page loads (${targets.length} visits) in ${seconds} s; axe ${(timing.axeMs / 1000).toFixed(0)} s, ` +
      `DOM checks ${(timing.checkMs / 1000).toFixed(0)} s (summed over ${LANES} lanes)`;
    const all = lines(findings);
    await testInfo.attach(`sweep-findings-${lang}.txt`, { body: all.join('\n'), contentType: 'text/plain' });
    console.log(summary);
    if (REPORT) {
      console.log(`${table(findings)}\n(all ${all.length} lines in the attachment sweep-findings-${lang}.txt)`);
      return;
    }
    expect(all.length, `${all.length} findings (SWEEP_REPORT=1 for a table):\n${all.join('\n')}`).toBe(0);
  });
}
