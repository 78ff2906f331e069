import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/run.ts';
import { openDb, type Db } from '../src/db/connection.ts';
import { changeBalance } from '../src/modules/wallet/ledger.ts';
import { copySeededDb } from './seeded-db.ts';
import { insertTestMember } from './test-members.ts';

/** `npm run admin -- ledger USERNAME` and `audit` (docs/money.md), on a database of their own. */

const dir = mkdtempSync(join(tmpdir(), 'bdplay-audit-'));
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

function admin(...args: string[]): { code: number; stdout: string; stderr: string } {
  const out: string[] = [];
  const err: string[] = [];
  const code = runCli(['--db', dbPath, ...args], { log: (line) => out.push(line), error: (line) => err.push(line) });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

const idOf = (username: string): number => (db.prepare('SELECT id FROM members WHERE username = ?').get(username) as { id: number }).id;

/** An edit made behind the server's back: the guarding trigger dropped, the change, the trigger back. */
function tamper(trigger: string, sql: string, ...params: unknown[]): void {
  const definition = (db.prepare("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?").get(trigger) as { sql: string }).sql;
  db.exec(`DROP TRIGGER ${trigger}`);
  db.prepare(sql).run(...params);
  db.exec(definition);
}

describe('admin CLI: ledger and audit', () => {
  it('adjust writes one adjustment row with its reason, and refuses to go below zero', () => {
    const before = admin('ledger', 'arifm', '--limit', '1').stdout;
    expect(admin('adjust', 'arifm', '500', '--reason', 'test credit')).toMatchObject({ code: 0 });
    const rows = admin('ledger', 'arifm', '--limit', '1').stdout.split('\n');
    expect(rows[1]).toMatch(/adjustment\s+\+500\.00\s+\S+\s+cli: test credit$/);
    const balance = Number(/balance ([\d,.]+)/.exec(rows[0]!)![1]!.replace(/,/g, ''));
    expect(admin('adjust', 'arifm', `-${balance + 1}`, '--reason', 'too much').code).toBe(1);
    expect(admin('adjust', 'arifm', '-0.50', '--reason', 'fee').code).toBe(0);
    expect(admin('adjust', 'arifm', '12.345', '--reason', 'x').code).toBe(1);
    expect(admin('adjust', 'arifm', '5').code).toBe(2);
    expect(admin('adjust', 'nobody', '5', '--reason', 'x').code).toBe(1);
    expect(before).not.toBe(admin('ledger', 'arifm', '--limit', '1').stdout);
    expect(admin('audit').code).toBe(0);
  });

  it('ledger prints the balance and the rows, newest first, amounts as money; --limit cuts', () => {
    // A member of its own whose balance is one opening row (demo01 has a seeded history, and
    // trial01 is the tamper tests').
    const trial = insertTestMember(db, 'ledger01', { balanceMinor: 200_000 });
    db.transaction(() => changeBalance(db, trial, 'bet', -34_567, 'bet:1')).immediate();
    db.transaction(() => changeBalance(db, trial, 'payout', 100_000_000, 'bet:1')).immediate();
    const { code, stdout } = admin('ledger', 'ledger01');
    expect(code).toBe(0);
    const lines = stdout.split('\n');
    expect(lines[0]).toBe('bdm01/ledger01: balance 10,01,654.33');
    expect(lines.slice(1).map((l) => l.slice(21).trim().split(/\s+/))).toEqual([
      ['payout', '+10,00,000.00', '10,01,654.33', 'bet:1'],
      ['bet', '-345.67', '1,654.33', 'bet:1'],
      ['opening', '+2,000.00', '2,000.00', 'opening'],
    ]);
    expect(admin('ledger', 'ledger01', '--limit', '1').stdout.split('\n')).toHaveLength(2);
    expect(admin('ledger', 'ledger01', '--limit', '0').code).toBe(2);
    expect(admin('ledger', '--limit', '5').code).toBe(2);
    expect(admin('audit', '--limit', '5').code).toBe(2);
    expect(admin('ledger', 'nobody').code).toBe(1);
  });

  it('audit is clean on the seeded database and prints a summary', () => {
    const { code, stdout } = admin('audit');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^audit clean: \d+ member\(s\), \d+ ledger row\(s\), balances total [\d,]+\.\d\d$/);
  });

  it('attack: a balance edited behind the ledger fails the audit (exit 1), naming the member', () => {
    tamper('members_balance_ledgered', "UPDATE members SET balance_minor = balance_minor + 1 WHERE username = 'agent01'");
    const { code, stderr } = admin('audit');
    expect(code).toBe(1);
    expect(stderr).toContain('bdm01/agent01: balance 5020452 but its 28 ledger rows sum to 5020451');
    expect(stderr).toContain('audit failed for 1 member(s): bdm01/agent01');
    tamper('members_balance_ledgered', "UPDATE members SET balance_minor = balance_minor - 1 WHERE username = 'agent01'");
    expect(admin('audit').code).toBe(0);
  });

  it('attack: an edited ledger row fails the audit (exit 1), naming the member and the broken chain', () => {
    const trial = idOf('trial01');
    db.transaction(() => changeBalance(db, trial, 'bet', -5_000, 'bet:2')).immediate();
    // The opening row says ৳2,100 instead of ৳2,000: the sum no longer matches, nor does the chain.
    tamper(
      'ledger_no_update',
      "UPDATE ledger SET amount_minor = 210000, balance_after_minor = 210000 WHERE member_id = ? AND type = 'opening'",
      trial,
    );
    const { code, stderr } = admin('audit');
    expect(code).toBe(1);
    expect(stderr).toContain('bdm01/trial01: balance 195000 but its 2 ledger rows sum to 205000');
    expect(stderr).toMatch(/bdm01\/trial01: row \d+ starts from 200000, the row before ended at 210000/);
    expect(stderr).toContain('audit failed for 1 member(s): bdm01/trial01');
  });
});
