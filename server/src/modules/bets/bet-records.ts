import type { BetPage, BetRow } from '../../../../contract/bets.ts';
import type { GameType } from '../../../../contract/games.ts';
import type { TeamBetPage } from '../../../../contract/team-reports.ts';
import type { Db } from '../../db/connection.ts';
import type { Language } from '../games/catalogue.ts';
import { toMajor as taka } from '../wallet/amount.ts';

/**
 * Bets, newest first, a page at a time with the whole range's totals: the member's own betting
 * record (GET /wps/relay/ODSFE2_MemBetDet, docs/money.md "Records") and an agent's team betting
 * (ODSFE2_TeamBetDet, modules/agent/team-reports.ts), which differ only in whose bets they read.
 */

/** A bet won (paid anything) or lost. */
export type BetStatus = 'WIN' | 'LOSE';
export const BET_STATUSES: readonly BetStatus[] = ['WIN', 'LOSE'];

export interface BetQuery {
  /** ms, inclusive. */
  from: number;
  /** ms, exclusive. */
  to: number;
  gameType: GameType | undefined;
  status?: BetStatus;
  pageNo: number;
  pageSize: number;
}

/** Whose bets: an SQL condition on `member_id` and its named parameters, built by the server
 *  from the session (never a member id the client sends). */
export interface BetScope {
  members: string;
  params: Record<string, number>;
}

interface StoredBet {
  betNo: string;
  username: string;
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

function readBets(db: Db, scope: BetScope, language: Language, query: BetQuery) {
  const status = query.status ? { WIN: 'AND payout_minor > 0', LOSE: 'AND payout_minor = 0' }[query.status] : '';
  const where = `${scope.members} AND placed_at >= :from AND placed_at < :to AND (:gameType IS NULL OR category = :gameType) ${status}`;
  const args = { ...scope.params, from: query.from, to: query.to, gameType: query.gameType ?? null };
  const totals = db
    .prepare(`SELECT count(*) AS count, coalesce(sum(stake_minor), 0) AS stake, coalesce(sum(payout_minor), 0) AS payout FROM bets WHERE ${where}`)
    .get(args) as { count: number; stake: number; payout: number };
  const rows = db
    .prepare(
      `SELECT bet_no AS betNo, (SELECT username FROM members WHERE id = member_id) AS username, game_name_bn AS nameBn,
              game_name_en AS nameEn, vendor, category AS gameType, stake_minor AS stake, pick, draw, payout_minor AS payout, placed_at AS placedAt
       FROM bets WHERE ${where} ORDER BY placed_at DESC, id DESC LIMIT :limit OFFSET :offset`,
    )
    .all({ ...args, limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize }) as StoredBet[];
  return {
    rows,
    row: (row: StoredBet): BetRow => ({
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
    }),
    page: {
      pageNum: query.pageNo,
      totalPages: Math.ceil(totals.count / query.pageSize),
      totalCount: totals.count,
      summary: { count: totals.count, stake: taka(totals.stake), payout: taka(totals.payout), winLoss: taka(totals.payout - totals.stake) },
    },
  };
}

/** GET /wps/relay/ODSFE2_MemBetDet: the member's own bets. */
export function betRecords(db: Db, memberId: number, language: Language, query: BetQuery): BetPage {
  const { rows, row, page } = readBets(db, { members: 'member_id = :member', params: { member: memberId } }, language, query);
  return { list: rows.map(row), ...page };
}

/** A team's bets, each with its member's username. */
export function teamBetRecords(db: Db, scope: BetScope, language: Language, query: BetQuery): TeamBetPage {
  const { rows, row, page } = readBets(db, scope, language, query);
  return { list: rows.map((r) => ({ ...row(r), username: r.username })), ...page };
}
