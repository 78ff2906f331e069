// Coming back to the same place in the list (issue 5: "the scroll position kept when coming back
// from a launched game"). Two ways back:
// - inside the app (a lottery route, the login page, back): the loaded list itself is kept in
//   memory with the scroll offset, so nothing is fetched again;
// - from a game, which opened in this tab (state/launch.ts): the page is loaded afresh, so the
//   number of pages and the offset are kept in sessionStorage when the page is hidden, and read
//   once on the next visit of the same list (same address and language) within half an hour.

import { isNumber, isRecord, isString } from '@/lib/guards';
import { readJson, removeKey, writeJson } from '@/lib/storage';
import type { PagedList } from '@/state/game-list';

interface Kept {
  key: string;
  list: PagedList;
  y: number;
}

let kept: Kept | null = null;

/** The list kept for `key`, once. */
export function takeKeptList(key: string): Kept | null {
  const k = kept?.key === key ? kept : null;
  kept = null;
  return k;
}

export const keepList = (key: string, list: PagedList, y: number): void => void (kept = { key, list, y });

interface Place {
  key: string;
  pages: number;
  y: number;
  at: number;
}

const PLACE_KEY = 'gameListPlace';
const PLACE_TTL = 30 * 60_000;

const isPlace = (v: unknown): v is Place => isRecord(v) && isString(v.key) && isNumber(v.pages) && isNumber(v.y) && isNumber(v.at);

export const savePlace = (key: string, pages: number, y: number): void =>
  void writeJson(PLACE_KEY, { key, pages, y, at: Date.now() } satisfies Place, 'session');

/** The place saved for `key` when the page was left, once. */
export function takePlace(key: string): Pick<Place, 'pages' | 'y'> | null {
  const place = readJson(PLACE_KEY, isPlace, 'session');
  removeKey(PLACE_KEY, 'session');
  return place && place.key === key && Date.now() - place.at < PLACE_TTL ? place : null;
}
