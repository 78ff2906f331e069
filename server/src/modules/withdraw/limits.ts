import type { PayoutType } from '../../../../contract/withdraw.ts';
import type { Db } from '../../db/connection.ts';
import { DAY_MS, dayStart, merchantDay } from '../wallet/dhaka-day.ts';

/** Withdrawal limits (docs/money.md, "Withdrawal"; the figures are *inferred* merchant settings). */

/** Per request to a wallet, taka in paisa. */
const WALLET = { min: 500_00, max: 25_000_00 };
const BANK = { min: 1_000_00, max: 2_00_000_00 };
/** USDT, in cents: the taka amount is paid in USDT at the USDT channel's rate. */
const USDT_CENTS = { min: 10_00, max: 5_000_00 };

/** Per Dhaka day, over PENDING, APPROVED and PAID withdrawals. */
export const DAILY_AMOUNT_MINOR = 1_00_000_00;
/** The member club's "daily withdrawals" per VIP level 0–9; 0 = unlimited. */
export const DAILY_WITHDRAWALS_BY_VIP = [3, 5, 5, 8, 10, 12, 15, 20, 30, 0] as const;

export type Range = { min: number; max: number };

/** Each kind's range in paisa. Without a USDT channel rate, USDT takes nothing (min above max). */
export function withdrawRanges(db: Db, merchant: string): Record<PayoutType, Range> {
  const usdt = db.prepare("SELECT rate_minor AS rate FROM payment_channels WHERE merchant = ? AND code = 'USDT_TRC20'").get(merchant) as
    { rate: number | null } | undefined;
  const rate = usdt?.rate ?? null;
  const usdtRange = rate === null ? { min: 1, max: 0 } : { min: (USDT_CENTS.min * rate) / 100, max: (USDT_CENTS.max * rate) / 100 };
  return { BKASH: WALLET, NAGAD: WALLET, ROCKET: WALLET, UPAY: WALLET, BANK, USDT_TRC20: usdtRange };
}

export const dailyCountLimit = (vipLevel: number): number => DAILY_WITHDRAWALS_BY_VIP[vipLevel] ?? 0;

/** Today's (Dhaka) withdrawals that count against the limits: not rejected ones. */
export function usedToday(db: Db, memberId: number, at: number): { count: number; amountMinor: number } {
  const from = dayStart(merchantDay(at));
  return db
    .prepare(
      `SELECT count(*) AS count, coalesce(sum(amount_minor), 0) AS amountMinor FROM withdrawals
       WHERE member_id = ? AND created_at >= ? AND created_at < ? AND state <> 'REJECTED'`,
    )
    .get(memberId, from, from + DAY_MS) as { count: number; amountMinor: number };
}
