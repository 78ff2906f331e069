import type { Db } from '../../db/connection.ts';
import { merchantDay } from '../wallet/dhaka-day.ts';

/**
 * A settled bet's rebate accrual (docs/money.md, "Rebates"), inside the bet's transaction: its
 * stake joins the row of the member's Dhaka day, the category and the rate of the member's VIP
 * level now. Only the stake sum is stored; the rebate is floor(sum × rate) when read, so no
 * paisa is lost to per-bet rounding. A category without a rate (or rate 0) accrues nothing.
 */
export function accrueRebate(
  db: Db,
  member: { id: number; merchant: string; vipLevel: number },
  category: string,
  stakeMinor: number,
  at: number,
): void {
  const rate = db
    .prepare('SELECT rate_bp AS rateBp FROM rebate_rates WHERE merchant = ? AND level = ? AND category = ?')
    .get(member.merchant, member.vipLevel, category) as { rateBp: number } | undefined;
  if (!rate || rate.rateBp === 0) return;
  db.prepare(
    `INSERT INTO rebate_accruals (member_id, day, category, rate_bp, stake_minor) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (member_id, day, category, rate_bp) DO UPDATE SET stake_minor = stake_minor + excluded.stake_minor`,
  ).run(member.id, merchantDay(at), category, rate.rateBp, stakeMinor);
}

/** The SQL of one row's whole rebate in paisa: SQLite's integer division floors positive values. */
export const ROW_REBATE_SQL = '(stake_minor * rate_bp / 10000)';
