import type { ManualRebate, MoneyOrderAnswer, RebateReportPage, RebateSettings } from '../../../../contract/rebates.ts';
import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import { TRIAL_TYPE, type Member } from '../accounts/members.ts';
import { RuleError } from '../rule-error.ts';
import { toMajor as taka } from '../wallet/amount.ts';
import { merchantDay } from '../wallet/dhaka-day.ts';
import { changeBalance } from '../wallet/ledger.ts';
import { newOrderNo } from '../wallet/order-no.ts';
import type { RecordQuery } from '../wallet/record-query.ts';
import { ROW_REBATE_SQL } from './accrue.ts';

/** Rebates (docs/money.md, "Rebates"): the rates, the report, what is claimable, the claim. */

/** Under ৳1 there is nothing to claim. */
export const REBATE_CLAIM_MIN_MINOR = 100;

const percent = (rateBp: number): number => rateBp / 100;

function refuseTrial(member: Member): void {
  if (member.type === TRIAL_TYPE) throw new RuleError('member.trial.forbidden');
}

export function rebateSettings(db: Db, member: Member): RebateSettings {
  const rows = db
    .prepare('SELECT category, rate_bp AS rateBp FROM rebate_rates WHERE merchant = ? AND level = ? ORDER BY category')
    .all(member.merchant, member.vipLevel) as Array<{ category: string; rateBp: number }>;
  return { level: member.vipLevel, list: rows.map((r) => ({ category: r.category, rate: percent(r.rateBp) })) };
}

export function rebateReport(db: Db, member: Member, query: RecordQuery): RebateReportPage {
  // The query's bounds are Dhaka day starts: the rows' days between them.
  const where = 'member_id = ? AND day >= ? AND day < ?';
  const args = [member.id, merchantDay(query.from), merchantDay(query.to)];
  const totals = db
    .prepare(
      `SELECT count(*) AS count, coalesce(sum(stake_minor), 0) AS stake, coalesce(sum(${ROW_REBATE_SQL}), 0) AS rebate,
              coalesce(sum(claimed_minor), 0) AS claimed FROM rebate_accruals WHERE ${where}`,
    )
    .get(...args) as { count: number; stake: number; rebate: number; claimed: number };
  const rows = db
    .prepare(
      `SELECT day, category, rate_bp AS rateBp, stake_minor AS stake, ${ROW_REBATE_SQL} AS rebate, claimed_minor AS claimed
       FROM rebate_accruals WHERE ${where} ORDER BY day DESC, category, rate_bp LIMIT ? OFFSET ?`,
    )
    .all(...args, query.pageSize, (query.pageNo - 1) * query.pageSize) as Array<{
    day: string;
    category: string;
    rateBp: number;
    stake: number;
    rebate: number;
    claimed: number;
  }>;
  return {
    list: rows.map((r) => ({
      date: r.day,
      category: r.category,
      stake: taka(r.stake),
      rate: percent(r.rateBp),
      rebate: taka(r.rebate),
      claimed: taka(r.claimed),
    })),
    pageNum: query.pageNo,
    totalPages: Math.ceil(totals.count / query.pageSize),
    totalCount: totals.count,
    summary: { stake: taka(totals.stake), rebate: taka(totals.rebate), claimed: taka(totals.claimed) },
  };
}

/** Rows with something unclaimed, summed by category (stake of those rows, rebate still unpaid). */
function unclaimedByCategory(db: Db, memberId: number): Array<{ category: string; stake: number; rebate: number }> {
  return db
    .prepare(
      `SELECT category, sum(stake_minor) AS stake, sum(${ROW_REBATE_SQL} - claimed_minor) AS rebate FROM rebate_accruals
       WHERE member_id = ? AND ${ROW_REBATE_SQL} > claimed_minor GROUP BY category ORDER BY category`,
    )
    .all(memberId) as Array<{ category: string; stake: number; rebate: number }>;
}

export function manualRebate(db: Db, member: Member): ManualRebate {
  refuseTrial(member);
  const rows = unclaimedByCategory(db, member.id);
  const claimable = rows.reduce((sum, r) => sum + r.rebate, 0);
  return { claimable: taka(claimable), list: rows.map((r) => ({ category: r.category, stake: taka(r.stake), rebate: taka(r.rebate) })) };
}

/**
 * Pays everything accrued and unclaimed as one `rebate` row and marks each row claimed, in one
 * IMMEDIATE transaction (inside the idempotency key's: a savepoint): a second claim, at once or
 * later, finds nothing left. The rebate adds 1× to the turnover still to play.
 */
export function claimRebate(db: Db, member: Member): MoneyOrderAnswer {
  refuseTrial(member);
  return db
    .transaction((): MoneyOrderAnswer => {
      const claimable = unclaimedByCategory(db, member.id).reduce((sum, r) => sum + r.rebate, 0);
      if (claimable < REBATE_CLAIM_MIN_MINOR) throw new RuleError('rebate.nothing.to.claim', { claimable: taka(claimable) });
      const at = now();
      const orderNo = newOrderNo('R', at);
      db.prepare(`UPDATE rebate_accruals SET claimed_minor = ${ROW_REBATE_SQL} WHERE member_id = ? AND ${ROW_REBATE_SQL} > claimed_minor`).run(
        member.id,
      );
      db.prepare('INSERT INTO rebate_claims (order_no, member_id, amount_minor, claimed_at) VALUES (?, ?, ?, ?)').run(
        orderNo,
        member.id,
        claimable,
        at,
      );
      const balance = changeBalance(db, member.id, 'rebate', claimable, `rebate:${orderNo}`).balanceAfterMinor;
      db.prepare('UPDATE members SET turnover_minor = turnover_minor + ? WHERE id = ?').run(claimable, member.id);
      return { orderNo, amount: taka(claimable), sumBalance: taka(balance) };
    })
    .immediate();
}
