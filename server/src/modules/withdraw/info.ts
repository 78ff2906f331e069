import type { WithdrawInfo } from '../../../../contract/withdraw.ts';
import type { Db } from '../../db/connection.ts';
import type { Language } from '../../http/messages.ts';
import { now } from '../../lib/clock.ts';
import { TRIAL_TYPE, type Member } from '../accounts/members.ts';
import { findPaymentPassword } from '../payment-password/verify.ts';
import { accountView, memberAccounts } from '../payout-accounts/accounts.ts';
import { RuleError } from '../rule-error.ts';
import { toMajor } from '../wallet/amount.ts';
import { dailyCountLimit, DAILY_AMOUNT_MINOR, usedToday, withdrawRanges } from './limits.ts';

/** GET /wps/v2/transaction/withdraw/info: everything the withdraw page shows, in one call (2G). */
export function withdrawInfo(db: Db, member: Member, language: Language): WithdrawInfo {
  if (member.type === TRIAL_TYPE) throw new RuleError('member.trial.forbidden');
  const wallet = db
    .prepare('SELECT balance_minor AS balance, frozen_minor AS frozen, turnover_minor AS turnover, vip_level AS vip FROM members WHERE id = ?')
    .get(member.id) as { balance: number; frozen: number; turnover: number; vip: number };
  const ranges = withdrawRanges(db, member.merchant);
  const limits = Object.fromEntries(
    Object.entries(ranges).map(([type, r]) => [type, { min: toMajor(r.min), max: toMajor(r.max) }]),
  ) as WithdrawInfo['limits'];
  const today = usedToday(db, member.id, now());
  return {
    balance: toMajor(wallet.balance),
    frozen: toMajor(wallet.frozen),
    turnoverRemaining: toMajor(wallet.turnover),
    paymentPasswordSet: findPaymentPassword(db, member.id) !== undefined,
    limits,
    today: {
      count: today.count,
      countLimit: dailyCountLimit(wallet.vip),
      amount: toMajor(today.amountMinor),
      amountLimit: toMajor(DAILY_AMOUNT_MINOR),
    },
    accounts: memberAccounts(db, member.id).map((row) => accountView(row, language)),
  };
}
