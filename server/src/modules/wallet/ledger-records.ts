import type { LedgerPage, LedgerRow, LedgerType } from '../../../../contract/records.ts';
import type { Db } from '../../db/connection.ts';
import { toMajor } from './amount.ts';
import { LEDGER_TYPES } from './ledger.ts';
import { totalPages, type RecordQuery } from './record-query.ts';

/**
 * GET /wps/relay/ODSFE2_MemTransDet, the account record (docs/money.md, "Records"): the session
 * member's own ledger rows, newest first. The member id comes from the session only.
 */

// The contract's list and the ledger's are the same (tsc fails when one gains a type).
const TYPES: readonly LedgerType[] = LEDGER_TYPES;
export { TYPES as LEDGER_RECORD_TYPES };

/** `types=A`, the agent's transaction record (docs/agent-area.md, "Team reports"): migration 026's
 *  types, what the agent area moves. */
export const AGENT_LEDGER_TYPES: readonly LedgerType[] = ['agent_transfer_out', 'agent_transfer_in', 'agent_rebate', 'salary', 'dividend'];

interface Raw {
  id: number;
  type: LedgerType;
  amount: number;
  balanceAfter: number;
  reference: string;
  createdAt: number;
}

/** `types`: the rows' types (all when undefined). */
export function ledgerRecords(db: Db, memberId: number, q: RecordQuery, types: readonly LedgerType[] | undefined): LedgerPage {
  const where = `member_id = ? AND created_at >= ? AND created_at < ? AND (? IS NULL OR type IN (SELECT value FROM json_each(?)))`;
  const list = types ? JSON.stringify(types) : null;
  const args = [memberId, q.from, q.to, list, list];
  const totals = db
    .prepare(
      `SELECT count(*) AS count, coalesce(sum(CASE WHEN amount_minor > 0 THEN amount_minor END), 0) AS credit,
         coalesce(-sum(CASE WHEN amount_minor < 0 THEN amount_minor END), 0) AS debit FROM ledger WHERE ${where}`,
    )
    .get(...args) as { count: number; credit: number; debit: number };
  const rows = db
    .prepare(
      `SELECT id, type, amount_minor AS amount, balance_after_minor AS balanceAfter, reference, created_at AS createdAt
       FROM ledger WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`,
    )
    .all(...args, q.pageSize, (q.pageNo - 1) * q.pageSize) as Raw[];
  return {
    list: rows.map((r): LedgerRow => ({
      id: r.id,
      type: r.type,
      amount: toMajor(r.amount),
      balanceAfter: toMajor(r.balanceAfter),
      reference: r.reference,
      createdAt: new Date(r.createdAt).toISOString(),
    })),
    pageNum: q.pageNo,
    totalPages: totalPages(totals.count, q.pageSize),
    totalCount: totals.count,
    summary: { credit: toMajor(totals.credit), debit: toMajor(totals.debit) },
  };
}
