import type { CataloguePage, FavouriteIds, FavouritePage, GameItem, GameTypeFilter, RecentPage } from '../../../../contract/games.ts';
import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import type { Member } from '../accounts/members.ts';
import { RuleError } from '../rule-error.ts';
import { GAME_COLUMNS, marks, toGameItem, typeCondition, type GameRow, type Language } from './catalogue.ts';

/**
 * The paged game lists of the game list screen (reference §7: GCSGAME_gameList, the member's
 * favourites and recent games). Pages are 1-based; a page past the end is empty with the real
 * totals. `gameType` filters as in the hot games (catalogue.ts, typeCondition).
 */

export const GAME_LIST_PAGE_SIZE = 26;
export const FAVOURITES_PAGE_SIZE = 26;
export const RECENT_PAGE_SIZE = 25;
export const PAGE_SIZE_MAX = 100;
/** Recent games kept per member (the recent list shows 25 a page). */
export const RECENT_KEPT = 50;

export const GAME_CLASSIFIES = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG', 'NEW'] as const;
export type GameClassify = (typeof GAME_CLASSIFIES)[number];
/** The client's minimum-bet options (BDT), in paisa. */
export const MIN_BET_OPTIONS_MINOR = [1, 5, 10, 50, 75] as const;

export interface Paging {
  pageNo: number;
  pageSize: number;
}

const pagesOf = (count: number, pageSize: number): number => Math.ceil(count / pageSize);

export interface GameListQuery extends Paging {
  language: Language;
  gameType?: GameTypeFilter;
  /** Substring of the name in `language` (ASCII letters case-insensitive); '' = any. */
  gameName: string;
  /** An RNG class, or NEW (RNG games flagged new). */
  classify?: GameClassify;
  /** Vendor codes; empty = all. */
  vendors: string[];
  /** Games whose minimum bet is at most this (paisa). */
  maxMinBetMinor?: number;
}

/** GCSGAME_gameList: the catalogue in its sort order, filtered, one page. */
export function gameList(db: Db, merchant: string, q: GameListQuery): CataloguePage {
  const where = ['g.merchant = ?'];
  const params: Array<string | number> = [merchant];
  const type = typeCondition(q.gameType);
  if (type) {
    where.push(type.sql);
    params.push(...type.params);
  }
  if (q.vendors.length > 0) {
    where.push(`g.vendor IN (${marks(q.vendors)})`);
    params.push(...q.vendors);
  }
  if (q.gameName) {
    // instr, not LIKE: '%' and '_' in a search are plain characters. lower() folds ASCII only.
    where.push(`instr(lower(${q.language === 'EN' ? 'g.name_en' : 'g.name_bn'}), lower(?)) > 0`);
    params.push(q.gameName);
  }
  if (q.classify === 'NEW') where.push("g.game_type = 'RNG' AND g.is_new = 1");
  else if (q.classify) {
    where.push('g.classify = ?');
    params.push(q.classify);
  }
  if (q.maxMinBetMinor !== undefined) {
    where.push('g.min_bet_minor <= ?');
    params.push(q.maxMinBetMinor);
  }
  const filter = where.join(' AND ');
  const { n } = db.prepare(`SELECT count(*) AS n FROM games g WHERE ${filter}`).get(...params) as { n: number };
  const rows = db
    .prepare(`SELECT ${GAME_COLUMNS} FROM games g WHERE ${filter} ORDER BY g.sort_order, g.id LIMIT ? OFFSET ?`)
    .all(...params, q.pageSize, (q.pageNo - 1) * q.pageSize) as GameRow[];
  return {
    games: rows.map((row) => toGameItem(row, q.language)),
    pageNum: q.pageNo,
    totalPages: pagesOf(n, q.pageSize),
    totalCount: n,
  };
}

/** A game of the member's merchant by node id (and vendor, when one is sent), or 400 game.not.found. */
function gameRef(db: Db, merchant: string, nodeId: string, vendor: string): number {
  const row = db.prepare('SELECT id, vendor FROM games WHERE merchant = ? AND node_id = ?').get(merchant, Number(nodeId)) as
    { id: number; vendor: string } | undefined;
  if (!row || (vendor && vendor !== row.vendor)) throw new RuleError('game.not.found');
  return row.id;
}

