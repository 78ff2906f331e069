// The games data of the home page: the merchant's vendor data (also read by the launcher for the
// lottery prize mode) and each popular tab's hot games, kept in memory for the visit.

import { fetchHotGames, fetchVendorData, type Game } from '@/api/games';
import { locale } from '@/i18n/locale';
import { tabFilter, type VendorCategory } from '@/lib/categories';
import { resource, type Resource } from '@/lib/resource';

const vendors = resource({ fetch: () => fetchVendorData(), initial: [] as readonly VendorCategory[], freshFor: Infinity });
/** Each popular tab's hot games, per language and tab, kept for the visit. */
const tabGames = new Map<string, Resource<Game[]>>();

/** The sorting list as the server sends it (ESPORTS and COCKFIGHT still under SPORTS). */
export const vendorCategories = vendors.data;

/** The vendor data, fetched once per page load (a failure is asked again by the next caller). */
export const loadVendorData = (): Promise<readonly VendorCategory[]> => vendors.get();

/** A popular tab's hot games in the current language, fetched once per visit. */
export function loadTabGames(tab: string): Promise<Game[]> {
  const key = `${locale.value}:${tab}`;
  let games = tabGames.get(key);
  if (!games) {
    games = resource({ fetch: () => fetchHotGames(tabFilter(tab, vendorCategories.peek())), freshFor: Infinity });
    tabGames.set(key, games);
  }
  return games.get();
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
