import type { PnlAnswer, PnlRow } from '../../../../contract/records.ts';
import type { Db } from '../../db/connection.ts';
import { toMajor } from './amount.ts';
import type { RecordQuery } from './record-query.ts';

/**
 * GET /wps/relay/ODSFE2_PersonalPNL (docs/money.md, "Records"): the session member's bets and
 * ledger over a range of Dhaka days, by day or by game category, not paged (at most 90 days or a
 * handful of categories). Rebate, bonus, deposits and withdrawals are the ledger's rows; bets are
 * the bets table's, so the two agree with the betting and account records.
 */

export type PnlGroup = 'DAY' | 'CATEGORY';
export const PNL_GROUPS: readonly PnlGroup[] = ['DAY', 'CATEGORY'];

/** A moment's Dhaka day in SQL (UTC+6, no daylight saving: dhaka-day.ts). */
const dhakaDay = (column: string) => `strftime('%Y-%m-%d', (${column} + 21600000) / 1000, 'unixepoch')`;

interface BetGroup {
  key: string;
  bets: number;
  stake: number;
  payout: number;
}

export function profitAndLoss(db: Db, memberId: number, q: RecordQuery, groupBy: PnlGroup): PnlAnswer {
  const betKey = groupBy === 'DAY' ? dhakaDay('placed_at') : 'category';
  const groups = db
    .prepare(
      `SELECT ${betKey} AS key, count(*) AS bets, sum(stake_minor) AS stake, sum(payout_minor) AS payout
       FROM bets WHERE member_id = ? AND placed_at >= ? AND placed_at < ? GROUP BY key`,
    )
    .all(memberId, q.from, q.to) as BetGroup[];
  const ledger = db
    .prepare(
      `SELECT ${dhakaDay('created_at')} AS day, type, sum(amount_minor) AS amount FROM ledger
       WHERE member_id = ? AND created_at >= ? AND created_at < ?
         AND type IN ('rebate', 'promotion', 'deposit', 'withdrawal_freeze', 'withdrawal_return') GROUP BY day, type`,
    )
    .all(memberId, q.from, q.to) as Array<{ day: string; type: string; amount: number }>;
  const sumOf = (...types: string[]) => ledger.filter((r) => types.includes(r.type)).reduce((s, r) => s + r.amount, 0);

  const rows = new Map<string, BetGroup & { rebate: number }>();
  for (const g of groups) rows.set(g.key, { ...g, rebate: 0 });
  // A claim pays every category at once: only days carry the rebate.
  if (groupBy === 'DAY') {
    for (const r of ledger.filter((l) => l.type === 'rebate')) {
      const row = rows.get(r.day) ?? { key: r.day, bets: 0, stake: 0, payout: 0, rebate: 0 };
      row.rebate += r.amount;
      rows.set(r.day, row);
    }
  }
  const list = [...rows.values()]
    // Days newest first; categories by stake, the largest first.
    .sort((a, b) => (groupBy === 'DAY' ? b.key.localeCompare(a.key) : b.stake - a.stake || a.key.localeCompare(b.key)))
    .map((r): PnlRow => ({
      key: r.key,
      bets: r.bets,
      stake: toMajor(r.stake),
      payout: toMajor(r.payout),
      winLoss: toMajor(r.payout - r.stake),
      rebate: toMajor(r.rebate),
    }));

  const stake = groups.reduce((s, g) => s + g.stake, 0);
  const payout = groups.reduce((s, g) => s + g.payout, 0);
  const rebate = sumOf('rebate');
  const bonus = sumOf('promotion');
  return {
    list,
    summary: {
      bets: groups.reduce((s, g) => s + g.bets, 0),
      stake: toMajor(stake),
      payout: toMajor(payout),
      winLoss: toMajor(payout - stake),
      rebate: toMajor(rebate),
      bonus: toMajor(bonus),
      deposit: toMajor(sumOf('deposit')),
      // The freeze rows are negative, the returns positive: what left, as a positive sum.
      withdraw: toMajor(-sumOf('withdrawal_freeze', 'withdrawal_return')),
      profit: toMajor(payout - stake + rebate + bonus),
    },
  };
}
