import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fork } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../src/db/connection.ts';
import { RuleError } from '../src/modules/rule-error.ts';
import { auditLedger } from '../src/modules/wallet/audit.ts';
import { changeBalance } from '../src/modules/wallet/ledger.ts';
import type { BalanceTally, BalanceWork } from './ledger/balance-worker.ts';
import { copySeededDb } from './seeded-db.ts';
import { insertTestMember } from './test-members.ts';

/** The ledger primitive and the database's own guards (docs/money.md, "Ledger, idempotency and audit"). */

const dir = mkdtempSync(join(tmpdir(), 'bdplay-ledger-'));
const dbPath = join(dir, 'app.db');
let db: Db;
beforeAll(async () => {
  await copySeededDb(dbPath);
  db = openDb(dbPath);
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

let serial = 0;
function newMember(balanceMinor: number): number {
  serial += 1;
  return insertTestMember(db, `ledger${serial}`, { balanceMinor });
}

const balanceOf = (id: number): number => (db.prepare('SELECT balance_minor AS b FROM members WHERE id = ?').get(id) as { b: number }).b;
const rowsOf = (id: number): number => (db.prepare('SELECT count(*) AS n FROM ledger WHERE member_id = ?').get(id) as { n: number }).n;

describe('changeBalance', () => {
  it('a fresh seeded database audits clean: a seeded balance is an opening row, or its history (demo01)', () => {
    expect(auditLedger(db).problems).toEqual([]);
    const rows = (username: string) =>
      db
        .prepare('SELECT l.type, l.amount_minor AS amount FROM ledger l JOIN members m ON m.id = l.member_id WHERE m.username = ? ORDER BY l.id')
        .all(username) as Array<{ type: string; amount: number }>;
    // agent01: its opening, then its seeded rebate difference (seed-agent-rebates.ts) and the salaries
    // and dividends its seeded contracts paid (db/seed-contracts.ts), each a credit.
    const [opening, ...paid] = rows('agent01');
    expect(opening).toEqual({ type: 'opening', amount: 5_000_000 });
    expect(new Set(paid.map((r) => r.type))).toEqual(new Set(['agent_rebate', 'salary', 'dividend']));
    expect(paid.every((r) => r.amount > 0)).toBe(true);
    // demo01 opens 30 days back and ends at ৳12,345.67 through its seeded history (seed-money-history.ts).
    const demo = rows('demo01');
    expect(demo[0]?.type).toBe('opening');
    expect(demo.reduce((sum, r) => sum + r.amount, 0)).toBe(1_234_567);
  });

  it('moves the balance and appends the row, chained from the previous one', () => {
    const id = newMember(1_000);
    const change = db.transaction(() => changeBalance(db, id, 'bet', -400, 'test:bet')).immediate();
    expect(change.balanceAfterMinor).toBe(600);
    expect(balanceOf(id)).toBe(600);
    const rows = db
      .prepare('SELECT type, amount_minor AS a, balance_after_minor AS b, reference AS r FROM ledger WHERE member_id = ? ORDER BY id')
      .all(id);
    expect(rows).toEqual([
      { type: 'opening', a: 1_000, b: 1_000, r: 'opening' },
      { type: 'bet', a: -400, b: 600, r: 'test:bet' },
    ]);
  });

  it('attack: a debit below zero is refused with balance.insufficient and writes nothing, not even the caller’s other work', () => {
    const id = newMember(500);
    const attempt = () =>
      db
        .transaction(() => {
          db.prepare("UPDATE members SET nickname = 'changed' WHERE id = ?").run(id);
          changeBalance(db, id, 'withdrawal_freeze', -501, 'test:too-much');
        })
        .immediate();
    expect(attempt).toThrow(RuleError);
    expect(attempt).toThrow('balance.insufficient');
    expect(balanceOf(id)).toBe(500);
    expect(rowsOf(id)).toBe(1);
    expect(db.prepare('SELECT nickname FROM members WHERE id = ?').get(id)).toEqual({ nickname: null });
  });

  it('refuses to run outside a transaction, and a zero or fractional amount', () => {
    const id = newMember(500);
    expect(() => changeBalance(db, id, 'adjustment', 1, 'test')).toThrow('inside db.transaction');
    expect(() => db.transaction(() => changeBalance(db, id, 'adjustment', 0, 'test')).immediate()).toThrow('Bad ledger amount');
    expect(() => db.transaction(() => changeBalance(db, id, 'adjustment', 0.5, 'test')).immediate()).toThrow('Bad ledger amount');
    expect(rowsOf(id)).toBe(1);
  });

  it('attack: the database refuses a balance change without its row, an edited or deleted row, and a row that does not chain', () => {
    const id = newMember(500);
    expect(() => db.prepare('UPDATE members SET balance_minor = 900 WHERE id = ?').run(id)).toThrow('balance change without its ledger row');
    expect(() => db.prepare('UPDATE ledger SET amount_minor = 900 WHERE member_id = ?').run(id)).toThrow('append-only');
    expect(() => db.prepare('DELETE FROM ledger WHERE member_id = ?').run(id)).toThrow('append-only');
    expect(() =>
      db
        .prepare(
          "INSERT INTO ledger (member_id, type, amount_minor, balance_after_minor, reference, created_at) VALUES (?, 'adjustment', 100, 9999, 'x', 0)",
        )
        .run(id),
    ).toThrow('does not chain');
    expect(() =>
      db
        .prepare(
          "INSERT INTO members (merchant, username, password_hash, reg_date, balance_minor) VALUES ('bdm01', 'rich', 'scrypt$x', '2024-01-01', 100)",
        )
        .run(),
    ).toThrow('starts at 0');
    expect(balanceOf(id)).toBe(500);
    expect(auditLedger(db).problems).toEqual([]);
  });
});

describe('200 balance changes at once on one member from 4 processes', () => {
  it('never go below zero; the accepted ones are exactly the balance’s change; the audit stays clean', async () => {
    const start = 100_000;
    const id = newMember(start);
    const workers = 4;
    // Each connection: 40 debits of ৳300 and 10 credits of ৳50: ৳48,000 of debits asked for, ৳1,000 available.
    const amounts = Array.from({ length: 50 }, (_, i) => (i % 5 === 4 ? 5_000 : -30_000));
    const children = Array.from({ length: workers }, () =>
      fork(new URL('./ledger/balance-worker.ts', import.meta.url), { execArgv: ['--import', 'tsx'] }),
    );
    const next = (child: (typeof children)[number]): Promise<unknown> =>
      new Promise((resolve, reject) => {
        child.once('message', resolve);
        child.once('error', reject);
        child.once('exit', (code) => reject(new Error(`balance worker exited with ${code}`)));
      });
    const ready = children.map(next);
    children.forEach((child, w) => child.send({ dbPath, memberId: id, amounts, name: `w${w}` } satisfies BalanceWork));
    await Promise.all(ready);
    const done = children.map(next);
    for (const child of children) child.send('go');
    const tallies = (await Promise.all(done)) as BalanceTally[];
    const total = tallies.reduce((t, x) => ({ credited: t.credited + x.credited, debited: t.debited + x.debited, refused: t.refused + x.refused }));
    expect(total.refused).toBeGreaterThan(0);
    expect(balanceOf(id)).toBe(start + total.credited - total.debited);
    expect(balanceOf(id)).toBeGreaterThanOrEqual(0);
    expect(rowsOf(id)).toBe(1 + 4 * 50 - total.refused);
    const negative = db.prepare('SELECT count(*) AS n FROM ledger WHERE member_id = ? AND balance_after_minor < 0').get(id) as { n: number };
    expect(negative.n).toBe(0);
    expect(auditLedger(db).problems).toEqual([]);
  }, 60_000);
});
