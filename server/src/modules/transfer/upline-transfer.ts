import type { MoneyOrderAnswer, UplineTransferInfo } from '../../../../contract/rebates.ts';
import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import { findMemberById, TRIAL_TYPE, type Member } from '../accounts/members.ts';
import { findPaymentPassword } from '../payment-password/verify.ts';
import { RuleError } from '../rule-error.ts';
import { toMajor as taka } from '../wallet/amount.ts';
import { changeBalance } from '../wallet/ledger.ts';
import { newOrderNo } from '../wallet/order-no.ts';
import { isSwitchOn } from '../whitelabel/switches.ts';

/**
 * The superior transfer (docs/money.md, "Superior transfer"): a member sends money to its
 * upline. Open only with `UPLINETRANS3` on, an upline, and a member type other than 2 (spec
 * 000 §2); ৳1–৳50,000; turnover met; both ledger rows in one transaction.
 */

export const TRANSFER_MIN_MINOR = 100;
export const TRANSFER_MAX_MINOR = 5_000_000;
/** The agent type that may not transfer upwards (spec 000 §2). */
const NO_TRANSFER_TYPE = 2;

/** The upline to send to, or the refusal: trial members, then the gate. */
export function transferUpline(db: Db, member: Member): Member {
  if (member.type === TRIAL_TYPE) throw new RuleError('member.trial.forbidden');
  const upline = member.uplineId === null ? undefined : findMemberById(db, member.uplineId);
  if (!upline || member.type === NO_TRANSFER_TYPE || !isSwitchOn(db, member.merchant, 'UPLINETRANS3')) {
    throw new RuleError('transfer.not.allowed');
  }
  return upline;
}

/** `agent01` → `ag***01`: enough to recognise one's own agent, not to harvest names. */
export function maskUsername(username: string): string {
  if (username.length <= 4) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-2)}`;
}

function turnoverMinor(db: Db, memberId: number): number {
  return (db.prepare('SELECT turnover_minor AS t FROM members WHERE id = ?').get(memberId) as { t: number }).t;
}

export function uplineTransferInfo(db: Db, member: Member): UplineTransferInfo {
  const upline = transferUpline(db, member);
  return {
    upline: maskUsername(upline.username),
    min: taka(TRANSFER_MIN_MINOR),
    max: taka(TRANSFER_MAX_MINOR),
    turnoverRemaining: taka(turnoverMinor(db, member.id)),
    paymentPasswordSet: findPaymentPassword(db, member.id) !== undefined,
  };
}

/** The checks a transfer makes before its payment password is asked (cheap, and no guess is
 *  spent on a refused one) and again in its transaction. Returns the upline. */
export function checkTransfer(db: Db, member: Member, amountMinor: number): Member {
  const upline = transferUpline(db, member);
  if (amountMinor < TRANSFER_MIN_MINOR || amountMinor > TRANSFER_MAX_MINOR) {
    throw new RuleError('transfer.amount.out.of.range', { min: taka(TRANSFER_MIN_MINOR), max: taka(TRANSFER_MAX_MINOR) });
  }
  return upline;
}

/**
 * One IMMEDIATE transaction (a savepoint inside the idempotency key's): the gate and the turnover
 * read again, `transfer_out` on the member (refused below zero: nothing written), `transfer_in`
 * on the upline, its turnover +1×, the order row.
 */
export function transferToUpline(db: Db, member: Member, amountMinor: number): MoneyOrderAnswer {
  return db
    .transaction((): MoneyOrderAnswer => {
      const upline = checkTransfer(db, member, amountMinor);
      const remaining = turnoverMinor(db, member.id);
      if (remaining > 0) throw new RuleError('withdraw.turnover.unmet', { remaining: taka(remaining) });
      const at = now();
      const orderNo = newOrderNo('T', at);
      const reference = `transfer:${orderNo}`;
      const balance = changeBalance(db, member.id, 'transfer_out', -amountMinor, reference).balanceAfterMinor;
      changeBalance(db, upline.id, 'transfer_in', amountMinor, reference);
      db.prepare('UPDATE members SET turnover_minor = turnover_minor + ? WHERE id = ?').run(amountMinor, upline.id);
      db.prepare('INSERT INTO transfers (order_no, from_id, to_id, amount_minor, created_at) VALUES (?, ?, ?, ?, ?)').run(
        orderNo,
        member.id,
        upline.id,
        amountMinor,
        at,
      );
      return { orderNo, amount: taka(amountMinor), sumBalance: taka(balance) };
    })
    .immediate();
}
