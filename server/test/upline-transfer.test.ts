import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPasswordSync } from '../src/lib/passwords.ts';
import { CONTRACT_LIMITS } from '../src/modules/limits/guards.ts';
import { auditLedger } from '../src/modules/wallet/audit.ts';
import { TestClient } from './client.ts';
import { startTestServer, type RawResponse, type TestServer } from './helpers.ts';
import { getAs, newKey, newPlayer, type Player } from './money-players.ts';

/** The superior transfer (docs/money.md, "Superior transfer"): the gate, the range, the turnover, once, atomic. */

let server: TestServer;
beforeAll(async () => {
  // The rate limit is the rate-limit test's; here 50 transfers at once must all reach the money.
  server = await startTestServer({ limits: { ...CONTRACT_LIMITS, moneyWritesPerMember: { limit: 1000, windowMs: 60_000 } } });
});
afterAll(() => server.close());

const TRANSFER = '/wps/relay/passwordCheck/MCSFE_transferToUpline';
const INFO = '/wps/relay/MCSFE_getUplineTransferInfo';
const PASSWORD = '246813';
const PASSWORD_HASH = hashPasswordSync(PASSWORD);

const one = <T>(sql: string, ...params: unknown[]): T => server.db.prepare(sql).get(...params) as T;
const balance = (id: number): number => one<{ b: number }>('SELECT balance_minor AS b FROM members WHERE id = ?', id).b;
const transferRows = (id: number): number =>
  one<{ n: number }>("SELECT count(*) AS n FROM ledger WHERE member_id = ? AND type IN ('transfer_in', 'transfer_out')", id).n;
const expectAuditClean = () => expect(auditLedger(server.db).problems).toEqual([]);

/** A member with `balanceMinor`, an upline (unless `noUpline`) and the payment password set. */
function family(balanceMinor: number, options: { type?: number; noUpline?: boolean } = {}): { member: Player; upline: Player } {
  const upline = newPlayer(server, 0, { prefix: 'up', type: 1 });
  const member = newPlayer(server, balanceMinor, { prefix: 'tr', type: options.type, uplineId: options.noUpline ? undefined : upline.id });
  server.db.prepare('INSERT INTO payment_passwords (member_id, hash, updated_at) VALUES (?, ?, ?)').run(member.id, PASSWORD_HASH, Date.now());
  return { member, upline };
}

function transfer(member: Player, amount: string, options: { key?: string; password?: string } = {}): Promise<RawResponse> {
  const client = new TestClient(server);
  client.token = member.token;
  return client.secure('POST', TRANSFER, { amount, paymentPassword: options.password ?? PASSWORD }, { 'Idempotency-Key': options.key ?? newKey() });
}

