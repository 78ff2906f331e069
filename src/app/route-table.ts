// ENTRY CHUNK (loaders only; every page's code is its own chunk). Which page renders each route of
// the path table: the pages players land on and move between most are listed here; the others are
// in the second table (more-routes.ts), a chunk of its own, so that each new page does not grow the
// entry (docs/routes.md). Titles live in route-titles.ts.

import type { PathName } from '@/lib/paths';
import { accounts, games, homepage } from '@/i18n/catalogs';
import { lazyRoute, page, type LazyRoute } from './lazy-route';


/** The games pages load the games catalog. */
const gamesPage = (folder: string, load: Parameters<typeof lazyRoute>[1]) => page(folder, load, [games]);

/** Pages that share one module, which picks its view from the path (docs/games-pages.md). */
const lotteryPages = gamesPage('lottery', () => import('@/routes/lottery'));
const gameHubs = gamesPage('game-hubs', () => import('@/routes/game-hubs'));

const pages: Partial<Record<PathName, LazyRoute>> = {
  home: page('home', () => import('@/routes/home'), [homepage]),
  login: page('login', () => import('@/routes/login'), [accounts]),
  gameList: gamesPage('game-list', () => import('@/routes/game-list')),
  lottery: lotteryPages,
  moreLottery: lotteryPages,
  startLottery: lotteryPages,
  launchGame: lotteryPages,
  gameCenter: gameHubs,
  slotsCenter: gameHubs,
  gameLobby: gameHubs,
};

const loadMore = () => import('./more-routes');

/** Fetches the second table when the first render is done (main.tsx), so a later tap waits only for its page. */
export const prefetchMoreRoutes = (): void => void loadMore().catch(() => {});

const deferred = new Map<PathName, LazyRoute>();

/** A page of the second table: loading it loads that table first, then the page and its catalogs.
 *  One component per page, so a re-render never remounts it. */
function deferredPage(name: PathName): LazyRoute {
  let route = deferred.get(name);
  if (!route) {
    const r = lazyRoute(name, () =>
      loadMore().then(({ morePage }) => {
        const inner = morePage(name);
        // The page renders only with its catalogs (lazy-route.ts), which are known from here on.
        r.catalogs = inner.catalogs;
        // Build time: the prerender reads which chunks the page needs.
        if (import.meta.env.SSR) Object.assign(r, { source: inner.source, via: 'src/app/more-routes.ts' });
        return inner.load();
      }),
    );
    deferred.set(name, (route = r));
  }
  return route;
}

export const pageFor = (name: PathName): LazyRoute => pages[name] ?? deferredPage(name);

/** The catalog id of a page's title (the texts are in route-titles.ts). */
export const titleId = (name: PathName): string => `route.${name}`;
