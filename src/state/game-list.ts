// The game list's pages (specification doc. 2 §4 "Tabs", "Infinite scroll"; §9): which call feeds
// each quick tab, and a paged list that loads one page at a time. A new list starts at page 1; a
// failed page ends paging until the player taps retry (doc. 2 §8: "Failed game list load: no more
// pages"). A newer start cancels the calls of the older one.

import { signal, type Signal } from '@preact/signals-react';
import { fetchHotGames, type Game } from '@/api/games';
import { fetchFavouritePage, fetchGamePage, fetchRecentPage, type GamePage } from '@/api/game-list';
import { tabFilter, type VendorCategory } from '@/lib/categories';
import type { ListQuery } from '@/lib/game-list-query';
import { noteFavourites } from './favourites';

export type PageFetcher = (page: number, signal: AbortSignal) => Promise<GamePage>;

/** Which call and filters feed a list. ESPORTS and COCKFIGHT are SPORTS vendors on the server
 *  (lib/categories.ts); the recent and favourite calls know no vendors, so those lists are
 *  filtered here. */
export function fetcherFor(q: ListQuery, categories: readonly VendorCategory[]): PageFetcher {
  const byType = q.gameType ? tabFilter(q.gameType, categories) : {};
  const gameType = byType.gameType ?? '';
  const vendors = q.vendors.length ? q.vendors : (byType.vendors ?? []);
  const keep = (p: GamePage): GamePage => (vendors.length ? { ...p, games: p.games.filter((g) => vendors.includes(g.vendor)) } : p);
  switch (q.tab) {
    case 'hot':
      return (_, signal) => fetchHotGames({ gameType, vendors }, signal).then((games) => ({ games, totalPages: 1 }));
    case 'recent':
      return (page, signal) => fetchRecentPage(gameType, page, signal).then(keep);
    case 'fav':
      return (page, signal) => fetchFavouritePage(gameType, page, signal).then((p) => (noteFavourites(p.games.map((g) => g.nodeId)), keep(p)));
    default: {
      const filter = { gameType, vendors, name: q.name, classify: q.classify === 'ALL' ? '' : q.classify, minBet: q.minBet };
      return (page, signal) => fetchGamePage(filter, page, signal);
    }
  }
}

export interface ListPages {
  items: readonly Game[];
  /** Pages loaded so far. */
  page: number;
  totalPages: number;
  loading: boolean;
  failed: boolean;
}

export interface PagedList {
  state: Signal<ListPages>;
  /** Starts over at page 1 (or reloads `pages` pages at once, to come back to where one was). */
  start: (fetcher: PageFetcher, pages?: number) => Promise<void>;
  /** The next page, unless one is loading, paging failed or there is none. */
  loadNext: () => Promise<void>;
  /** After a failure: clears it and loads the next page. */
  retry: () => Promise<void>;
  /** Cancels what is under way (the page is leaving). */
  stop: () => void;
}

/** At most this many pages are fetched at once when coming back to a list. */
export const MAX_RESTORED_PAGES = 10;

export const hasMore = (s: ListPages): boolean => s.page < s.totalPages;

/** Appends without repeating a game: the lists can shift between two pages. */
function append(items: readonly Game[], more: readonly Game[]): Game[] {
  const seen = new Set(items.map((g) => g.nodeId));
  return [...items, ...more.filter((g) => !seen.has(g.nodeId) && seen.add(g.nodeId))];
}

export function createPagedList(): PagedList {
  const state = signal<ListPages>({ items: [], page: 0, totalPages: 1, loading: false, failed: false });
  let fetcher: PageFetcher = () => Promise.resolve({ games: [], totalPages: 0 });
  let call = new AbortController();

  /** Loads pages first..last (in parallel) and keeps the ones before the first failure. */
  async function load(first: number, last: number): Promise<void> {
    const mine = call;
    state.value = { ...state.value, loading: true, failed: false };
    const pages = [];
    for (let p = first; p <= last; p++) pages.push(fetcher(p, mine.signal));
    const results = await Promise.allSettled(pages);
    if (mine.signal.aborted) return;
    let { items, page, totalPages } = state.value;
    let failed = false;
    for (const r of results) {
      if (r.status === 'rejected') {
        failed = true;
        break;
      }
      items = append(items, r.value.games);
      page += 1;
      totalPages = r.value.totalPages;
    }
    state.value = { items, page, totalPages, loading: false, failed };
  }

  const list: PagedList = {
    state,
    start(next, pages = 1) {
      call.abort();
      call = new AbortController();
      fetcher = next;
      state.value = { items: [], page: 0, totalPages: 1, loading: false, failed: false };
      return load(1, Math.min(Math.max(1, pages), MAX_RESTORED_PAGES));
    },
    loadNext() {
      const s = state.value;
      if (s.loading || s.failed || !hasMore(s)) return Promise.resolve();
      return load(s.page + 1, s.page + 1);
    },
    retry() {
      state.value = { ...state.value, failed: false };
      return list.loadNext();
    },
    stop() {
      call.abort();
      // A kept list pages on later with a live controller, and nothing left "loading".
      call = new AbortController();
      if (state.peek().loading) state.value = { ...state.peek(), loading: false };
    },
  };
  return list;
}
