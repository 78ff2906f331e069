// ENTRY CHUNK (loaders only; every page's code is its own chunk). Which page renders each route of
// the path table. Routes whose feature has not been built yet share the honest "not available yet"
// page until their issue lands (docs/routes.md). Titles live in route-titles.ts.

import type { PathName } from '@/lib/paths';
import type { CatalogName } from '@/i18n/locale';
import { lazyRoute, type LazyRoute } from './lazy-route';

/** A page in `src/routes/<folder>/`. Its source path serves only the build's prerender (to find the
 *  chunk and CSS), so client bundles do not carry it. */
const page = (folder: string, load: Parameters<typeof lazyRoute>[1], catalogs?: CatalogName[]) =>
  lazyRoute(import.meta.env.SSR ? `src/routes/${folder}/index.tsx` : folder, load, catalogs);

/** The account pages also load the accounts catalog (lingui.config.ts). */
const accountPage = (folder: string, load: Parameters<typeof lazyRoute>[1]) => page(folder, load, ['accounts']);

const Unavailable = page('unavailable', () => import('@/routes/unavailable'));

/** The games pages load the games catalog. */
const gamesPage = (folder: string, load: Parameters<typeof lazyRoute>[1]) => page(folder, load, ['games']);

/** Pages that share one module, which picks its view from the path (docs/games-pages.md). */
const lotteryPages = gamesPage('lottery', () => import('@/routes/lottery'));
const gameHubs = gamesPage('game-hubs', () => import('@/routes/game-hubs'));

const pages: Partial<Record<PathName, LazyRoute>> = {
  home: page('home', () => import('@/routes/home'), ['homepage']),
  maintenance: page('maintenance', () => import('@/routes/maintenance')),
  login: accountPage('login', () => import('@/routes/login')),
  trail: accountPage('trail', () => import('@/routes/trail')),
  register: accountPage('register', () => import('@/routes/register')),
  forget: accountPage('forget', () => import('@/routes/forget')),
  changePsw: accountPage('change-password', () => import('@/routes/change-password')),
  set: accountPage('settings', () => import('@/routes/settings')),
  gameList: gamesPage('game-list', () => import('@/routes/game-list')),
  lottery: lotteryPages,
  moreLottery: lotteryPages,
  startLottery: lotteryPages,
  launchGame: lotteryPages,
  winnerPage: gamesPage('winner-page', () => import('@/routes/winner-page')),
  gameCenter: gameHubs,
  slotsCenter: gameHubs,
  gameLobby: gameHubs,
};

export const pageFor = (name: PathName): LazyRoute => pages[name] ?? Unavailable;

/** The catalog id of a page's title (the texts are in route-titles.ts). */
export const titleId = (name: PathName): string => `route.${name}`;
