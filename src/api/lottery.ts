// Lottery games (contract items 1, 2 and 4; platform reference §2.6): the menus of a prize mode, the
// member's recent lottery games and the merchant's popular ones. Each game is a game item (decoded
// by decodeGame) with its draw schedule. Names come in the request's language.

import type * as wire from '../../contract/lottery';
import { request } from './client';
import { decodeAll, decodeGame, invalid, type Game } from './games';
import { apiContext } from '@/lib/api-context';
import { isNumber, isRecord, str } from '@/lib/guards';
import type { PrizeMode } from '@/lib/launch-rules';

export interface LotteryGame extends Game {
  /** Seconds between two draws. */
  drawIntervalSeconds: number;
  /** Epoch milliseconds of the next draw when the server answered. */
  nextDrawTime: number;
}

export interface LotteryMenu {
  code: string;
  name: string;
  games: LotteryGame[];
}

/** A lottery item, or null when it cannot be shown, launched or counted down to. */
function decodeLottery(v: unknown): LotteryGame | null {
  const game = decodeGame(v);
  if (!game || !isRecord<wire.LotteryItem>(v) || !isNumber(v.drawIntervalSeconds) || v.drawIntervalSeconds <= 0 || !isNumber(v.nextDrawTime))
    return null;
  return { ...game, drawIntervalSeconds: v.drawIntervalSeconds, nextDrawTime: v.nextDrawTime };
}

function decodeGames(list: unknown): LotteryGame[] {
  if (!Array.isArray(list)) throw invalid();
  return decodeAll(list, decodeLottery);
}

const listOf = (v: unknown) => decodeGames(isRecord<wire.LotteryList>(v) ? v.list : null);

const language = () => apiContext.getLanguage();

/** The menus of one prize mode in the server's order; a menu left without games is dropped. */
export async function fetchLotteryMenus(prizeMode: PrizeMode, signal?: AbortSignal): Promise<LotteryMenu[]> {
  const v = await request<unknown>({ url: '/lgw/games/game_menus', params: { prizeMode, language: language() }, moduleId: 'COMM3', signal });
  if (!isRecord<wire.LotteryMenus>(v) || !Array.isArray(v.menus)) throw invalid();
  return v.menus
    .filter(isRecord<wire.LotteryMenu>)
    .map((m) => ({ code: str(m, 'menuCode'), name: str(m, 'menuName'), games: Array.isArray(m.games) ? decodeGames(m.games) : [] }))
    .filter((m) => m.name && m.games.length > 0);
}

/** The member's recently played lottery games, newest first (at most 10). */
export async function fetchRecentLottery(signal?: AbortSignal): Promise<LotteryGame[]> {
  const v = await request<unknown>({ url: '/lgw/games/game_menus/recent', params: { language: language() }, moduleId: 'COMM3', auth: true, signal });
  return listOf(v);
}

/** The merchant's most popular lottery games of both modes (count 1–20). */
export async function fetchPopularLottery(count: number, signal?: AbortSignal): Promise<LotteryGame[]> {
  const v = await request<unknown>({ url: '/lgw/games/popular', params: { count, language: language() }, moduleId: 'AGEANNOUNCE3', signal });
  return listOf(v);
}
