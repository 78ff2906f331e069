import type { DepositRow, DepositStatus, DepositSummary, Page } from '../../../../contract/deposit.ts';
import type { Db } from '../../db/connection.ts';
import type { Member } from '../accounts/members.ts';
import { RuleError } from '../rule-error.ts';
import { toMajor } from '../wallet/amount.ts';
import { totalPages, type RecordQuery } from '../wallet/record-query.ts';

/**
 * The deposit record (`/m/vouReport`) and one order (docs/money.md, "Records"). Every query is
 * bound to the session's member: no id or name from the request selects whose orders are read.
 */

const STATUSES: readonly DepositStatus[] = ['PENDING', 'SUCCESS', 'FAILED'];

const ROW = `d.order_no AS orderNo, c.code AS channel, d.way, d.amount_minor, d.currency, d.currency_amount, d.fee_minor,
  d.credit_minor, d.bonus_minor, d.state AS status, d.reason, d.sender, d.reference, d.created_at, d.settled_at`;

interface Raw {
  orderNo: string;
  channel: string;
  way: DepositRow['way'];
  amount_minor: number;
  currency: DepositRow['currency'];
  currency_amount: number;
  fee_minor: number;
  credit_minor: number;
  bonus_minor: number;
  status: DepositStatus;
  reason: string;
  sender: string;
  reference: string | null;
  created_at: number;
  settled_at: number | null;
}

/** A sender shown as `017****0001`: enough to recognise, not to copy. */
function maskSender(sender: string): string {
  return sender.length <= 7 ? sender : `${sender.slice(0, 3)}****${sender.slice(-4)}`;
}

function toRow(r: Raw): DepositRow {
  return {
    orderNo: r.orderNo,
    channel: r.channel,
    way: r.way,
    amount: toMajor(r.amount_minor),
    currency: r.currency,
    currencyAmount: toMajor(r.currency_amount),
    fee: toMajor(r.fee_minor),
    credited: toMajor(r.credit_minor),
    bonus: toMajor(r.bonus_minor),
    status: r.status,
    reason: r.reason,
    senderNumber: maskSender(r.sender),
    reference: r.reference ?? '',
    createdAt: new Date(r.created_at).toISOString(),
    settledAt: r.settled_at === null ? null : new Date(r.settled_at).toISOString(),
  };
}

/** The `status` filter, or undefined when not given. */
export function readStatus(query: URLSearchParams): DepositStatus | undefined {
  const value = (query.get('status') ?? '').toUpperCase();
  if (!value) return undefined;
  if (!(STATUSES as readonly string[]).includes(value)) throw new RuleError('request.param.invalid');
  return value as DepositStatus;
}

export function depositRecords(db: Db, member: Member, q: RecordQuery, status: DepositStatus | undefined): Page<DepositRow, DepositSummary> {
  const where = `d.member_id = ? AND d.created_at >= ? AND d.created_at < ?${status ? ' AND d.state = ?' : ''}`;
  const params: unknown[] = [member.id, q.from, q.to, ...(status ? [status] : [])];
  const totals = db
    .prepare(
      `SELECT count(*) AS count, coalesce(sum(amount_minor), 0) AS amount,
         coalesce(sum(CASE WHEN state = 'SUCCESS' THEN amount_minor END), 0) AS success FROM deposits d WHERE ${where}`,
    )
    .get(...params) as { count: number; amount: number; success: number };
  const rows = db
    .prepare(
      `SELECT ${ROW} FROM deposits d JOIN payment_channels c ON c.id = d.channel_id
       WHERE ${where} ORDER BY d.created_at DESC, d.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, q.pageSize, (q.pageNo - 1) * q.pageSize) as Raw[];
  return {
    list: rows.map(toRow),
    pageNum: q.pageNo,
    totalPages: totalPages(totals.count, q.pageSize),
    totalCount: totals.count,
    summary: { count: totals.count, amount: toMajor(totals.amount), successAmount: toMajor(totals.success) },
  };
}

/** One of the member's orders; another member's is deposit.not.found, the same as none. */
export function depositByOrderNo(db: Db, member: Member, orderNo: string): DepositRow {
  const row = db
    .prepare(`SELECT ${ROW} FROM deposits d JOIN payment_channels c ON c.id = d.channel_id WHERE d.order_no = ? AND d.member_id = ?`)
    .get(orderNo.trim().toUpperCase(), member.id) as Raw | undefined;
  if (!row) throw new RuleError('deposit.not.found');
  return toRow(row);
}
