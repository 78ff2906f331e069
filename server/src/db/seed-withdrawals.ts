import { changeBalance } from '../modules/wallet/ledger.ts';
import { newOrderNo } from '../modules/wallet/order-no.ts';
import { DAY_MS } from '../modules/wallet/dhaka-day.ts';
import type { Db } from './connection.ts';

/**
 * demo01's real name, bKash payout account and withdrawals over the last 30 days, one or more in
 * each state (docs/money.md, "Seed history"), inside seed()'s transaction. Only for a demo01 with
 * no payout account yet (a re-seed changes nothing). The balance ends where the member seed left
 * it: one `adjustment` row first credits what the withdrawals take, then each is frozen (and a
 * rejected one returned) through the ledger, so the audit stays clean.
 */

const REAL_NAME = 'Md. Karim Hossain';
const ACCOUNT_NO = '01711000001';

const HISTORY: Array<{ daysAgo: number; amountMinor: number; state: 'PENDING' | 'APPROVED' | 'PAID' | 'REJECTED'; note?: string }> = [
  { daysAgo: 26, amountMinor: 5_000_00, state: 'PAID', note: 'BK8N7A6D5E' },
  { daysAgo: 15, amountMinor: 3_000_00, state: 'REJECTED', note: 'Account name does not match' },
  { daysAgo: 9, amountMinor: 1_500_00, state: 'PAID', note: 'BK71P9K2L4' },
  { daysAgo: 2, amountMinor: 2_000_00, state: 'APPROVED' },
  { daysAgo: 0, amountMinor: 1_000_00, state: 'PENDING' },
];

export function seedWithdrawals(db: Db, merchant: string): void {
  const member = db.prepare("SELECT id FROM members WHERE merchant = ? AND username = 'demo01'").get(merchant) as { id: number } | undefined;
  if (!member || db.prepare('SELECT 1 FROM payout_accounts WHERE member_id = ?').get(member.id)) return;
  db.prepare("UPDATE members SET payee_name = ? WHERE id = ? AND coalesce(payee_name, '') = ''").run(REAL_NAME, member.id);
  const at = Date.now();
  const accountId = Number(
    db
      .prepare(
        `INSERT OR IGNORE INTO payout_accounts (merchant, member_id, type, account_no, account_name, created_at)
         VALUES (?, ?, 'BKASH', ?, ?, ?)`,
      )
      .run(merchant, member.id, ACCOUNT_NO, REAL_NAME, at - 30 * DAY_MS).lastInsertRowid,
  );
  if (!accountId) return;
  const account = JSON.stringify({
    id: accountId,
    type: 'BKASH',
    accountNo: ACCOUNT_NO,
    accountName: REAL_NAME,
    bankCode: '',
    bankName: '',
    branch: '',
    createdAt: new Date(at - 30 * DAY_MS).toISOString(),
  });
  const kept = HISTORY.filter((w) => w.state !== 'REJECTED').reduce((sum, w) => sum + w.amountMinor, 0);
  changeBalance(db, member.id, 'adjustment', kept, 'seed: withdrawal history');
  let frozen = 0;
  for (const w of HISTORY) {
    const created = at - w.daysAgo * DAY_MS - 3 * 3600_000;
    const orderNo = newOrderNo('W', created);
    changeBalance(db, member.id, 'withdrawal_freeze', -w.amountMinor, `withdrawal:${orderNo}`);
    const settled = w.state === 'PAID' || w.state === 'REJECTED' ? created + 3600_000 : null;
    db.prepare(
      `INSERT INTO withdrawals (order_no, member_id, payout_account_id, account, amount_minor, state, reason, payout_ref, created_at, settled_at, decided_by)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      orderNo,
      member.id,
      accountId,
      account,
      w.amountMinor,
      w.state,
      w.state === 'REJECTED' ? (w.note ?? '') : '',
      w.state === 'PAID' ? (w.note ?? '') : '',
      created,
      settled,
      w.state === 'PENDING' ? null : 'cli:seed',
    );
    if (w.state === 'REJECTED') changeBalance(db, member.id, 'withdrawal_return', w.amountMinor, `withdrawal:${orderNo}`);
    if (w.state === 'PENDING' || w.state === 'APPROVED') frozen += w.amountMinor;
  }
  db.prepare('UPDATE members SET frozen_minor = ? WHERE id = ?').run(frozen, member.id);
}
