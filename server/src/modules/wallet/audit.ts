import type { Db } from '../../db/connection.ts';
import type { LedgerType } from './ledger.ts';

/**
 * `npm run admin -- audit` and `ledger USERNAME` (docs/money.md): proves each balance is the sum
 * of its ledger rows and each row's balance-after follows from the row before it. Migration 015's
 * triggers already refuse such writes; the audit catches what got past them (a hand edit with the
 * triggers dropped, a restored backup, a bug in a later migration).
 */

export interface AuditProblem {
  merchant: string;
  username: string;
  problem: string;
}

export interface AuditReport {
  members: number;
  rows: number;
  /** The sum of every balance, in paisa. */
  totalMinor: number;
  problems: AuditProblem[];
}

export function auditLedger(db: Db): AuditReport {
  // One read transaction: a snapshot, even while the server writes.
  return db
    .transaction((): AuditReport => {
      const problems: AuditProblem[] = [];
      const members = db
        .prepare(
          `SELECT m.merchant, m.username, m.balance_minor AS balance, coalesce(s.total, 0) AS total, coalesce(s.n, 0) AS n
           FROM members m LEFT JOIN (SELECT member_id, sum(amount_minor) AS total, count(*) AS n FROM ledger GROUP BY member_id) s
           ON s.member_id = m.id ORDER BY m.id`,
        )
        .all() as Array<{ merchant: string; username: string; balance: number; total: number; n: number }>;
      for (const m of members) {
        if (m.balance !== m.total) {
          problems.push({ merchant: m.merchant, username: m.username, problem: `balance ${m.balance} but its ${m.n} ledger rows sum to ${m.total}` });
        }
      }
      const breaks = db
        .prepare(
          `SELECT m.merchant, m.username, c.id, c.before, c.previous FROM (
             SELECT member_id, id, balance_after_minor - amount_minor AS before,
               coalesce(lag(balance_after_minor) OVER (PARTITION BY member_id ORDER BY id), 0) AS previous
             FROM ledger) c JOIN members m ON m.id = c.member_id
           WHERE c.before <> c.previous ORDER BY c.id`,
        )
        .all() as Array<{ merchant: string; username: string; id: number; before: number; previous: number }>;
      for (const b of breaks) {
        problems.push({
          merchant: b.merchant,
          username: b.username,
          problem: `row ${b.id} starts from ${b.before}, the row before ended at ${b.previous}`,
        });
      }
      // Frozen money is the withdrawals still on their way out (docs/money.md, "Wallet").
      const frozen = db
        .prepare(
          `SELECT m.merchant, m.username, m.frozen_minor AS frozen, coalesce(w.open, 0) AS open FROM members m
           LEFT JOIN (SELECT member_id, sum(amount_minor) AS open FROM withdrawals WHERE state IN ('PENDING', 'APPROVED') GROUP BY member_id) w
           ON w.member_id = m.id WHERE m.frozen_minor <> coalesce(w.open, 0) ORDER BY m.id`,
        )
        .all() as Array<{ merchant: string; username: string; frozen: number; open: number }>;
      for (const f of frozen) {
        problems.push({ merchant: f.merchant, username: f.username, problem: `frozen ${f.frozen} but its open withdrawals sum to ${f.open}` });
      }
      const rows = (db.prepare('SELECT count(*) AS n FROM ledger').get() as { n: number }).n;
      const totalMinor = members.reduce((sum, m) => sum + m.balance, 0);
      return { members: members.length, rows, totalMinor, problems };
    })
    .deferred();
}

export interface LedgerRow {
  id: number;
  type: LedgerType;
  amountMinor: number;
  balanceAfterMinor: number;
  reference: string;
  createdAt: number;
}

/** A member's rows, newest first. */
export function ledgerRows(db: Db, memberId: number, limit: number): LedgerRow[] {
  return db
    .prepare(
      `SELECT id, type, amount_minor AS amountMinor, balance_after_minor AS balanceAfterMinor, reference, created_at AS createdAt
       FROM ledger WHERE member_id = ? ORDER BY id DESC LIMIT ?`,
    )
    .all(memberId, limit) as LedgerRow[];
}

/** Paisa as taka for people: `-1,23,456.78` (South Asian grouping, two decimals, exact). */
export function formatMinor(minor: number, signed = false): string {
  const sign = minor < 0 ? '-' : signed && minor > 0 ? '+' : '';
  const abs = Math.abs(minor);
  const taka = Math.trunc(abs / 100).toLocaleString('en-IN');
  return `${sign}${taka}.${String(abs % 100).padStart(2, '0')}`;
}
