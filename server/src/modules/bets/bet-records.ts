import type { BetPage, BetRow } from '../../../../contract/bets.ts';
import type { GameType } from '../../../../contract/games.ts';
import type { Db } from '../../db/connection.ts';
import type { Language } from '../games/catalogue.ts';
import { toMajor as taka } from '../wallet/amount.ts';

/** GET /wps/relay/ODSFE2_MemBetDet (docs/money.md, "Records"): the member's own bets, newest first. */

export interface BetQuery {
  /** ms, inclusive. */
  from: number;
  /** ms, exclusive. */
  to: number;
  gameType: GameType | undefined;
  pageNo: number;
  pageSize: number;
}

interface StoredBet {
  betNo: string;
  nameBn: string;
  nameEn: string;
  vendor: string;
  gameType: string;
  stake: number;
  pick: string;
  draw: number;
  payout: number;
  placedAt: number;
}

export function betRecords(db: Db, memberId: number, language: Language, query: BetQuery): BetPage {
  const where = `member_id = ? AND placed_at >= ? AND placed_at < ? AND (? IS NULL OR category = ?)`;
  const args = [memberId, query.from, query.to, query.gameType ?? null, query.gameType ?? null];
  const totals = db
    .prepare(`SELECT count(*) AS count, coalesce(sum(stake_minor), 0) AS stake, coalesce(sum(payout_minor), 0) AS payout FROM bets WHERE ${where}`)
    .get(...args) as { count: number; stake: number; payout: number };
  const rows = db
    .prepare(
      `SELECT bet_no AS betNo, game_name_bn AS nameBn, game_name_en AS nameEn, vendor, category AS gameType, stake_minor AS stake,
              pick, draw, payout_minor AS payout, placed_at AS placedAt
       FROM bets WHERE ${where} ORDER BY placed_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(...args, query.pageSize, (query.pageNo - 1) * query.pageSize) as StoredBet[];
  return {
    list: rows.map((row): BetRow => ({
      betNo: row.betNo,
      gameName: language === 'EN' ? row.nameEn : row.nameBn,
      vendor: row.vendor,
      gameType: row.gameType,
      stake: taka(row.stake),
      pick: row.pick,
      draw: row.draw,
      payout: taka(row.payout),
      winLoss: taka(row.payout - row.stake),
      placedAt: new Date(row.placedAt).toISOString(),
    })),
    pageNum: query.pageNo,
    totalPages: Math.ceil(totals.count / query.pageSize),
    totalCount: totals.count,
    summary: { count: totals.count, stake: taka(totals.stake), payout: taka(totals.payout), winLoss: taka(totals.payout - totals.stake) },
  };
}
