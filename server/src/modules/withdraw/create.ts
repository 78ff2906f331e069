import type { WithdrawResult } from '../../../../contract/withdraw.ts';
import type { Db } from '../../db/connection.ts';
import type { Language } from '../../http/messages.ts';
import { now } from '../../lib/clock.ts';
import { TRIAL_TYPE, type Member } from '../accounts/members.ts';
import { verifyPaymentPassword } from '../payment-password/verify.ts';
import { accountView, memberAccount } from '../payout-accounts/accounts.ts';
import { RuleError } from '../rule-error.ts';
import { parseAmountMinor, toMajor } from '../wallet/amount.ts';
import { changeBalance } from '../wallet/ledger.ts';
import { newOrderNo } from '../wallet/order-no.ts';
import { dailyCountLimit, DAILY_AMOUNT_MINOR, usedToday, withdrawRanges } from './limits.ts';

/**
 * POST /wps/v2/transaction/withdraw (docs/money.md, "Withdrawal"). Checked in two steps: what
 * needs no lock (fields, amount, trial, the payment password, which hashes) before the
 * idempotency transaction, then the rest and the freeze in it, so that 200 requests at once
 * cannot together pass a limit or the balance.
 */

/** What the idempotency key is bound to: the request without its payment password (a stored
 *  hash of six digits would give it away). */
export interface WithdrawRequest {
  payoutAccountId: number;
  amount: string;
}

/** The checks before the lock; the payment password counts toward its lockout here. */
export async function checkWithdrawRequest(db: Db, member: Member, request: WithdrawRequest, paymentPassword: string): Promise<void> {
  parseAmountMinor(request.amount, true);
  if (member.type === TRIAL_TYPE) throw new RuleError('member.trial.forbidden');
  await verifyPaymentPassword(db, member, paymentPassword);
}

/** Runs inside the key's IMMEDIATE transaction: account, range, turnover, daily limits, balance, freeze. */
export function createWithdrawal(db: Db, member: Member, request: WithdrawRequest, language: Language): WithdrawResult {
  const amountMinor = parseAmountMinor(request.amount, true);
  return db
    .transaction((): WithdrawResult => {
      const account = memberAccount(db, member.id, request.payoutAccountId);
      const range = withdrawRanges(db, member.merchant)[account.type];
      if (amountMinor < range.min || amountMinor > range.max) {
        throw new RuleError('withdraw.amount.out.of.range', { min: toMajor(range.min), max: toMajor(range.max) });
      }
      const fresh = db.prepare('SELECT turnover_minor AS turnover, vip_level AS vip FROM members WHERE id = ?').get(member.id) as {
        turnover: number;
        vip: number;
      };
      if (fresh.turnover > 0) throw new RuleError('withdraw.turnover.unmet', { remaining: toMajor(fresh.turnover) });
      const at = now();
      const today = usedToday(db, member.id, at);
      const countLimit = dailyCountLimit(fresh.vip);
      if (countLimit > 0 && today.count >= countLimit) throw new RuleError('withdraw.daily.count', { limit: countLimit });
      if (today.amountMinor + amountMinor > DAILY_AMOUNT_MINOR) {
        throw new RuleError('withdraw.daily.amount', { limit: toMajor(DAILY_AMOUNT_MINOR), left: toMajor(DAILY_AMOUNT_MINOR - today.amountMinor) });
      }
      const orderNo = newOrderNo('W', at);
      // balance.insufficient here rolls back everything, the key included.
      const { balanceAfterMinor } = changeBalance(db, member.id, 'withdrawal_freeze', -amountMinor, `withdrawal:${orderNo}`);
      db.prepare('UPDATE members SET frozen_minor = frozen_minor + ? WHERE id = ?').run(amountMinor, member.id);
      db.prepare('INSERT INTO withdrawals (order_no, member_id, payout_account_id, account, amount_minor, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
        orderNo,
        member.id,
        account.id,
        JSON.stringify(accountView(account, language, false)),
        amountMinor,
        at,
      );
      const { frozen } = db.prepare('SELECT frozen_minor AS frozen FROM members WHERE id = ?').get(member.id) as { frozen: number };
      return { orderNo, status: 'PENDING', amount: toMajor(amountMinor), sumBalance: toMajor(balanceAfterMinor), frozenBalance: toMajor(frozen) };
    })
    .immediate();
}
