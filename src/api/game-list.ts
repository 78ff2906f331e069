// The paged game lists of the game list screen (specification doc. 2 §3, §7 "Games", §9; platform
// reference §7.2–7.4): the catalogue by type and filters, the member's recent games and favourites.
// Each answers one page and the number of pages; the sizes are the specification's (26, recent 25).

import type { CataloguePage, FavouritePage, RecentPage } from '../../contract/games';
import { request } from './client';
import { decodeAll, decodeGame, invalid, type Game } from './games';
import { apiContext } from '@/lib/api-context';
import { env } from '@/lib/env';
import { isRecord } from '@/lib/guards';

export interface GamePage {
  games: Game[];
  totalPages: number;
}

export const PAGE_SIZE = 26;
export const RECENT_PAGE_SIZE = 25;

export interface CatalogueFilter {
  gameType: string;
  name: string;
  /** An RNG class or NEW; '' for all. */
  classify: string;
  vendors: readonly string[];
  minBet: string;
}

type AnyPage = CataloguePage | RecentPage | FavouritePage;

/** `{ [listKey]: [...], totalPages }`; totalPages may come as a numeric string. Never `Number()` on an
 *  object: `{"toString":1}` makes it throw. */
function pageOf<P extends AnyPage>(v: unknown, listKey: keyof P): GamePage {
  const list = isRecord<P>(v) ? v[listKey] : undefined;
  const totalPages = isRecord<P>(v) && typeof v.totalPages != 'object' ? Number(v.totalPages) : Number.NaN;
  if (!Array.isArray(list) || !Number.isInteger(totalPages) || totalPages < 0) throw invalid();
  return { games: decodeAll(list, decodeGame), totalPages };
}

const language = () => apiContext.getLanguage();

/** One page (1-based) of the merchant's games. */
export async function fetchGamePage(f: CatalogueFilter, page: number, signal?: AbortSignal): Promise<GamePage> {
  const params: Record<string, string | number> = {
    merchant: env.merchant,
    platform: 'html5',
    language: language(),
    pageNo: page,
    pageSize: PAGE_SIZE,
  };
  if (f.gameType) params.gameType = f.gameType;
  if (f.name) params.gameName = f.name;
  if (f.classify) params.gameClassify = f.classify;
  if (f.vendors.length) params.vassalage = f.vendors.join(',');
  if (f.minBet) params.minBet = f.minBet;
  const v = await request<unknown>({ url: '/wps/relay/GCSGAME_gameList', params, moduleId: 'GAMELOHOT3', signal });
  return pageOf<CataloguePage>(v, 'games');
}

/** One page of the member's recently played games, newest first. */
export async function fetchRecentPage(gameType: string, page: number, signal?: AbortSignal): Promise<GamePage> {
  const params = { page, pageSize: RECENT_PAGE_SIZE, gameType, language: language(), clientType: 2 };
  const v = await request<unknown>({ url: '/wps/relay/GCS_recentGame', params, moduleId: 'GAMELOHOT3', signal });
  return pageOf<RecentPage>(v, 'list');
}

/** One page of the member's favourite games, newest first. */
export async function fetchFavouritePage(gameType: string, page: number, signal?: AbortSignal): Promise<GamePage> {
  const params = { pageNo: page, pageSize: PAGE_SIZE, gameType, language: language() };
  const v = await request<unknown>({ url: '/wps/relay/MCSFE_getFavoriteGamesList', params, moduleId: 'GAMELOHOT3', signal });
  return pageOf<FavouritePage>(v, 'content');
}
