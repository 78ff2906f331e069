import type { RebateIncomePage, RebateIncomeRow } from '../../../../contract/agent-rebates.ts';
import type { Db } from '../../db/connection.ts';
import { toMajor as taka } from '../wallet/amount.ts';
import { merchantDay } from '../wallet/dhaka-day.ts';
import { totalPages, type RecordQuery } from '../wallet/record-query.ts';

/**
 * The agent's rebate-difference income (docs/agent-area.md, "Rebate difference"), read from the
 * agent's own accrual rows only: by day, or by day, member and category; each day credited (its
 * settlement row exists) or pending. Amounts in taka.
 */

export const INCOME_GROUPS = ['DAY', 'MEMBER'] as const;
export type IncomeGroup = (typeof INCOME_GROUPS)[number];

const FROM = `FROM agent_rebate_accruals a
  LEFT JOIN agent_rebate_settlements s ON s.agent_id = a.agent_id AND s.day = a.day
  WHERE a.agent_id = :agent AND a.day >= :from AND a.day < :to`;

const GROUPING: Record<IncomeGroup, { select: string; group: string; order: string }> = {
  DAY: { select: '', group: 'a.day', order: 'a.day DESC' },
  MEMBER: {
    select: ', (SELECT username FROM members WHERE id = a.source_id) AS member, a.category',
    group: 'a.day, a.source_id, a.category',
    order: 'a.day DESC, member, a.category',
  },
};

export function rebateIncome(db: Db, agentId: number, query: RecordQuery, group: IncomeGroup): RebateIncomePage {
  const args = { agent: agentId, from: merchantDay(query.from), to: merchantDay(query.to) };
  const g = GROUPING[group];
  const totals = db
    .prepare(
      `SELECT coalesce(sum(a.stake_minor), 0) AS stake, coalesce(sum(a.amount_minor), 0) AS income,
              coalesce(sum(CASE WHEN s.day IS NULL THEN 0 ELSE a.amount_minor END), 0) AS credited,
              (SELECT count(*) FROM (SELECT 1 ${FROM} GROUP BY ${g.group})) AS count ${FROM}`,
    )
    .get(args) as { stake: number; income: number; credited: number; count: number };
  const rows = db
    .prepare(
      `SELECT a.day AS date${g.select}, sum(a.stake_minor) AS stake, sum(a.amount_minor) AS income, s.day IS NOT NULL AS credited
       ${FROM} GROUP BY ${g.group} ORDER BY ${g.order} LIMIT :limit OFFSET :offset`,
    )
    .all({ ...args, limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize }) as Array<{
    date: string;
    member?: string;
    category?: string;
    stake: number;
    income: number;
    credited: number;
  }>;
  return {
    list: rows.map((r): RebateIncomeRow => ({
      date: r.date,
      ...(r.member === undefined ? {} : { member: r.member, category: r.category }),
      stake: taka(r.stake),
      income: taka(r.income),
      credited: r.credited === 1,
    })),
    pageNum: query.pageNo,
    totalPages: totalPages(totals.count, query.pageSize),
    totalCount: totals.count,
    summary: {
      stake: taka(totals.stake),
      income: taka(totals.income),
      credited: taka(totals.credited),
      pending: taka(totals.income - totals.credited),
    },
  };
}
