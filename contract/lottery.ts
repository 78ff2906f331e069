// The lottery lobby under /lgw (docs/api.md, "Lottery"; platform reference §2.6): menus per prize
// mode, the member's recent lottery games and the popular ones.

import type { GameItem, GameListAnswer } from './games.ts';

export type PrizeMode = 'Lott' | 'Elott' | 'ZY';

/** A lottery game: a game item with its draw cycle. */
export interface LotteryItem extends GameItem {
  drawIntervalSeconds: number;
  /** Epoch milliseconds of the next draw. */
  nextDrawTime: number;
}

export interface LotteryMenu {
  menuCode: string;
  menuName: string;
  games: LotteryItem[];
}

/** GET /lgw/games/game_menus?prizeMode=: the menus in the merchant's order. */
export interface LotteryMenus {
  prizeMode: PrizeMode;
  menus: LotteryMenu[];
}

/** GET /lgw/games/game_menus/recent (at most 10) and GET /lgw/games/popular?count=. */
export type LotteryList = GameListAnswer<LotteryItem>;
