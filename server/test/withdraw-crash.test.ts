import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../src/db/connection.ts';
import { hashPasswordSync } from '../src/lib/passwords.ts';
import { insertMember } from '../src/modules/accounts/members.ts';
import { auditLedger } from '../src/modules/wallet/audit.ts';
import { startChildServer, type ChildServer } from './child-server.ts';
import { TestClient } from './client.ts';
import { eachLimited } from './load/pool.ts';
import { copySeededDb } from './seeded-db.ts';

/**
 * SIGKILL during a burst of withdrawals (docs/money.md, "Withdrawal"; the pattern of crash.test.ts):
 * every acknowledged withdrawal is in the restarted server's database with its freeze row, the
 * balance plus the frozen money is the start, and the audit (frozen money included) is clean.
 */

const dir = mkdtempSync(join(tmpdir(), 'bdplay-wd-crash-'));
const servers: ChildServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop('SIGKILL')));
  rmSync(dir, { recursive: true, force: true });
});

const START_MINOR = 50_000_00;

describe('SIGKILL during a burst of withdrawals', () => {
  it('keeps every acknowledged withdrawal and its freeze; the audit is clean', async () => {
    const dbPath = join(dir, 'crash.db');
    const distDir = join(dir, 'dist');
    mkdirSync(distDir);
    await copySeededDb(dbPath);
    const setup = openDb(dbPath);
    const id = insertMember(setup, {
      merchant: 'bdm01',
      username: 'wdcrash',
      passwordHash: hashPasswordSync('secret77'),
      type: 0,
      phone: null,
      email: null,
      nickname: null,
      payeeName: 'Rahim Uddin',
      extra: {},
      uplineId: null,
      registerMethod: 'H5',
      registerUrl: 'test',
      registerDomain: 'test',
      regDate: new Date().toISOString(),
      balanceMinor: START_MINOR,
    });
    setup.prepare('UPDATE members SET vip_level = 9 WHERE id = ?').run(id);
    setup
      .prepare('INSERT INTO payment_passwords (member_id, hash, wrong_attempts, locked_until, updated_at) VALUES (?, ?, 0, NULL, 0)')
      .run(id, hashPasswordSync('582941'));
    const accountId = Number(
      setup
        .prepare(
          "INSERT INTO payout_accounts (merchant, member_id, type, account_no, account_name, created_at) VALUES ('bdm01', ?, 'BKASH', '01733099999', 'Rahim Uddin', 0)",
        )
        .run(id).lastInsertRowid,
    );
    setup.close();

    const first = await startChildServer({ dbPath, distDir });
    servers.push(first);
    const client = new TestClient(first);
    expect((await client.login('wdcrash', 'secret77')).status).toBe(200);
    const acked: string[] = [];
    let killing: Promise<unknown> | undefined;
    // 4 in flight: under the payment password's 5 slots, so each is judged on its merits.
    await eachLimited(
      Array.from({ length: 150 }, () => crypto.randomUUID()),
      4,
      async (key) => {
        if (killing) return;
        try {
          const res = await client.secure(
            'POST',
            '/wps/v2/transaction/withdraw',
            { payoutAccountId: accountId, amount: '500', paymentPassword: '582941' },
            {
              'Idempotency-Key': key,
            },
          );
          if (res.status === 200 && res.json().success === true) acked.push(res.json().value.orderNo);
        } catch {
          return; // the server died under this request: not acknowledged
        }
        // Killed mid-burst, under the money rate limit's 20 writes a minute for one member.
        if (acked.length >= 15 && !killing) killing = first.stop('SIGKILL');
      },
    );
    expect(await first.stop('SIGKILL')).toBe('SIGKILL');
    expect(acked.length).toBeGreaterThanOrEqual(15);

    const second = await startChildServer({ dbPath, distDir });
    servers.push(second);
    const db = openDb(dbPath);
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const stored = new Set(
        (db.prepare('SELECT order_no AS o FROM withdrawals WHERE member_id = ?').all(id) as Array<{ o: string }>).map((r) => r.o),
      );
      for (const orderNo of acked) {
        expect(stored.has(orderNo)).toBe(true);
        expect(
          db.prepare("SELECT count(*) AS n FROM ledger WHERE reference = ? AND type = 'withdrawal_freeze'").get(`withdrawal:${orderNo}`),
        ).toEqual({ n: 1 });
      }
      const wallet = db.prepare('SELECT balance_minor AS b, frozen_minor AS f FROM members WHERE id = ?').get(id) as { b: number; f: number };
      expect(wallet.b + wallet.f).toBe(START_MINOR);
      expect(wallet.f).toBe(stored.size * 500_00);
      expect(auditLedger(db).problems).toEqual([]);
    } finally {
      db.close();
      await second.stop('SIGTERM');
    }
  }, 120_000);
});