describe('superior transfer', () => {
  it('moves the amount: transfer_out on the member, transfer_in on the upline, its turnover +1×, one order', async () => {
    const { member, upline } = family(100_000);
    const info = (await getAs(server, member, INFO)).json().value;
    expect(info).toEqual({ upline: expect.stringMatching(/^up\*\*\*/), min: 1, max: 50_000, turnoverRemaining: 0, paymentPasswordSet: true });
    const res = await transfer(member, '250.50');
    expect(res.status, res.text).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ amount: 250.5, sumBalance: 749.5 });
    expect(value.orderNo).toMatch(/^T\d{6}[A-HJ-NP-Z2-9]{8}$/);
    expect(
      server.db
        .prepare('SELECT member_id AS m, type, amount_minor AS a FROM ledger WHERE reference = ? ORDER BY id')
        .all(`transfer:${value.orderNo}`),
    ).toEqual([
      { m: member.id, type: 'transfer_out', a: -25_050 },
      { m: upline.id, type: 'transfer_in', a: 25_050 },
    ]);
    expect(balance(upline.id)).toBe(25_050);
    expect(one<{ t: number }>('SELECT turnover_minor AS t FROM members WHERE id = ?', upline.id).t).toBe(25_050);
    expectAuditClean();
  });

  it('attack: the gate — no upline, member type 2, UPLINETRANS3 off — refuses the info and the transfer, writing nothing', async () => {
    const orphan = family(100_000, { noUpline: true }).member;
    const typeTwo = family(100_000, { type: 2 }).member;
    for (const member of [orphan, typeTwo]) {
      expect((await getAs(server, member, INFO)).json().errorCode).toBe('transfer.not.allowed');
      expect((await transfer(member, '10')).json().errorCode).toBe('transfer.not.allowed');
      expect(transferRows(member.id)).toBe(0);
    }
    const { member } = family(100_000);
    const setSwitch = (on: number) =>
      server.db.prepare("UPDATE white_label_switches SET enabled = ? WHERE merchant = 'bdm01' AND mod_id = 'UPLINETRANS3'").run(on);
    setSwitch(0);
    try {
      expect((await getAs(server, member, INFO)).json().errorCode).toBe('transfer.not.allowed');
      expect((await transfer(member, '10')).json().errorCode).toBe('transfer.not.allowed');
    } finally {
      setSwitch(1);
    }
    expect(transferRows(member.id)).toBe(0);
    expect((await transfer(member, '10')).status).toBe(200);
  });

  it('refuses an amount out of ৳1–৳50,000, a turnover still to play and a wrong password, writing nothing', async () => {
    const { member } = family(10_000_000);
    for (const amount of ['0.99', '50000.01']) {
      expect((await transfer(member, amount)).json()).toMatchObject({ errorCode: 'transfer.amount.out.of.range', value: { min: 1, max: 50_000 } });
    }
    expect((await transfer(member, '1.001')).json().errorCode).toBe('money.amount.invalid');
    expect((await transfer(member, '10', { password: '999999' })).json().errorCode).toBe('payment.password.incorrect');
    server.db.prepare('UPDATE members SET turnover_minor = 240000 WHERE id = ?').run(member.id);
    expect((await transfer(member, '10')).json()).toMatchObject({ errorCode: 'withdraw.turnover.unmet', value: { remaining: 2400 } });
    expect(transferRows(member.id)).toBe(0);
  });

  it('attack: balance.insufficient writes neither row', async () => {
    const { member, upline } = family(1_000);
    expect((await transfer(member, '10.01')).json().errorCode).toBe('balance.insufficient');
    expect([transferRows(member.id), transferRows(upline.id), balance(member.id)]).toEqual([0, 0, 1_000]);
  });

  it('attack: both rows or none — a failure after both ledger rows rolls both back', async () => {
    const { member, upline } = family(100_000);
    // The order row is written last: refusing it fails the transaction after both balance changes.
    server.db.exec("CREATE TRIGGER test_refuse_transfer BEFORE INSERT ON transfers BEGIN SELECT RAISE(ABORT, 'refused'); END");
    try {
      expect((await transfer(member, '10')).status).toBe(500);
    } finally {
      server.db.exec('DROP TRIGGER test_refuse_transfer');
    }
    expect([transferRows(member.id), transferRows(upline.id), balance(member.id), balance(upline.id)]).toEqual([0, 0, 100_000, 0]);
    expectAuditClean();
  });

  it('attack: a replayed key transfers once and answers the first result', async () => {
    const { member, upline } = family(100_000);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 5 }, () => transfer(member, '100', { key })));
    const first = answers[0]!.json().value;
    for (const r of answers) expect(r.json().value).toEqual(first);
    expect([balance(member.id), balance(upline.id), transferRows(upline.id)]).toEqual([90_000, 10_000, 1]);
  });

  it('attack: 50 transfers at once never take the balance below zero; member and upline together keep every paisa', async () => {
    const { member, upline } = family(50_000);
    const answers = await Promise.all(Array.from({ length: 50 }, () => transfer(member, '30')));
    const ok = answers.filter((r) => r.status === 200).length;
    // ৳500 pays 16 transfers of ৳30; concurrent right passwords may also meet the payment password's lock.
    const refusals = new Set(answers.filter((r) => r.status !== 200).map((r) => r.json().errorCode));
    for (const code of refusals) expect(['balance.insufficient', 'payment.password.locked']).toContain(code);
    expect(ok).toBeGreaterThan(0);
    expect(ok).toBeLessThanOrEqual(16);
    expect(balance(member.id)).toBe(50_000 - ok * 3_000);
    expect(balance(upline.id)).toBe(ok * 3_000);
    expect(balance(member.id)).toBeGreaterThanOrEqual(0);
    expectAuditClean();
  });
});
