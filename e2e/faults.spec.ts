/**
 * Every route under every fault (docs/faults.md): each API call of the page breaks in one way while
 * the page loads. The player must see a retry (or the specification's error text), never a blank
 * page or an uncaught exception; and once the network is good again, one tap brings the page back.
 *
 * Routes come from the app's own path table, so a new page is visited without editing this file.
 * The visits run many at a time in separate contexts (each with its own fault scope), without
 * throttling: the faults are the subject here, and a time-out takes 15 s whatever the link.
 */
import type { Browser, Page } from '@playwright/test';
import { paths, type PathName } from '../src/lib/paths.ts';
import { appReady } from './support/app.ts';
import { consoleErrors } from './support/console.ts';
import { FAULT_KINDS, NETWORK_NOISE, apiFaults, clearFaults, faultScope, setFaults, type FaultKind } from './support/faults.ts';
import { expect, test } from './support/fixtures.ts';
import { SESSION_KEY, inLanes, laneContext, roleOf, sessionState, type Role } from './support/lanes.ts';
import { callsInFlight, quiet, type Calls } from './support/settle.ts';

const RETRY = 'লোড ব্যর্থ হয়েছে, আবার চেষ্টা করতে ট্যাপ করুন';
/** The error catalogue's texts a failed call may show instead of a retry (BN). */
const ERROR_TEXT = /নেটওয়ার্ক ধীর|ইন্টারনেট সংযোগ নেই|অজানা ত্রুটি|সিস্টেম আপগ্রেড/;

/** The paths the shared "not available yet" page renders (docs/routes.md): one component with no
 *  data of its own. Each is visited under 'error', which also checks it is still that page; under
 *  the other faults a sixth of them in turn, since they can only differ by their path. */
const NOT_YET: PathName[] = [];
const NOT_YET_TEXT = 'এখনও চালু হয়নি';

/** FAULT_ROUTES=home,mine narrows a local run to some pages (by name). */
const only = process.env.FAULT_ROUTES?.split(',');
const allRoutes = (Object.entries(paths) as [PathName, string][]).filter(([name]) => !only || only.includes(name));

function routesFor(fault: FaultKind): [PathName, string][] {
  const turn = FAULT_KINDS.indexOf(fault);
  return allRoutes.filter(([name]) => fault === 'error' || !NOT_YET.includes(name) || NOT_YET.indexOf(name) % FAULT_KINDS.length === turn);
}

test.use({ networkProfile: null });
test.describe.configure({ mode: 'parallel' });

interface Visit {
  path: string;
  problems: string[];
}

const SLOW = 'নেটওয়ার্ক ধীর';

/** A browser tab kept for one lane and role: its context, scope and listeners. Opening a context
 *  per visit costs new browser processes, which made the suite CPU-bound; a tab navigates instead,
 *  starting each visit with only the session in storage. */
interface Tab {
  page: Page;
  scope: string;
  errors: string[];
  calls: Calls;
}

type Lane = Map<string, Tab>;

async function tabFor(lane: Lane, browser: Browser, baseURL: string, role: Role): Promise<Tab> {
  let tab = lane.get(role);
  if (!tab) {
    const context = await laneContext(browser, await sessionState(browser, role));
    const page = await context.newPage();
    tab = { page, scope: await faultScope(context, baseURL), errors: consoleErrors(page, { ignore: NETWORK_NOISE }), calls: callsInFlight(page) };
    lane.set(role, tab);
  }
  return tab;
}

/** Back to the state a visit starts from: the session only (cached answers would stand in for the
 *  broken ones), no session-scoped leftovers, no errors collected. */
async function resetTab(tab: Tab): Promise<void> {
  if (tab.page.url().startsWith('http')) {
    await tab.page.evaluate((keep) => {
      for (const key of Object.keys(localStorage)) if (key !== keep) localStorage.removeItem(key);
      sessionStorage.clear();
    }, SESSION_KEY);
  }
  tab.errors.length = 0;
}

