import type { GameTypeFilter, RankListAnswer } from '../../../../contract/games.ts';
import type { Db } from '../../db/connection.ts';
import { GAME_COLUMNS, nameIn, typeCondition, type GameRow, type Language } from './catalogue.ts';

/** GCSGAME_getRankList (reference §7.7): the latest wins, newest first, `{ vo }`-wrapped. */

export const RANK_LIMIT_DEFAULT = 20;
export const RANK_LIMIT_MAX = 50;

export interface RankQuery {
  /** A game type as typeCondition() reads it, or ALL. */
  category: GameTypeFilter | 'ALL';
  language: Language;
  /** 1 to RANK_LIMIT_MAX. */
  limit: number;
}

interface WinnerRow extends GameRow {
  customerName: string;
  amountMinor: number;
  currency: string;
  wonAt: number;
}

export function rankList(db: Db, merchant: string, query: RankQuery): RankListAnswer {
  const type = typeCondition(query.category === 'ALL' ? undefined : query.category);
  const rows = db
    .prepare(
      `SELECT ${GAME_COLUMNS}, w.customer_name AS customerName, w.amount_minor AS amountMinor, w.currency,
            w.won_at AS wonAt
     FROM winners w JOIN games g ON g.id = w.game_ref
     WHERE w.merchant = ? ${type ? `AND ${type.sql}` : ''}
     ORDER BY w.won_at DESC, w.id DESC LIMIT ?`,
    )
    .all(merchant, ...(type?.params ?? []), query.limit) as WinnerRow[];
  return {
    list: rows.map((row) => ({
      vo: {
        customerName: row.customerName,
        // Paisa to a 2-decimal number, as the wallet shows money.
        winAmount: row.amountMinor / 100,
        currency: row.currency,
        gameName: nameIn(row, query.language),
        iconUrl: row.iconUrl,
        nodeId: String(row.nodeId),
        gameId: row.gameId,
        gameCode: row.gameCode,
        gameType: row.gameType,
        vassalage: row.vendor,
        roomId: row.roomId,
        supportPlay: row.supportPlay === 1 ? '1' : '0',
        winTime: row.wonAt,
      },
    })),
  };
}
