import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import { RuleError } from '../rule-error.ts';

/**
 * The one way a balance changes (docs/money.md, "Ledger, idempotency and audit"): the member's
 * balance and its ledger row move together, inside the caller's IMMEDIATE transaction, so the
 * read of the balance and the write of the new one cannot interleave with another writer's.
 * Migration 015's triggers refuse a balance update without its row, a row that does not chain
 * from the previous one, and any change to a written row.
 */

/** The closed list of row types (migrations 015 and 026 check the same list). */
export const LEDGER_TYPES = [
  'opening',
  'adjustment',
  'promotion',
  'deposit',
  'withdrawal_freeze',
  'withdrawal_return',
  'transfer_in',
  'transfer_out',
  'bet',
  'payout',
  'rebate',
  // Migration 026: the agent area's (docs/agent-area.md).
  'agent_transfer_out',
  'agent_transfer_in',
  'agent_rebate',
  'salary',
  'dividend',
] as const;

export type LedgerType = (typeof LEDGER_TYPES)[number];

export interface LedgerChange {
  ledgerId: number;
  balanceAfterMinor: number;
}

/**
 * Adds `amountMinor` (signed paisa) to the member's balance and appends its ledger row. A debit
 * the balance cannot cover throws RuleError `balance.insufficient` before anything is written
 * (the caller's transaction then rolls back the rest of its work too). `at` is the row's time:
 * now, except for the seed's history (db/seed-money-history.ts), which writes the past.
 */
export function changeBalance(db: Db, memberId: number, type: LedgerType, amountMinor: number, reference: string, at: number = now()): LedgerChange {
  // A programming error, not a player's: a change outside a transaction could be half written.
  if (!db.inTransaction) throw new Error('changeBalance must run inside db.transaction(...).immediate()');
  if (!Number.isSafeInteger(amountMinor) || amountMinor === 0) throw new Error(`Bad ledger amount ${amountMinor}`);
  const row = db.prepare('SELECT balance_minor AS balance FROM members WHERE id = ?').get(memberId) as { balance: number } | undefined;
  if (!row) throw new Error(`No member ${memberId}`);
  const balanceAfterMinor = row.balance + amountMinor;
  if (balanceAfterMinor < 0) throw new RuleError('balance.insufficient');
  const inserted = db
    .prepare('INSERT INTO ledger (member_id, type, amount_minor, balance_after_minor, reference, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(memberId, type, amountMinor, balanceAfterMinor, reference, at);
  db.prepare('UPDATE members SET balance_minor = ? WHERE id = ?').run(balanceAfterMinor, memberId);
  return { ledgerId: Number(inserted.lastInsertRowid), balanceAfterMinor };
}
