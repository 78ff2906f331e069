import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import { TRIAL_TYPE } from '../accounts/members.ts';
import { changeBalance } from '../wallet/ledger.ts';
import { bonusOf, promotionStillValid } from './promotions.ts';

/**
 * What a deposit's SUCCESS pays, the same for both ways (the cashier's approval, settle.ts, and
 * the gateway's callback, gateway.ts): called inside the IMMEDIATE transaction that moved the
 * order out of PENDING. The credit as a `deposit` ledger row; the picked promotion's bonus as a
 * `promotion` row with its claim (the claim's UNIQUE key pays it once per member, whatever runs
 * at the same moment), or nothing when it no longer applies; the turnover still to play and the
 * VIP deposit total (docs/money.md, "Deposit promotions and turnover").
 */

export interface PaidOrder {
  id: number;
  orderNo: string;
  memberId: number;
  amountMinor: number;
  creditMinor: number;
  promotionId: number | null;
}

/** Returns the balance after the credit and the bonus. */
export function payDeposit(db: Db, order: PaidOrder): number {
  let balanceAfterMinor = changeBalance(db, order.memberId, 'deposit', order.creditMinor, `deposit:${order.orderNo}`).balanceAfterMinor;
  const bonus = order.promotionId === null ? NO_BONUS : claimBonus(db, order, order.promotionId);
  if (bonus.minor > 0) {
    balanceAfterMinor = changeBalance(db, order.memberId, 'promotion', bonus.minor, `promotion:${order.promotionId}`).balanceAfterMinor;
    db.prepare('UPDATE deposits SET bonus_minor = ? WHERE id = ?').run(bonus.minor, order.id);
  }
  db.prepare('UPDATE members SET turnover_minor = turnover_minor + ?, vip_deposit_minor = vip_deposit_minor + ? WHERE id = ?').run(
    (order.creditMinor + bonus.minor) * bonus.multiplier,
    order.creditMinor,
    order.memberId,
  );
  return balanceAfterMinor;
}

const NO_BONUS = { minor: 0, multiplier: 1 };

/** The bonus claimed for this deposit (its claim row written) and its turnover multiplier, or NO_BONUS. */
function claimBonus(db: Db, order: PaidOrder, promotionId: number): { minor: number; multiplier: number } {
  const member = db.prepare('SELECT id, merchant, type FROM members WHERE id = ?').get(order.memberId) as {
    id: number;
    merchant: string;
    type: number;
  };
  const terms = member.type === TRIAL_TYPE ? undefined : promotionStillValid(db, member, promotionId, order.id, order.amountMinor);
  const bonusMinor = terms ? bonusOf(terms, order.creditMinor) : 0;
  if (!terms || bonusMinor === 0) return NO_BONUS;
  const claimed = db
    .prepare(
      `INSERT INTO promotion_claims (member_id, promotion_id, amount_minor, claimed_at)
       VALUES (?, ?, ?, ?) ON CONFLICT (member_id, promotion_id) DO NOTHING`,
    )
    .run(order.memberId, promotionId, bonusMinor, now());
  return claimed.changes === 1 ? { minor: bonusMinor, multiplier: terms.multiplier } : NO_BONUS;
}
