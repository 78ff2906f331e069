// What runs once the first render is done and the browser is idle (main.tsx loads this chunk then,
// so none of it costs the entry): the service worker, the "no internet" and "network slow" notices
// (their code too: offline, a chunk could not be fetched), and what the player may need next. Data
// saver loads nothing ahead, each part comes when it is used; pages ahead only on a fast link, the
// player pays for every kilobyte (state/data-saver.ts), except the deposit page for a player (below).
// It also decides whether this page load sends field data, and only then loads that chunk (vitals.ts).
// The service worker caches this chunk.

import { apiContext } from '@/lib/api-context';
import { chunkErrors } from '@/lib/chunk-errors';
import { canonicalPath, nameOf, paths, type PathName } from '@/lib/paths';
import { readString } from '@/lib/storage';
import { sampled, VITALS_KEY } from '@/lib/vitals/sampling';
import { connection, dataSaver } from '@/state/data-saver';
import { session } from '@/state/session';
import { accessFor } from './access';
import { prefetchOverlays } from './Feedback';
import { showOfflineNotice, showSlowNotice } from './network-notice';
import { pageFor, prefetchMoreRoutes } from './route-table';
import { registerServiceWorker } from './service-worker';

/** Worth fetching what the player may need next: no data saver, and a fast link (4G, or a browser
 *  that does not say). */
export function goodNetwork(c = connection()): boolean {
  return !dataSaver.value && (!c?.effectiveType || c.effectiveType === '4g');
}

/** The page a player most likely opens next from the one they landed on. */
const LIKELY_NEXT: Partial<Record<PathName, PathName>> = { home: 'gameList', login: 'register' };

/** That page's chunk and catalogs. `load`, not `preload`: a failed prefetch must not mark the page
 *  as failed. */
export function prefetchLikelyNext(pathname: string): void {
  const path = canonicalPath(pathname);
  const next = path && LIKELY_NEXT[nameOf(path)];
  if (next)
    void pageFor(next)
      .load()
      .catch(() => {});
}

/** The page a signed-in player opens most, from anywhere: Deposit, the most visible button of the
 *  app (header, member centre, home's shortcuts, agent home), whose tap has a target on 2G (docs/perf.md,
 *  "The deposit tap"). Fetched on any link but in data saver, like the second table. */
const PLAYERS_NEXT: PathName = 'voucherCenter';

/** The deposit page's chunks and catalogs (its module asks for the channels when it runs), for a
 *  player who may open it, once the landing page's own loads are done (the load event, then idle):
 *  it must not take their bandwidth. */
export function prefetchPlayersNext(pathname: string): void {
  const type = session.value?.type ?? null;
  const target = paths[PLAYERS_NEXT];
  if (type === null || canonicalPath(pathname) === target || accessFor(target, type).kind !== 'open') return;
  const fetchIt = () =>
    void pageFor(PLAYERS_NEXT)
      .load()
      .catch(() => {});
  const idle = () => ('requestIdleCallback' in globalThis ? requestIdleCallback(fetchIt, { timeout: 3000 }) : setTimeout(fetchIt, 1));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

/** Says "no internet" while the browser is offline and "slow" while a call waits too long. Part
 *  of this chunk, not loaded when needed: offline, nothing can be loaded without the worker. */
function watchNetwork(): void {
  addEventListener('offline', showOfflineNotice);
  showOfflineNotice();
  apiContext.onSlow = showSlowNotice;
}

/** Until issue 19 "remember me" kept the password sealed under a key in this IndexedDB database.
 *  Deleting the key on the first load of this version leaves every such seal unopenable, wherever
 *  its ciphertext still lies (state/remembered-login drops that when it next reads remPass). */
function forgetPasswordKey(): void {
  try {
    indexedDB.deleteDatabase('bdplay');
  } catch {
    // No IndexedDB: no key was ever kept.
  }
}

/** Field data for a sampled page load (docs/field-data.md): its chunk loads only then. */
function collectVitals(pathname: string): void {
  if (sampled(readString(VITALS_KEY), dataSaver.value, Math.random()))
    void import('./vitals').then((m) => m.collectVitals(pathname, chunkErrors)).catch(() => {});
}

export function afterStart(pathname: string): void {
  collectVitals(pathname);
  const good = goodNetwork();
  registerServiceWorker({ warm: good });
  watchNetwork();
  forgetPasswordKey();
  if (dataSaver.value) return;
  // The second route table is small, and any tap on a rarer page needs it first.
  prefetchMoreRoutes();
  prefetchPlayersNext(pathname);
  if (!good) return;
  prefetchOverlays();
  prefetchLikelyNext(pathname);
}
