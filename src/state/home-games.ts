// The games data of the home page: the merchant's vendor data (also read by the launcher for the
// lottery prize mode), each popular tab's hot games, kept in memory for the visit, and the
// language-bound lists (winners, hot matches) of the home tickers.

import { useEffect, useMemo, useRef } from 'react';
import { signal, type Signal } from '@preact/signals-react';
import { fetchHotGames, fetchVendorData, type Game } from '@/api/games';
import { afterLanguageChange, locale } from '@/i18n/locale';
import { tabFilter, type VendorCategory } from '@/lib/categories';

/** The sorting list as the server sends it (ESPORTS and COCKFIGHT still under SPORTS). */
export const vendorCategories = signal<readonly VendorCategory[]>([]);

let vendorLoad: Promise<readonly VendorCategory[]> | null = null;
const tabGames = new Map<string, Promise<Game[]>>();

/** Keeps a pending or settled call; a failure is forgotten so the next caller tries again. */
function remember<T>(p: Promise<T>, forget: () => void): Promise<T> {
  p.catch(forget);
  return p;
}

/** The vendor data, fetched once per page load. */
export function loadVendorData(): Promise<readonly VendorCategory[]> {
  vendorLoad ??= remember(
    fetchVendorData().then((list) => (vendorCategories.value = list)),
    () => (vendorLoad = null),
  );
  return vendorLoad;
}

/** A popular tab's hot games in the current language, fetched once per visit. */
export function loadTabGames(tab: string): Promise<Game[]> {
  const key = `${locale.value}:${tab}`;
  let games = tabGames.get(key);
  if (!games) {
    games = remember(fetchHotGames(tabFilter(tab, vendorCategories.value)), () => tabGames.delete(key));
    tabGames.set(key, games);
  }
  return games;
}

/** Drops everything kept (a new visit starts afresh; tests). */
export function forgetHomeGames(): void {
  vendorLoad = null;
  tabGames.clear();
  vendorCategories.value = [];
}

/** Specification doc. 2 §4 and §9: the winner ticker reloads 250 ms after a language change, a
 *  game list 200 ms after it. */
const WINNERS_RELOAD_DELAY = 250;
export const GAMES_RELOAD_DELAY = 200;

export interface LanguageList<T> {
  /** null until the first answer. */
  list: Signal<T[] | null>;
  failed: Signal<boolean>;
  retry: () => Promise<void>;
}

/** A list loaded on mount and again `delay` ms after each language change. Winners and hot
 *  matches both use it: their names come in the request's language. A newer load cancels an
 *  older one. */
export function useLanguageList<T>(fetcher: (signal: AbortSignal) => Promise<T[]>, delay = WINNERS_RELOAD_DELAY): LanguageList<T> {
  const [list, failed] = useMemo(() => [signal<T[] | null>(null), signal(false)] as const, []);
  const load = useRef(() => Promise.resolve());
  useEffect(() => {
    let current: AbortController | undefined;
    load.current = () => {
      current?.abort();
      const call = (current = new AbortController());
      failed.value = false;
      return fetcher(call.signal).then(
        (items) => void (call.signal.aborted || (list.value = items)),
        () => void (call.signal.aborted || (failed.value = true)),
      );
    };
    void load.current();
    const stop = afterLanguageChange(() => void load.current(), delay);
    return () => {
      stop();
      current?.abort();
    };
  }, []);
  return { list, failed, retry: () => load.current() };
}
