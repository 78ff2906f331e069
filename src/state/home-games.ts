// The games data of the home page: the merchant's vendor data (also read by the launcher for the
// lottery prize mode) and each popular tab's hot games, kept in memory for the visit. The HOT tab,
// home's first screen, is also kept in local storage (its first games in the request's language):
// the next visit shows it at once, and the inline start-up script (src/early.ts) fills home's
// prerendered first row from it before any bundle has arrived.

import { fetchHotGames, fetchVendorData, type Game } from '@/api/games';
import { requestLocale } from '@/i18n/locale';
import { HOT, tabFilter, type VendorCategory } from '@/lib/categories';
import { isRecord } from '@/lib/guards';
import { resource, type Resource } from '@/lib/resource';
import { readJson, writeJson } from '@/lib/storage';
import { HOT_GAMES_KEY } from './home-cache';

/** What is kept: the three rows home shows. */
const KEPT = 9;

/** The kept HOT games, if they are in the language starting (the names are the server's). */
function restoreHot(): Game[] | null {
  const kept = readJson(HOT_GAMES_KEY, isRecord);
  return kept?.language === requestLocale() && Array.isArray(kept.games) ? (kept.games as Game[]) : null;
}
const hotPersist = {
  restore: restoreHot,
  save: (games: Game[]) => void writeJson(HOT_GAMES_KEY, { language: requestLocale(), games: games.slice(0, KEPT) }),
};

const vendors = resource({ fetch: () => fetchVendorData(), initial: [] as readonly VendorCategory[], freshFor: Infinity });
/** Each popular tab's hot games, per language and tab, kept for the visit. */
const tabGames = new Map<string, Resource<Game[]>>();

/** The sorting list as the server sends it (ESPORTS and COCKFIGHT still under SPORTS). */
export const vendorCategories = vendors.data;

/** The vendor data, fetched once per page load (a failure is asked again by the next caller). */
export const loadVendorData = (): Promise<readonly VendorCategory[]> => vendors.get();

/** A popular tab's hot games in the current language: its data (the kept copy first, for HOT) and
 *  its load, which asks once per visit. */
export function tabGamesOf(tab: string): Resource<Game[]> {
  // The language being asked for: home asks for HOT before the catalog has switched `locale`.
  const key = `${requestLocale()}:${tab}`;
  let games = tabGames.get(key);
  if (!games) {
    games = resource({
      fetch: () => fetchHotGames(tabFilter(tab, vendorCategories.peek())),
      freshFor: Infinity,
      persist: tab === HOT ? hotPersist : undefined,
    });
    tabGames.set(key, games);
  }
  return games;
}

/** Drops everything kept (a new visit starts afresh; tests). */
export function forgetHomeGames(): void {
  vendors.reset();
  for (const games of tabGames.values()) games.dispose();
  tabGames.clear();
}

/** Specification doc. 2 §4 and §9: the winner ticker reloads 250 ms after a language change, a
 *  game list 200 ms after it (i18n/use-locale-load.ts). */
export const WINNERS_RELOAD_DELAY = 250;
export const GAMES_RELOAD_DELAY = 200;
