import type { PayoutAccount, WithdrawRecords, WithdrawRow, WithdrawStatus } from '../../../../contract/withdraw.ts';
import type { Db } from '../../db/connection.ts';
import { TRIAL_TYPE, type Member } from '../accounts/members.ts';
import { maskAccountNo } from '../payout-accounts/accounts.ts';
import { RuleError } from '../rule-error.ts';
import { toMajor } from '../wallet/amount.ts';
import { totalPages, type RecordQuery } from '../wallet/record-query.ts';

/** The withdrawal record (`/m/withdrawReport`; docs/money.md, "Records"), the session's member's only. */

const STATUSES: readonly WithdrawStatus[] = ['PENDING', 'APPROVED', 'PAID', 'REJECTED'];

interface Raw {
  orderNo: string;
  amount_minor: number;
  account: string;
  status: WithdrawStatus;
  reason: string;
  payout_ref: string;
  created_at: number;
  settled_at: number | null;
}

function toRow(r: Raw): WithdrawRow {
  const account = JSON.parse(r.account) as PayoutAccount;
  return {
    orderNo: r.orderNo,
    amount: toMajor(r.amount_minor),
    account: { ...account, accountNo: maskAccountNo(account.accountNo) },
    status: r.status,
    reason: r.reason,
    payoutRef: r.payout_ref,
    createdAt: new Date(r.created_at).toISOString(),
    settledAt: r.settled_at === null ? null : new Date(r.settled_at).toISOString(),
  };
}

/** The `status` filter, or undefined when not given. */
export function readWithdrawStatus(query: URLSearchParams): WithdrawStatus | undefined {
  const value = (query.get('status') ?? '').toUpperCase();
  if (!value) return undefined;
  if (!(STATUSES as readonly string[]).includes(value)) throw new RuleError('request.param.invalid');
  return value as WithdrawStatus;
}

export function withdrawRecords(db: Db, member: Member, q: RecordQuery, status: WithdrawStatus | undefined): WithdrawRecords {
  if (member.type === TRIAL_TYPE) throw new RuleError('member.trial.forbidden');
  const where = `member_id = ? AND created_at >= ? AND created_at < ?${status ? ' AND state = ?' : ''}`;
  const params: unknown[] = [member.id, q.from, q.to, ...(status ? [status] : [])];
  const totals = db
    .prepare(
      `SELECT count(*) AS count, coalesce(sum(amount_minor), 0) AS amount,
         coalesce(sum(CASE WHEN state = 'PAID' THEN amount_minor END), 0) AS paid FROM withdrawals WHERE ${where}`,
    )
    .get(...params) as { count: number; amount: number; paid: number };
  const rows = db
    .prepare(
      `SELECT order_no AS orderNo, amount_minor, account, state AS status, reason, payout_ref, created_at, settled_at
       FROM withdrawals WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, q.pageSize, (q.pageNo - 1) * q.pageSize) as Raw[];
  return {
    list: rows.map(toRow),
    pageNum: q.pageNo,
    totalPages: totalPages(totals.count, q.pageSize),
    totalCount: totals.count,
    summary: { count: totals.count, amount: toMajor(totals.amount), paidAmount: toMajor(totals.paid) },
  };
}
