import { userInfo } from 'node:os';
import type { PayoutAccount } from '../../../contract/withdraw.ts';
import type { Db } from '../db/connection.ts';
import { findMemberByUsername } from '../modules/accounts/members.ts';
import { RuleError } from '../modules/rule-error.ts';
import { formatMinor } from '../modules/wallet/audit.ts';
import { approveWithdrawal, payWithdrawal, rejectWithdrawal } from '../modules/withdraw/settle.ts';
import { age } from './deposits.ts';
import type { Output } from './output.ts';

/** The cashier's withdrawal commands (docs/money.md, "The cashier's CLI"). */

export const WITHDRAWALS_USAGE = 'withdrawals [--status pending|approved|paid|rejected] [--user NAME] [--limit N]';
export const WITHDRAWAL_USAGE =
  'withdrawal approve <ID> | withdrawal pay <ID> [--ref TEXT] | withdrawal reject <ID> [--reason TEXT]  (ID: order number or id)';
export const DEFAULT_WITHDRAW_REJECT_REASON = 'Rejected by the cashier';
const STATUSES = ['pending', 'approved', 'paid', 'rejected'];

const actor = (): string => `cli:${userInfo().username}`;

/** The status filter in upper case, '' for all, or undefined when not one of them (bad usage). */
export function parseWithdrawStatus(value: string | undefined): string | undefined {
  if (value === undefined) return '';
  return STATUSES.includes(value.toLowerCase()) ? value.toUpperCase() : undefined;
}

/** The account in full, as the cashier pays it: kind, bank, number, holder. */
function accountLine(json: string): string {
  const a = JSON.parse(json) as PayoutAccount;
  return [a.type, a.bankName || a.bankCode, a.accountNo, a.accountName && `"${a.accountName}"`].filter(Boolean).join(' ');
}

interface ListRow {
  orderNo: string;
  username: string;
  account: string;
  amountMinor: number;
  state: string;
  createdAt: number;
  reason: string;
  payoutRef: string;
}

export function printWithdrawals(db: Db, merchant: string, filter: { status: string; user?: string; limit: number }, out: Output): void {
  let memberId: number | null = null;
  if (filter.user !== undefined) {
    const member = findMemberByUsername(db, merchant, filter.user);
    if (!member) throw new Error(`No member '${filter.user}' in ${merchant}`);
    memberId = member.id;
  }
  const rows = db
    .prepare(
      `SELECT w.order_no AS orderNo, m.username, w.account, w.amount_minor AS amountMinor, w.state, w.created_at AS createdAt,
         w.reason, w.payout_ref AS payoutRef
       FROM withdrawals w JOIN members m ON m.id = w.member_id
       WHERE m.merchant = ? AND (? = '' OR w.state = ?) AND (? IS NULL OR w.member_id = ?)
       ORDER BY w.created_at DESC, w.id DESC LIMIT ?`,
    )
    .all(merchant, filter.status, filter.status, memberId, memberId, filter.limit) as ListRow[];
  if (rows.length === 0) {
    out.log('(no withdrawals)');
    return;
  }
  const nowMs = Date.now();
  for (const r of rows) {
    const fields = [r.orderNo, r.username, accountLine(r.account), formatMinor(r.amountMinor), r.state, age(nowMs - r.createdAt)];
    if (r.reason) fields.push(r.reason);
    if (r.payoutRef) fields.push(`ref ${r.payoutRef}`);
    out.log(fields.join('  '));
  }
}

/** A refusal from the module, said with the order it is about (exit 1). */
function explained<T>(id: string, action: () => T): T {
  try {
    return action();
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    const state = (error.value as { state?: string } | null)?.state;
    throw new Error(`${error.errorCode}: ${id}${state ? ` is ${state}` : ''}`);
  }
}

export function withdrawal(db: Db, merchant: string, action: 'approve' | 'pay' | 'reject', id: string, text: string | undefined, out: Output): void {
  if (action === 'approve') {
    const order = explained(id, () => approveWithdrawal(db, merchant, id, actor()));
    out.log(`${order.orderNo} APPROVED: ${order.username} ${formatMinor(order.amountMinor)}`);
  } else if (action === 'pay') {
    const order = explained(id, () => payWithdrawal(db, merchant, id, actor(), text ?? ''));
    out.log(`${order.orderNo} PAID: ${order.username} ${formatMinor(order.amountMinor)}${text ? ` ref ${text}` : ''}`);
  } else {
    const reason = text ?? DEFAULT_WITHDRAW_REJECT_REASON;
    const { order, balanceAfterMinor } = explained(id, () => rejectWithdrawal(db, merchant, id, actor(), reason));
    out.log(
      `${order.orderNo} REJECTED: ${order.username} +${formatMinor(order.amountMinor)} returned, balance ${formatMinor(balanceAfterMinor)}: ${reason}`,
    );
  }
}
