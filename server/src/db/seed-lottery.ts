import type { Db } from './connection.ts';
import { seedLotteryMenus } from './seed-data/lottery.ts';

/**
 * The lottery lobby's menus and draw intervals, inside seed()'s transaction, after the games.
 * INSERT OR IGNORE on natural keys, like the rest of the seed (a game code that does not exist
 * inserts nothing: seed-games.test.ts checks that every lottery game got its rows).
 */
export function seedLottery(db: Db, merchant: string, count: (changes: number) => void): void {
  const exec = (sql: string) => {
    const statement = db.prepare(sql);
    return (...params: unknown[]): void => count(statement.run(...params).changes);
  };
  const gameRef = '(SELECT id FROM games WHERE merchant = ? AND vendor = ? AND game_code = ?)';
  const insertMenu = exec(`INSERT OR IGNORE INTO lottery_menus (merchant, prize_mode, menu_code, name_bn, name_en, sort_order)
    VALUES (?, ?, ?, ?, ?, ?)`);
  const insertDraw = exec(`INSERT OR IGNORE INTO lottery_games (game_ref, draw_interval_seconds) VALUES (${gameRef}, ?)`);
  const insertMenuGame = exec(`INSERT OR IGNORE INTO lottery_menu_games (merchant, prize_mode, menu_code, game_ref, sort_order)
    VALUES (?, ?, ?, ${gameRef}, ?)`);
  seedLotteryMenus.forEach((menu, i) => {
    insertMenu(merchant, menu.prizeMode, menu.code, menu.nameBn, menu.nameEn, i);
    menu.games.forEach(([code, interval], j) => {
      insertDraw(merchant, menu.vendor, code, interval);
      insertMenuGame(merchant, menu.prizeMode, menu.code, merchant, menu.vendor, code, j);
    });
  });
}
