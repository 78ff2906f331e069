/**
 * Visiting every route cheaply (faults.spec.ts, sweep.spec.ts): one browser, a few lanes that each
 * keep one tab per kind (role, language…) and take the next visit as soon as they are free, and
 * the signed-in roles' sessions (only the session: nothing the app cached on the way).
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { PathName } from '../../src/lib/paths.ts';
import { DEMO } from './accounts.ts';
import { logIn } from './app.ts';
import { noRandomBeacon } from './fixtures.ts';

export type Role = 'guest' | 'member' | 'agent';
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Pages for visitors (a member is sent on from them), and the agent's own (a member is sent home). */
export const GUEST_PAGES: PathName[] = ['login', 'register', 'trail', 'forget'];
// Opening an account for one's team (agentRegister) is an agent's tool: visitors are asked to log in.
export const isAgentPage = (name: PathName): boolean => /^(agent|team)|Contract$/.test(name);
/** The one role a page is mostly about: visitors' pages as a guest, the agent's as an agent. */
export const roleOf = (name: PathName): Role => (GUEST_PAGES.includes(name) ? 'guest' : isAgentPage(name) ? 'agent' : 'member');

/** Where the app keeps the session (src/state/session.ts). */
export const SESSION_KEY = 'MC_SESSION_INFO';

const states = new Map<Role, Promise<StorageState>>();

/** The role's cookies and session, logged in once per worker. */
export function sessionState(browser: Browser, role: Role): Promise<StorageState> {
  if (role === 'guest') return Promise.resolve({ cookies: [], origins: [] });
  let state = states.get(role);
  if (!state) {
    state = (async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const account = role === 'agent' ? DEMO.agent : DEMO.member;
      await logIn(page, account.username, account.password);
      const full = await context.storageState();
      await context.close();
      return {
        cookies: full.cookies,
        origins: full.origins.map((o) => ({ ...o, localStorage: o.localStorage.filter((item) => item.name === SESSION_KEY) })),
      };
    })();
    states.set(role, state);
  }
  return state;
}

/** A context for a lane's tab, with the role's session (and anything else given): like every e2e
 *  page (support/fixtures.ts), it sends no field-data beacon at random. */
export async function laneContext(browser: Browser, storageState: StorageState): Promise<BrowserContext> {
  const context = await browser.newContext({ storageState });
  await context.addInitScript(noRandomBeacon);
  return context;
}

/** Runs `work` over `items` in `width` lanes (each lane takes the next item as soon as it is free),
 *  then closes the lanes' tabs. A lane's tabs are kept by a key of the caller's choice. */
export async function inLanes<T, R, Tab extends { page: Page }>(
  items: T[],
  width: number,
  work: (lane: Map<string, Tab>, item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const run = async () => {
    const lane = new Map<string, Tab>();
    try {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(lane, items[i]!);
      }
    } finally {
      await Promise.all([...lane.values()].map((tab) => tab.page.context().close()));
    }
  };
  await Promise.all(Array.from({ length: width }, run));
  return results;
}
