import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import { RuleError } from '../rule-error.ts';
import { payDeposit } from './pay.ts';

/**
 * The cashier's decisions on a deposit (docs/money.md, "Deposit: the two ways"). Each is one
 * IMMEDIATE transaction that reads the order and moves it only out of `PENDING` (the UPDATE says
 * so too, and migration 018's trigger refuses any other move): of two approvals at once, even
 * from two processes, one pays and the other gets deposit.not.pending.
 */

export interface DepositOrder {
  id: number;
  orderNo: string;
  merchant: string;
  memberId: number;
  username: string;
  state: 'PENDING' | 'SUCCESS' | 'FAILED';
  amountMinor: number;
  creditMinor: number;
  promotionId: number | null;
}

/** `ID`: the order number (D…) or the database id; undefined when the merchant has none such. */
export function findDepositOrder(db: Db, merchant: string, id: string): DepositOrder | undefined {
  const byId = /^\d{1,15}$/.test(id);
  return db
    .prepare(
      `SELECT d.id, d.order_no AS orderNo, m.merchant, d.member_id AS memberId, m.username, d.state,
         d.amount_minor AS amountMinor, d.credit_minor AS creditMinor, d.promotion_id AS promotionId
       FROM deposits d JOIN members m ON m.id = d.member_id
       WHERE m.merchant = ? AND ${byId ? 'd.id = ?' : 'd.order_no = ?'}`,
    )
    .get(merchant, byId ? Number(id) : id.toUpperCase()) as DepositOrder | undefined;
}

function settle(db: Db, merchant: string, id: string, leave: (order: DepositOrder) => void): DepositOrder {
  return db
    .transaction((): DepositOrder => {
      const order = findDepositOrder(db, merchant, id);
      if (!order) throw new RuleError('deposit.not.found');
      if (order.state !== 'PENDING') throw new RuleError('deposit.not.pending', { state: order.state });
      leave(order);
      return order;
    })
    .immediate();
}

/** PENDING → SUCCESS: the credit (amount − fee) and any bonus reach the balance (pay.ts). Returns the new balance. */
export function approveDeposit(db: Db, merchant: string, id: string, actor: string): { order: DepositOrder; balanceAfterMinor: number } {
  let balanceAfterMinor = 0;
  const order = settle(db, merchant, id, (o) => {
    const moved = db
      .prepare("UPDATE deposits SET state = 'SUCCESS', settled_at = ?, decided_by = ? WHERE id = ? AND state = 'PENDING'")
      .run(now(), actor, o.id);
    if (moved.changes !== 1) throw new RuleError('deposit.not.pending');
    balanceAfterMinor = payDeposit(db, o);
  });
  return { order, balanceAfterMinor };
}

/** PENDING → FAILED with the cashier's reason; pays nothing, and frees the reference for a new order. */
export function rejectDeposit(db: Db, merchant: string, id: string, actor: string, reason: string): DepositOrder {
  return settle(db, merchant, id, (o) => {
    const moved = db
      .prepare("UPDATE deposits SET state = 'FAILED', reason = ?, settled_at = ?, decided_by = ? WHERE id = ? AND state = 'PENDING'")
      .run(reason, now(), actor, o.id);
    if (moved.changes !== 1) throw new RuleError('deposit.not.pending');
  });
}