export interface MemberListQuery extends Paging {
  language: Language;
  gameType?: GameTypeFilter;
}

/** One page of a member's games from `table` (favourite_games or recent_games), newest first. */
function memberGames(
  db: Db,
  member: Member,
  table: 'favourite_games' | 'recent_games',
  q: MemberListQuery,
): { items: GameItem[]; totalPages: number } {
  const time = table === 'favourite_games' ? 'created_at' : 'played_at';
  const type = typeCondition(q.gameType);
  const filter = `t.member_id = ? AND g.merchant = ?${type ? ` AND ${type.sql}` : ''}`;
  const params = [member.id, member.merchant, ...(type?.params ?? [])];
  const { n } = db.prepare(`SELECT count(*) AS n FROM ${table} t JOIN games g ON g.id = t.game_ref WHERE ${filter}`).get(...params) as { n: number };
  const rows = db
    .prepare(
      `SELECT ${GAME_COLUMNS} FROM ${table} t JOIN games g ON g.id = t.game_ref WHERE ${filter}
     ORDER BY t.${time} DESC, t.rowid DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, q.pageSize, (q.pageNo - 1) * q.pageSize) as GameRow[];
  return { items: rows.map((row) => toGameItem(row, q.language)), totalPages: pagesOf(n, q.pageSize) };
}

/** MCSFE_getFavoriteGames: the node ids of the member's favourites (strings), newest first. */
export function favouriteIds(db: Db, member: Member): FavouriteIds {
  const rows = db
    .prepare(
      `SELECT g.node_id AS nodeId FROM favourite_games f JOIN games g ON g.id = f.game_ref
     WHERE f.member_id = ? AND g.merchant = ? ORDER BY f.created_at DESC, f.rowid DESC`,
    )
    .all(member.id, member.merchant) as Array<{ nodeId: number }>;
  return rows.map((row) => String(row.nodeId));
}

/** MCSFE_getFavoriteGamesList. */
export function favouriteList(db: Db, member: Member, q: MemberListQuery): FavouritePage {
  const { items, totalPages } = memberGames(db, member, 'favourite_games', q);
  return { content: items, pageNum: q.pageNo, totalPages };
}

/** MCSFE_addFavoriteGameV2: idempotent (a second add keeps the first row and its time). */
export function addFavourite(db: Db, member: Member, nodeId: string, vendor: string): null {
  db.transaction(() => {
    const ref = gameRef(db, member.merchant, nodeId, vendor);
    db.prepare('INSERT OR IGNORE INTO favourite_games (member_id, game_ref, created_at) VALUES (?, ?, ?)').run(member.id, ref, now());
  }).immediate();
  return null;
}

/** MCSFE_removeFavoriteGameV2: removing a game that is not a favourite is fine too. */
export function removeFavourite(db: Db, member: Member, nodeId: string, vendor: string): null {
  db.transaction(() => {
    const ref = gameRef(db, member.merchant, nodeId, vendor);
    db.prepare('DELETE FROM favourite_games WHERE member_id = ? AND game_ref = ?').run(member.id, ref);
  }).immediate();
  return null;
}

/** GCS_recentGame: the member's recently launched (or added) games, newest first. */
export function recentList(db: Db, member: Member, q: MemberListQuery): RecentPage {
  const { items, totalPages } = memberGames(db, member, 'recent_games', q);
  return { list: items, totalPages };
}

/**
 * Records a game as the member's most recent one: one row per game (a replaced row moves to
 * the front), the newest RECENT_KEPT kept. Call inside a transaction.
 */
export function recordRecent(db: Db, memberId: number, gameRefId: number, at: number): void {
  db.prepare('INSERT OR REPLACE INTO recent_games (member_id, game_ref, played_at) VALUES (?, ?, ?)').run(memberId, gameRefId, at);
  db.prepare(
    `DELETE FROM recent_games WHERE member_id = ? AND rowid NOT IN
    (SELECT rowid FROM recent_games WHERE member_id = ? ORDER BY played_at DESC, rowid DESC LIMIT ?)`,
  ).run(memberId, memberId, RECENT_KEPT);
}

/** MCS2_addRecentGame. */
export function addRecent(db: Db, member: Member, nodeId: string): null {
  db.transaction(() => recordRecent(db, member.id, gameRef(db, member.merchant, nodeId, ''), now())).immediate();
  return null;
}
