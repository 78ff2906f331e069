import type { Db } from '../db/connection.ts';
import { findMemberByUsername } from '../modules/accounts/members.ts';
import { parseAmountMinor } from '../modules/wallet/amount.ts';
import { auditLedger, formatMinor, ledgerRows } from '../modules/wallet/audit.ts';
import { changeBalance } from '../modules/wallet/ledger.ts';
import type { Output } from './output.ts';

/** The cashier's side of the CLI (docs/money.md): `ledger USERNAME [--limit N]` and `audit`. */

export const ADJUST_USAGE = 'adjust <username> <amount> --reason TEXT  (amount in taka, e.g. 500 or -20.50)';
export const LEDGER_USAGE = 'ledger <username> [--limit N]  (N 1-10000, default 50)';
const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 10_000;

/** The limit, or undefined when `--limit` is not a whole number in range (bad usage). */
export function parseLimit(value: string | undefined): number | undefined {
  if (value === undefined) return DEFAULT_LIMIT;
  const limit = /^\d{1,5}$/.test(value) ? Number(value) : NaN;
  return limit >= 1 && limit <= MAX_LIMIT ? limit : undefined;
}

export function printLedger(db: Db, merchant: string, username: string, limit: number, out: Output): void {
  const member = findMemberByUsername(db, merchant, username);
  if (!member) throw new Error(`No member '${username}' in ${merchant}`);
  out.log(`${member.merchant}/${member.username}: balance ${formatMinor(member.balanceMinor)}`);
  const rows = ledgerRows(db, member.id, limit);
  if (rows.length === 0) {
    out.log('(no ledger rows)');
    return;
  }
  const amounts = rows.map((r) => formatMinor(r.amountMinor, true));
  const balances = rows.map((r) => formatMinor(r.balanceAfterMinor));
  const amountWidth = Math.max(...amounts.map((a) => a.length));
  const balanceWidth = Math.max(...balances.map((b) => b.length));
  const typeWidth = Math.max(...rows.map((r) => r.type.length));
  rows.forEach((r, i) => {
    const time = new Date(r.createdAt).toISOString().slice(0, 19).replace('T', ' ');
    out.log(`${time}  ${r.type.padEnd(typeWidth)}  ${amounts[i]!.padStart(amountWidth)}  ${balances[i]!.padStart(balanceWidth)}  ${r.reference}`);
  });
}

/** Prints the summary; throws (exit 1) naming every member whose balance the ledger does not prove. */
export function printAudit(db: Db, out: Output): void {
  const report = auditLedger(db);
  const summary = `${report.members} member(s), ${report.rows} ledger row(s), balances total ${formatMinor(report.totalMinor)}`;
  if (report.problems.length === 0) {
    out.log(`audit clean: ${summary}`);
    return;
  }
  for (const p of report.problems) out.error(`${p.merchant}/${p.username}: ${p.problem}`);
  const named = new Set(report.problems.map((p) => `${p.merchant}/${p.username}`));
  throw new Error(`audit failed for ${named.size} member(s): ${[...named].join(', ')} (${summary})`);
}

/**
 * The cashier's manual correction (and QA's way to fund a test member): one `adjustment` ledger
 * row with the reason as its reference. A debit below zero is refused as any other
 * (`balance.insufficient`, exit 1).
 */
export function adjustBalance(db: Db, merchant: string, username: string, amount: string, reason: string, out: Output): void {
  const member = findMemberByUsername(db, merchant, username);
  if (!member) throw new Error(`No member '${username}' in ${merchant}`);
  const debit = amount.startsWith('-');
  const minor = parseAmountMinor(debit ? amount.slice(1) : amount, false) * (debit ? -1 : 1);
  const change = db.transaction(() => changeBalance(db, member.id, 'adjustment', minor, `cli: ${reason}`)).immediate();
  out.log(`${member.merchant}/${member.username}: ${formatMinor(minor, true)} → balance ${formatMinor(change.balanceAfterMinor)}`);
}
