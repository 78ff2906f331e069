import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import { RuleError } from '../rule-error.ts';
import { changeBalance } from '../wallet/ledger.ts';

/**
 * The cashier's decisions on a withdrawal (docs/money.md, "Withdrawal"). Each is one IMMEDIATE
 * transaction that reads the order and moves it only from the states it may leave (the UPDATE
 * says so too, and migration 020's trigger refuses any other move): two rejections at once, even
 * from two processes, return the money once; the other gets withdraw.state.invalid.
 */

export type WithdrawState = 'PENDING' | 'APPROVED' | 'PAID' | 'REJECTED';

export interface WithdrawOrder {
  id: number;
  orderNo: string;
  memberId: number;
  username: string;
  state: WithdrawState;
  amountMinor: number;
}

/** `ID`: the order number (W…) or the database id; undefined when the merchant has none such. */
export function findWithdrawOrder(db: Db, merchant: string, id: string): WithdrawOrder | undefined {
  const byId = /^\d{1,15}$/.test(id);
  return db
    .prepare(
      `SELECT w.id, w.order_no AS orderNo, w.member_id AS memberId, m.username, w.state, w.amount_minor AS amountMinor
       FROM withdrawals w JOIN members m ON m.id = w.member_id
       WHERE m.merchant = ? AND ${byId ? 'w.id = ?' : 'w.order_no = ?'}`,
    )
    .get(merchant, byId ? Number(id) : id.toUpperCase()) as WithdrawOrder | undefined;
}

function move(db: Db, merchant: string, id: string, from: readonly WithdrawState[], act: (order: WithdrawOrder) => void): WithdrawOrder {
  return db
    .transaction((): WithdrawOrder => {
      const order = findWithdrawOrder(db, merchant, id);
      if (!order) throw new RuleError('withdraw.not.found');
      if (!from.includes(order.state)) throw new RuleError('withdraw.state.invalid', { state: order.state });
      act(order);
      return order;
    })
    .immediate();
}

function setState(db: Db, order: WithdrawOrder, to: WithdrawState, fields: string, params: unknown[]): void {
  const moved = db.prepare(`UPDATE withdrawals SET state = ?${fields} WHERE id = ? AND state = ?`).run(to, ...params, order.id, order.state);
  if (moved.changes !== 1) throw new RuleError('withdraw.state.invalid', { state: order.state });
}

const unfreeze = (db: Db, order: WithdrawOrder): void => {
  db.prepare('UPDATE members SET frozen_minor = frozen_minor - ? WHERE id = ?').run(order.amountMinor, order.memberId);
};

/** PENDING → APPROVED: the cashier is paying it; no money moves. */
export function approveWithdrawal(db: Db, merchant: string, id: string, actor: string): WithdrawOrder {
  return move(db, merchant, id, ['PENDING'], (o) => setState(db, o, 'APPROVED', ', decided_by = ?', [actor]));
}

/** APPROVED → PAID: the frozen money has left (no balance row: it left the balance when frozen). */
export function payWithdrawal(db: Db, merchant: string, id: string, actor: string, ref: string): WithdrawOrder {
  return move(db, merchant, id, ['APPROVED'], (o) => {
    setState(db, o, 'PAID', ', payout_ref = ?, settled_at = ?, decided_by = ?', [ref, now(), actor]);
    unfreeze(db, o);
  });
}

/** PENDING or APPROVED → REJECTED: the amount returns to the balance as a `withdrawal_return` row. Returns the new balance. */
export function rejectWithdrawal(
  db: Db,
  merchant: string,
  id: string,
  actor: string,
  reason: string,
): { order: WithdrawOrder; balanceAfterMinor: number } {
  let balanceAfterMinor = 0;
  const order = move(db, merchant, id, ['PENDING', 'APPROVED'], (o) => {
    setState(db, o, 'REJECTED', ', reason = ?, settled_at = ?, decided_by = ?', [reason, now(), actor]);
    unfreeze(db, o);
    balanceAfterMinor = changeBalance(db, o.memberId, 'withdrawal_return', o.amountMinor, `withdrawal:${o.orderNo}`).balanceAfterMinor;
  });
  return { order, balanceAfterMinor };
}
