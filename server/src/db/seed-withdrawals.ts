import { changeBalance } from '../modules/wallet/ledger.ts';
import { newOrderNo } from '../modules/wallet/order-no.ts';
import { DAY_MS } from '../modules/wallet/dhaka-day.ts';
import type { Db } from './connection.ts';

/**
 * demo01's real name and bKash payout account, and its withdrawals over the last 30 days, one or
 * more in each state (docs/money.md, "Seed history"). The account is made here (before the money
 * history, which refers to it); each withdrawal is an event of that history
 * (seed-money-history.ts), so its freeze and return are ledger rows at their own moments, in time
 * order with the deposits and bets, and the audit stays clean.
 */

const REAL_NAME = 'Md. Karim Hossain';
const ACCOUNT_NO = '01711000001';

export interface SeedWithdrawal {
  daysAgo: number;
  amountMinor: number;
  state: 'PENDING' | 'APPROVED' | 'PAID' | 'REJECTED';
  note?: string;
}

export const WITHDRAWAL_HISTORY: readonly SeedWithdrawal[] = [
  { daysAgo: 26, amountMinor: 5_000_00, state: 'PAID', note: 'BK8N7A6D5E' },
  { daysAgo: 15, amountMinor: 3_000_00, state: 'REJECTED', note: 'Account name does not match' },
  { daysAgo: 9, amountMinor: 1_500_00, state: 'PAID', note: 'BK71P9K2L4' },
  { daysAgo: 2, amountMinor: 2_000_00, state: 'APPROVED' },
  { daysAgo: 0, amountMinor: 1_000_00, state: 'PENDING' },
];

/** What the history's balance loses to a withdrawal in the end (a rejected one comes back). */
export const withdrawnMinor = (w: SeedWithdrawal): number => (w.state === 'REJECTED' ? 0 : w.amountMinor);

/** demo01's real name and payout account, once (a re-seed changes nothing). */
export function seedPayoutAccount(db: Db, merchant: string): void {
  const member = db.prepare("SELECT id FROM members WHERE merchant = ? AND username = 'demo01'").get(merchant) as { id: number } | undefined;
  if (!member || db.prepare('SELECT 1 FROM payout_accounts WHERE member_id = ?').get(member.id)) return;
  db.prepare("UPDATE members SET payee_name = ? WHERE id = ? AND coalesce(payee_name, '') = ''").run(REAL_NAME, member.id);
  db.prepare(
    `INSERT OR IGNORE INTO payout_accounts (merchant, member_id, type, account_no, account_name, created_at)
     VALUES (?, ?, 'BKASH', ?, ?, ?)`,
  ).run(merchant, member.id, ACCOUNT_NO, REAL_NAME, Date.now() - 30 * DAY_MS);
}

/** One withdrawal of the history at `created`: the order, its freeze, and a rejection's return an hour later. */
export function writeSeedWithdrawal(db: Db, memberId: number, w: SeedWithdrawal, created: number): void {
  const account = db
    .prepare(
      'SELECT id, type, account_no AS accountNo, account_name AS accountName, created_at AS createdAt FROM payout_accounts WHERE member_id = ? ORDER BY id LIMIT 1',
    )
    .get(memberId) as { id: number; type: string; accountNo: string; accountName: string; createdAt: number } | undefined;
  if (!account) return;
  const snapshot = JSON.stringify({ ...account, bankCode: '', bankName: '', branch: '', createdAt: new Date(account.createdAt).toISOString() });
  const orderNo = newOrderNo('W', created);
  changeBalance(db, memberId, 'withdrawal_freeze', -w.amountMinor, `withdrawal:${orderNo}`, created);
  const settled = w.state === 'PAID' || w.state === 'REJECTED' ? created + 3600_000 : null;
  db.prepare(
    `INSERT INTO withdrawals (order_no, member_id, payout_account_id, account, amount_minor, state, reason, payout_ref, created_at, settled_at, decided_by)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    orderNo,
    memberId,
    account.id,
    snapshot,
    w.amountMinor,
    w.state,
    w.state === 'REJECTED' ? (w.note ?? '') : '',
    w.state === 'PAID' ? (w.note ?? '') : '',
    created,
    settled,
    w.state === 'PENDING' ? null : 'cli:seed',
  );
  if (w.state === 'REJECTED') changeBalance(db, memberId, 'withdrawal_return', w.amountMinor, `withdrawal:${orderNo}`, settled!);
  if (w.state === 'PENDING' || w.state === 'APPROVED')
    db.prepare('UPDATE members SET frozen_minor = frozen_minor + ? WHERE id = ?').run(w.amountMinor, memberId);
}
