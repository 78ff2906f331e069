import { userInfo } from 'node:os';
import type { Db } from '../db/connection.ts';
import { findMemberByUsername } from '../modules/accounts/members.ts';
import { approveDeposit, rejectDeposit } from '../modules/deposit/settle.ts';
import { RuleError } from '../modules/rule-error.ts';
import { formatMinor } from '../modules/wallet/audit.ts';
import type { Output } from './output.ts';

/** The cashier's deposit commands (docs/money.md, "The cashier's CLI"). */

export const DEPOSITS_USAGE = 'deposits [--status pending|success|failed] [--user NAME] [--limit N]';
export const DEPOSIT_USAGE = 'deposit approve <ID> | deposit reject <ID> [--reason TEXT]  (ID: order number or id)';
export const DEFAULT_REJECT_REASON = 'Payment not received';
const STATUSES = ['pending', 'success', 'failed'];

/** Who decided, stored on the order. */
const actor = (): string => `cli:${userInfo().username}`;

/** The status filter in upper case, '' for all, or undefined when not one of them (bad usage). */
export function parseStatus(value: string | undefined): string | undefined {
  if (value === undefined) return '';
  return STATUSES.includes(value.toLowerCase()) ? value.toUpperCase() : undefined;
}

interface ListRow {
  id: number;
  orderNo: string;
  username: string;
  channel: string;
  way: string;
  amountMinor: number;
  sender: string;
  reference: string | null;
  state: string;
  createdAt: number;
  reason: string;
}

export function age(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return `${minutes}m`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)}h`;
  return `${Math.floor(minutes / 1440)}d`;
}

export function printDeposits(db: Db, merchant: string, filter: { status: string; user?: string; limit: number }, out: Output): void {
  let memberId: number | null = null;
  if (filter.user !== undefined) {
    const member = findMemberByUsername(db, merchant, filter.user);
    if (!member) throw new Error(`No member '${filter.user}' in ${merchant}`);
    memberId = member.id;
  }
  const rows = db
    .prepare(
      `SELECT d.id, d.order_no AS orderNo, m.username, c.code AS channel, d.way, d.amount_minor AS amountMinor, d.sender,
         d.reference, d.state, d.created_at AS createdAt, d.reason
       FROM deposits d JOIN members m ON m.id = d.member_id JOIN payment_channels c ON c.id = d.channel_id
       WHERE m.merchant = ? AND (? = '' OR d.state = ?) AND (? IS NULL OR d.member_id = ?)
       ORDER BY d.created_at DESC, d.id DESC LIMIT ?`,
    )
    .all(merchant, filter.status, filter.status, memberId, memberId, filter.limit) as ListRow[];
  if (rows.length === 0) {
    out.log('(no deposits)');
    return;
  }
  const nowMs = Date.now();
  for (const r of rows) {
    const fields = [
      r.orderNo,
      r.username,
      r.channel,
      r.way,
      formatMinor(r.amountMinor),
      r.sender,
      r.reference ?? '-',
      r.state,
      age(nowMs - r.createdAt),
    ];
    if (r.reason) fields.push(r.reason);
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

export function deposit(db: Db, merchant: string, action: string, id: string, reason: string | undefined, out: Output): void {
  if (action === 'approve') {
    const { order, balanceAfterMinor } = explained(id, () => approveDeposit(db, merchant, id, actor()));
    out.log(`${order.orderNo} SUCCESS: ${order.username} +${formatMinor(order.creditMinor)}, balance ${formatMinor(balanceAfterMinor)}`);
  } else {
    const order = explained(id, () => rejectDeposit(db, merchant, id, actor(), reason ?? DEFAULT_REJECT_REASON));
    out.log(`${order.orderNo} FAILED: ${reason ?? DEFAULT_REJECT_REASON}`);
  }
}