/** Opens one page under the fault, checks what the player sees, clears the fault, taps once. */
async function visit(tab: Tab, name: PathName, path: string, fault: FaultKind): Promise<Visit> {
  const problems: string[] = [];
  const { page, scope, errors, calls } = tab;
  const request = page.context().request;
  try {
    await resetTab(tab);
    await setFaults(request, scope, apiFaults(fault));
    const t0 = Date.now();
    const lap = (what: string) => process.env.FAULT_TIMES && console.log(`${path} ${fault} ${what} ${Date.now() - t0} ms`);
    // The document and the app live, not every picture (no picture is under the fault), with time
    // for a machine that runs many pages at once: the app's speed is not what is tested here. In a
    // CI run beside the route sweep (load average 37 on two cores), 20 of 59 pages under 'hang' missed
    // 30 s for `load` or 15 s for `data-ready`; alone, they take 2–7 s.
    await page.goto(path, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    await appReady(page, 45_000);
    lap('ready');
    if (await blank(page)) problems.push(`blank page while the calls wait: "${await shown(page)}"`);
    await quiet(page, calls);
    lap('quiet');
    const retries = page.getByRole('button', { name: RETRY }).filter({ visible: true });
    if (NOT_YET.includes(name) && !(await page.getByText(NOT_YET_TEXT).first().isVisible()))
      problems.push('listed as not available yet, but it is another page now: update NOT_YET');
    if (fault === 'latency') {
      // Late answers are answers ("network slow" while they wait: e2e/network-notices.spec.ts).
      if ((await retries.count()) > 0) problems.push('a retry, though every call was answered');
    } else if ((await retries.count()) === 0 && (await page.getByText(ERROR_TEXT).count()) === 0) {
      problems.push(`no retry and no error text in "${await shown(page)}"`);
    }
    if (await blank(page)) problems.push(`blank page under the fault: "${await shown(page)}"`);

    await clearFaults(request, scope);
    if ((await retries.count()) > 0) {
      // A player closes home's popups before reaching what is behind them (they come with answers).
      await closeDialogs(page);
      // A busy machine runs many pages at once: give the tap more time than a player's would need.
      await retries.first().click({ timeout: 30_000 });
      await quiet(page, calls);
      lap('recovered');
      if ((await retries.count()) > 0) problems.push(`one tap did not recover: "${await shown(page)}"`);
    }
    if (await blank(page)) problems.push(`blank page after recovery: "${await shown(page)}"`);
    if (await page.getByText(SLOW).isVisible()) problems.push('"network slow" still shown');
    if (errors.length > 0) problems.push(...errors);
  } catch (e) {
    // The first line says what failed; Playwright's call log below it says why (what covered a tap).
    problems.push(
      String(e)
        .split('\n')
        .filter((l) => l.trim())
        .slice(0, 8)
        .join(' | '),
    );
  }
  return { path, problems };
}

/** Closes open dialogs one by one with Escape, as a keyboard or a tap on ✕ would (Modal). */
async function closeDialogs(page: Page): Promise<void> {
  for (let n = 0; n < 5 && (await page.getByRole('dialog').count()) > 0; n++) await page.keyboard.press('Escape');
}

/** The start of what the page says, for a readable failure. */
async function shown(page: Page): Promise<string> {
  return (
    await page
      .locator('#app')
      .innerText()
      .catch(() => '')
  )
    .replace(/\s+/g, ' ')
    .slice(0, 160);
}

/** Nothing in the page's own area (between the header and the tab bar): no text, and no picture or
 *  placeholder box (a skeleton while data comes counts as something on screen). */
function blank(page: Page): Promise<boolean> {
  return page
    .evaluate(() => {
      const main = document.querySelector('main');
      if (!main) return true;
      if (main.innerText.trim()) return false;
      return ![...main.querySelectorAll('*')].some((e) => {
        const box = e.getBoundingClientRect();
        const style = getComputedStyle(e);
        const painted = style.backgroundColor !== 'rgba(0, 0, 0, 0)' || style.backgroundImage !== 'none' || e instanceof HTMLImageElement;
        return painted && box.width > 8 && box.height > 8 && style.visibility !== 'hidden';
      });
    })
    .catch(() => true);
}

/** Pages at a time. A hang waits 15 s per call, but its pages still load and render: at 16 beside
 *  the route sweep and the latency run (CI, 29 Nov 2026, load average 37 on two cores), static
 *  files took 8–12 s to arrive and 20 of 59 visits timed out. A latency at 16 once saw home show a
 *  retry and /m/forget not ready in 15 s. The load of the machine is not what is tested here. */
const WIDTH = 8;

/** Defects this suite found and that are open, each named with its fault and path: it is reported
 *  (a test annotation and the log) instead of failing the run, and the run fails once it no longer
 *  occurs, so the entry cannot outlive its defect. None open: the last one (home under 8 s of
 *  latency timed out a call that waited in the browser's per-host queue) is mended by
 *  src/api/call-slots.ts. */
const KNOWN_OPEN: { fault: FaultKind; path: string }[] = [];

for (const fault of FAULT_KINDS) {
  test(`every route under '${fault}' on its API calls shows a retry, never a blank page, and recovers with one tap`, async ({ browser, baseURL }) => {
    test.setTimeout(600_000);
    const started = Date.now();
    const visits = await inLanes<[PathName, string], Visit, Tab>(routesFor(fault), WIDTH, async (lane, [name, path]) =>
      visit(await tabFor(lane, browser, baseURL!, roleOf(name)), name, path, fault),
    );
    console.log(`faults: ${fault} × ${visits.length} routes in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    const open = (v: Visit) => KNOWN_OPEN.some((k) => k.fault === fault && k.path === v.path);
    for (const v of visits.filter((x) => open(x) && x.problems.length > 0)) {
      const text = `known open defect, ${fault} ${v.path}: ${v.problems.join('; ')}`;
      console.log(`faults: ${text}`);
      test.info().annotations.push({ type: 'known open', description: text });
    }
    const failed = visits.filter((v) => !open(v) && v.problems.length > 0).map((v) => `${v.path}: ${v.problems.join('; ')}`);
    const mended = visits.filter((v) => open(v) && v.problems.length === 0).map((v) => `${v.path}: passes now, remove it from KNOWN_OPEN`);
    expect([...failed, ...mended], `${failed.length} of ${visits.length} routes`).toEqual([]);
  });
}
