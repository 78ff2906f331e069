// Games: hot games, the vendor sorting list, the winner board and the hot matches (contract items
// 2–5; platform reference §7.2, §7.6, §7.7). The platform's names (vassalage, displayName, …)
// stop here: the app sees `Game`, which the game list reuses. Names come in the request's
// language, the `Language` header value.

import type * as wire from '../../contract/games';
import { request } from './client';
import { ApiError, clientErrorCodes } from './errors';
import { apiContext } from '@/lib/api-context';
import type { VendorCategory } from '@/lib/categories';
import { env } from '@/lib/env';
import { isNumber, isRecord, str, type Fields } from '@/lib/guards';
import type { GameRef } from '@/lib/launch-rules';

export interface Game extends GameRef {
  name: string;
  /** Origin-relative image path (resolve with imageUrl). */
  iconUrl: string;
  /** RNG class (SC, VP, JP, TG, AC, BG) or ''. */
  classify: string;
}

export interface Winner {
  /** Masked by the server (`ra****n`). */
  customerName: string;
  amount: number;
  currency: string;
  game: Game;
}

export interface HotMatch extends GameRef {
  league: string;
  /** Epoch milliseconds. */
  matchTime: number;
  homeTeam: string;
  awayTeam: string;
  homeTeamImageUrl: string;
  awayTeamImageUrl: string;
}

/** A success whose value has the wrong shape. */
export const invalid = () => new ApiError(200, clientErrorCodes.invalidResponse, '');

/** A game item under any platform's names. Hot matches and wins carry their game under the same
 *  names (contract/games.ts). */
type GameFields = wire.GameItem & wire.GameItemVariants;
type WinnerFields = wire.WinnerVo & wire.WinnerVoVariants;

/** The first non-empty string field among `keys`. */
const first = <R extends object>(r: R, ...keys: (keyof R & string)[]) => keys.map((k) => str(r, k)).find(Boolean) ?? '';

const ref = (r: Fields<GameFields>): GameRef => ({
  nodeId: str(r, 'nodeId'),
  gameId: str(r, 'gameId'),
  gameCode: str(r, 'gameCode'),
  gameType: str(r, 'gameType'),
  vendor: first(r, 'vassalage', 'vendor'),
  roomId: str(r, 'roomId'),
  supportPlay: str(r, 'supportPlay'),
  playType: str(r, 'playType'),
});

/** A game item of any game call, or null when it cannot be shown or launched. */
export function decodeGame(v: unknown): Game | null {
  if (!isRecord<GameFields>(v)) return null;
  const game = {
    ...ref(v),
    name: first(v, 'displayName', 'gameName', 'nodeName'),
    iconUrl: first(v, 'iconUrl', 'mobileLargeIcon', 'mobileSmallIcon', 'h5Icon'),
    classify: str(v, 'gameClassifyNew'),
  };
  return game.nodeId && game.name && game.vendor ? game : null;
}

type AnyList = Fields<wire.GameListAnswer & wire.RankListVariants>;

/** The list of a `{ list }` value (or a bare list, as some platform versions answer). */
function listOf(v: unknown, ...keys: (keyof AnyList)[]): unknown[] {
  const list = Array.isArray(v) ? v : isRecord<AnyList>(v) ? ['list' as const, ...keys].map((k) => v[k]).find(Array.isArray) : null;
  if (!list) throw invalid();
  return list;
}

/** The items that decode; the others are dropped (one bad item does not hide the list). */
export const decodeAll = <T>(list: unknown[], decode: (v: unknown) => T | null): T[] => list.map(decode).filter((x): x is T => x !== null);

const language = () => apiContext.getLanguage();

/** The merchant's hot games (at most 30), optionally of one type and some vendors. */
export async function fetchHotGames(filter: { gameType?: string; vendors?: string[] } = {}, signal?: AbortSignal): Promise<Game[]> {
  const params: Record<string, string | number> = { isPlatform: 2, language: language(), platform: 'html5', merchantCode: env.merchant };
  if (filter.gameType) params.gameType = filter.gameType;
  if (filter.vendors?.length) params.vassalage = filter.vendors.join(',');
  // The unfiltered list (home's HOT tab) takes the answer the inline start-up script asked for
  // (src/early.ts) or the server put in the page.
  const early = filter.gameType || filter.vendors ? undefined : 'games';
  const v = await request<unknown>({ url: '/wps/relay/GCSGAME_hotGamesV2', params, moduleId: 'GAMELOHOT3', signal, early });
  return decodeAll(listOf(v), decodeGame);
}

const decodeCategory = (v: unknown): VendorCategory | null =>
  isRecord<wire.VendorData['sortingList'][number]>(v) && str(v, 'gameCategory') && Array.isArray(v.vendorNames)
    ? {
        category: str(v, 'gameCategory'),
        vendors: v.vendorNames
          .filter(isRecord<wire.VendorName>)
          .map((n) => ({ vendor: str(n, 'vassalage'), gameType: str(n, 'gameType'), name: str(n, 'accountTypeName') }))
          .filter((n) => n.vendor),
      }
    : null;

/** The merchant's game categories with their vendors, in the merchant's order. */
export async function fetchVendorData(signal?: AbortSignal): Promise<VendorCategory[]> {
  const v = await request<unknown>({
    url: '/wps/relay/GCSGAME_getVassGameType',
    params: { typeId: 1, merchant_code: env.merchant },
    moduleId: 'COMM3',
    signal,
  });
  if (!isRecord<wire.VendorData>(v) || !Array.isArray(v.sortingList)) throw invalid();
  return decodeAll(v.sortingList, decodeCategory);
}

function decodeWinner(v: unknown): Winner | null {
  const vo = isRecord<wire.RankListAnswer['list'][number]>(v) && isRecord<WinnerFields>(v.vo) ? v.vo : null;
  const game = vo && decodeGame(vo);
  if (!vo || !game || !isNumber(vo.winAmount)) return null;
  return { customerName: first(vo, 'customerName', 'account'), amount: vo.winAmount, currency: str(vo, 'currency', 'BDT'), game };
}

/** The 20 latest big wins, newest first. */
export async function fetchWinners(signal?: AbortSignal): Promise<Winner[]> {
  const params = { gameCategory: 'ALL', language: language(), limitNum: 20 };
  const v = await request<unknown>({ url: '/wps/relay/GCSGAME_getRankList', params, signal });
  return decodeAll(listOf(v, 'records', 'rankList'), decodeWinner);
}

function decodeMatch(v: unknown): HotMatch | null {
  if (!isRecord<wire.HotMatch>(v) || !isNumber(v.matchTime)) return null;
  const match = {
    ...ref(v),
    gameType: str(v, 'gameType', 'SPORTS'),
    league: str(v, 'league'),
    matchTime: v.matchTime,
    homeTeam: str(v, 'homeTeam'),
    awayTeam: str(v, 'awayTeam'),
    homeTeamImageUrl: str(v, 'homeTeamImageUrl'),
    awayTeamImageUrl: str(v, 'awayTeamImageUrl'),
  };
  return match.homeTeam && match.awayTeam && match.vendor ? match : null;
}

/** Upcoming hot matches, soonest first. */
export async function fetchHotMatches(signal?: AbortSignal): Promise<HotMatch[]> {
  const v = await request<unknown>({ url: '/wps/relay/GCSGAME_getGameMatchV2', params: { language: language() }, signal });
  return decodeAll(listOf(v), decodeMatch);
}
