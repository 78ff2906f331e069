import type { LotteryItem, LotteryList, LotteryMenu, LotteryMenus, PrizeMode } from '../../../../contract/lottery.ts';
import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import type { Member } from '../accounts/members.ts';
import { GAME_COLUMNS, toGameItem, type GameRow, type Language } from './catalogue.ts';

/**
 * The lottery lobby (reference §2.6, docs/api.md "Lottery"): menus per prize mode, the member's
 * recent lottery games and the popular ones. Items are game items with their draw cycle.
 */

/** Prize modes as the query names them (upper-cased) and as the wire spells them. */
export const PRIZE_MODES = { LOTT: 'Lott', ELOTT: 'Elott', ZY: 'ZY' } as const satisfies Record<string, PrizeMode>;

/** The vendor of the Vietnamese lottery (the /lgw/vn/ calls show only its games). */
export const VN_VENDOR = 'TCG_LOTTO_VN';
export const RECENT_LOTTERY_MAX = 10;
export const POPULAR_DEFAULT = 6;
export const POPULAR_MAX = 20;

interface LotteryRow extends GameRow {
  drawIntervalSeconds: number;
}

const LOTTERY_COLUMNS = `${GAME_COLUMNS}, lg.draw_interval_seconds AS drawIntervalSeconds`;
const LOTTERY_TYPES = "g.game_type IN ('LOTT', 'ELOTT')";

function toLotteryItem(row: LotteryRow, language: Language, at: number): LotteryItem {
  const interval = row.drawIntervalSeconds * 1000;
  return {
    ...toGameItem(row, language),
    drawIntervalSeconds: row.drawIntervalSeconds,
    nextDrawTime: (Math.floor(at / interval) + 1) * interval,
  };
}

export interface MenuQuery {
  prizeMode: PrizeMode;
  language: Language;
  /** Only this vendor's games (the VN menu); menus left empty are not listed. */
  vendor?: string;
}

/**
 * The menus of a prize mode in the merchant's order, each with its games; ZY shows the Lott
 * menus. The VN menu (a vendor given) is the Elott menus whatever the mode: the VN games are
 * entertainment lottery games.
 */
export function lotteryMenus(db: Db, merchant: string, q: MenuQuery): LotteryMenus {
  const mode = q.vendor || q.prizeMode === 'Elott' ? 'ELOTT' : 'LOTT';
  const rows = db
    .prepare(
      `SELECT m.menu_code AS menuCode, m.name_bn AS menuBn, m.name_en AS menuEn, ${LOTTERY_COLUMNS}
     FROM lottery_menus m
     JOIN lottery_menu_games mg ON mg.merchant = m.merchant AND mg.prize_mode = m.prize_mode AND mg.menu_code = m.menu_code
     JOIN games g ON g.merchant = m.merchant AND g.id = mg.game_ref
     JOIN lottery_games lg ON lg.game_ref = g.id
     WHERE m.merchant = ? AND m.prize_mode = ? AND ${LOTTERY_TYPES}
       ${q.vendor ? 'AND g.vendor = ?' : ''}
     ORDER BY m.sort_order, m.menu_code, mg.sort_order, g.sort_order, g.id`,
    )
    .all(merchant, mode, ...(q.vendor ? [q.vendor] : [])) as Array<LotteryRow & { menuCode: string; menuBn: string; menuEn: string }>;
  const at = now();
  const menus = new Map<string, LotteryMenu>();
  for (const row of rows) {
    let menu = menus.get(row.menuCode);
    if (!menu) {
      menu = { menuCode: row.menuCode, menuName: q.language === 'EN' ? row.menuEn : row.menuBn, games: [] };
      menus.set(row.menuCode, menu);
    }
    menu.games.push(toLotteryItem(row, q.language, at));
  }
  return { prizeMode: q.prizeMode, menus: [...menus.values()] };
}

/** The member's recently launched lottery games (of `vendor` when given), newest first. */
export function recentLottery(db: Db, member: Member, language: Language, vendor?: string): LotteryList {
  const rows = db
    .prepare(
      `SELECT ${LOTTERY_COLUMNS} FROM recent_games r
     JOIN games g ON g.id = r.game_ref
     JOIN lottery_games lg ON lg.game_ref = g.id
     WHERE r.member_id = ? AND g.merchant = ? AND ${LOTTERY_TYPES} ${vendor ? 'AND g.vendor = ?' : ''}
     ORDER BY r.played_at DESC, r.rowid DESC LIMIT ${RECENT_LOTTERY_MAX}`,
    )
    .all(member.id, member.merchant, ...(vendor ? [vendor] : [])) as LotteryRow[];
  const at = now();
  return { list: rows.map((row) => toLotteryItem(row, language, at)) };
}

/** The merchant's most popular lottery games: hot ones in hot order, then the catalogue order. */
export function popularLottery(db: Db, merchant: string, language: Language, count: number): LotteryList {
  const rows = db
    .prepare(
      `SELECT ${LOTTERY_COLUMNS} FROM games g JOIN lottery_games lg ON lg.game_ref = g.id
     WHERE g.merchant = ? AND ${LOTTERY_TYPES}
     ORDER BY g.hot_rank IS NULL, g.hot_rank, g.sort_order, g.id LIMIT ?`,
    )
    .all(merchant, count) as LotteryRow[];
  const at = now();
  return { list: rows.map((row) => toLotteryItem(row, language, at)) };
}
