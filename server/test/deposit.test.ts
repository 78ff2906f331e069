import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/run.ts';
import { createSession } from '../src/modules/session/sessions.ts';
import { auditLedger } from '../src/modules/wallet/audit.ts';
import { MERCHANT, rawRequest, type RawResponse, startTestServer, type TestServer } from './helpers.ts';
import { insertTestMember } from './test-members.ts';

/** Manual deposits and the cashier's decisions (docs/money.md, "Deposit: the two ways"). */

const DEPOSIT = '/wps/v2/transaction/deposit';
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface TestMember {
  id: number;
  username: string;
  token: string;
}

let serial = 0;
function newMember(type = 0): TestMember {
  serial += 1;
  const username = `dep${serial}`;
  const id = insertTestMember(server.db, username, { type });
  return { id, username, token: createSession(server.db, { id, type }) };
}

const key = (): string => crypto.randomUUID();

function post(member: TestMember, body: unknown, idempotencyKey: string | null = key()): Promise<RawResponse> {
  const headers: Record<string, string> = { ...MERCHANT, Authorization: member.token, 'Content-Type': 'application/json' };
  if (idempotencyKey !== null) headers['Idempotency-Key'] = idempotencyKey;
  return rawRequest(server.port, DEPOSIT, { method: 'POST', headers, body: JSON.stringify(body) });
}

function get(member: TestMember, path: string, language = 'EN'): Promise<RawResponse> {
  return rawRequest(server.port, path, { headers: { ...MERCHANT, Authorization: member.token, Language: language } });
}

/** A bKash TrxID no other test uses. */
let trx = 0;
const trxId = (): string => `TRX${String(++trx).padStart(7, '0')}`;
const bkash = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  channel: 'BKASH',
  way: 'MANUAL',
  amount: '500',
  senderNumber: '01711000001',
  reference: trxId(),
  ...overrides,
});

const count = (sql: string, ...params: unknown[]): number => (server.db.prepare(sql).get(...params) as { n: number }).n;
const balance = (m: TestMember): number => count('SELECT balance_minor AS n FROM members WHERE id = ?', m.id);
const deposits = (m: TestMember): number => count('SELECT count(*) AS n FROM deposits WHERE member_id = ?', m.id);
const ledgerRows = (m: TestMember): number => count('SELECT count(*) AS n FROM ledger WHERE member_id = ?', m.id);

function cli(args: string[]): { code: number; stdout: string; stderr: string } {
  const out: string[] = [];
  const err: string[] = [];
  const code = runCli(['--db', server.dbPath, ...args], { log: (line) => out.push(line), error: (line) => err.push(line) });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

async function deposited(member: TestMember, body: Record<string, unknown> = bkash()): Promise<string> {
  const res = await post(member, body);
  expect(res.json().errorCode).toBeNull();
  return res.json().value.orderNo as string;
}

describe('deposit channels', () => {
  it('lists the seeded channels in the request language, bKash and Nagad with the gateway too, receiving accounts marked demo', async () => {
    const m = newMember();
    const en = (await get(m, `${DEPOSIT}/channels`)).json().value;
    expect(en.channels.map((c: { code: string }) => c.code)).toEqual(['BKASH', 'NAGAD', 'ROCKET', 'UPAY', 'BANK', 'USDT_TRC20']);
    const bk = en.channels[0];
    expect(bk).toMatchObject({ name: 'bKash', ways: ['GATEWAY', 'MANUAL'], currency: 'BDT', rate: null, min: 200, max: 25000, feeRate: 0 });
    expect(bk.receiving.demo).toBe(true);
    expect(en.channels[5]).toMatchObject({ currency: 'USDT', rate: 122, min: 10, max: 10000, feeRate: 1 });
    expect(en.promotions.map((p: { title: string }) => p.title)).toEqual(['First deposit bonus']);
    const bn = (await get(m, `${DEPOSIT}/channels`, 'BN')).json().value;
    expect(bn.channels[0].name).toBe('বিকাশ');
    expect(bn.channels[0].instructions).toContain('*247#');
  });

  it('refuses trial members and callers without a session', async () => {
    expect((await get(newMember(4), `${DEPOSIT}/channels`)).json().errorCode).toBe('member.trial.forbidden');
    expect((await post(newMember(4), bkash())).json().errorCode).toBe('member.trial.forbidden');
    const anonymous = await rawRequest(server.port, `${DEPOSIT}/channels`, { headers: MERCHANT });
    expect(anonymous.status).toBe(401);
  });
});

describe('manual deposit', () => {
  it('makes a PENDING order and touches no balance', async () => {
    const m = newMember();
    const res = await post(m, bkash({ reference: ' ab12cd34ef ' }));
    expect(res.status).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ status: 'PENDING', amount: 500, fee: 0, credited: 500 });
    expect(value.orderNo).toMatch(/^D\d{6}[A-HJ-NP-Z2-9]{8}$/);
    expect(balance(m)).toBe(0);
    expect(ledgerRows(m)).toBe(0);
    const stored = server.db.prepare('SELECT reference, state FROM deposits WHERE order_no = ?').get(value.orderNo);
    expect(stored).toEqual({ reference: 'AB12CD34EF', state: 'PENDING' });
  });

  it('requires an Idempotency-Key, and a retry with the same key makes one order', async () => {
    const m = newMember();
    expect((await post(m, bkash(), null)).json().errorCode).toBe('idempotency.key.required');
    const body = bkash();
    const k = key();
    const first = await post(m, body, k);
    const again = await post(m, body, k);
    expect(again.json().value.orderNo).toBe(first.json().value.orderNo);
    expect(deposits(m)).toBe(1);
    const reused = await post(m, { ...body, amount: '600' }, k);
    expect(reused.status).toBe(422);
    expect(deposits(m)).toBe(1);
  });

  it('checks the reference against the channel format', async () => {
    const m = newMember();
    const short = await post(m, bkash({ reference: 'ABC123' }));
    expect(short.json()).toMatchObject({ errorCode: 'deposit.reference.invalid', value: { pattern: '^[A-Z0-9]{10}$', example: '8N7A6D5EKL' } });
    expect((await post(m, bkash({ reference: 'AB12CD34E!' }))).json().errorCode).toBe('deposit.reference.invalid');
    expect((await post(m, bkash({ channel: 'NAGAD', reference: '71P9K2L4X' }))).json().errorCode).toBe('deposit.reference.invalid');
    expect((await post(m, bkash({ channel: 'ROCKET', reference: '48293O1756' }))).json().errorCode).toBe('deposit.reference.invalid');
    expect((await post(m, bkash({ reference: undefined }))).json().errorCode).toBe('deposit.reference.invalid');
    expect(deposits(m)).toBe(0);
  });

  it('checks the sender against the channel form', async () => {
    const m = newMember();
    for (const senderNumber of ['01211000001', '0171100000', '017110000011', 'abc', '', 12345678901]) {
      expect((await post(m, bkash({ senderNumber }))).json().errorCode, String(senderNumber)).toBe('deposit.sender.invalid');
    }
    // Rocket's 12-digit number (with its check digit); the +88 prefix and spaces are dropped.
    expect((await post(m, bkash({ channel: 'ROCKET', senderNumber: '017110000012', reference: '4829301756' }))).json().errorCode).toBeNull();
    expect((await post(m, bkash({ senderNumber: '+880 1711-000001' }))).json().errorCode).toBeNull();
    expect((await post(m, bkash({ channel: 'BANK', amount: '1000', senderNumber: '123456789', reference: 'NPSB0001' }))).json().errorCode).toBe(
      'deposit.sender.invalid',
    );
  });

  it('checks amounts: whole taka, the channel min/max, never zero or a number', async () => {
    const m = newMember();
    for (const amount of ['12.50', '500.5', 'abc', '0', '-500', '1e3', 500, '', '1234567890']) {
      expect((await post(m, bkash({ amount }))).json().errorCode, String(amount)).toBe('money.amount.invalid');
    }
    const low = await post(m, bkash({ amount: '199' }));
    expect(low.json()).toMatchObject({ errorCode: 'deposit.amount.out.of.range', value: { min: 200, max: 25000 } });
    expect((await post(m, bkash({ amount: '25001' }))).json().errorCode).toBe('deposit.amount.out.of.range');
    expect((await post(m, bkash({ channel: 'BANK', amount: '999', senderNumber: '1234567890', reference: 'NPSB0002' }))).json().errorCode).toBe(
      'deposit.amount.out.of.range',
    );
    expect(deposits(m)).toBe(0);
    expect((await post(m, bkash({ amount: '200.00' }))).json().value.amount).toBe(200);
    expect((await post(m, bkash({ amount: '25000' }))).json().value.amount).toBe(25000);
  });

  it('USDT: typed in USDT, at the channel rate, 1 % fee rounded down, the hash lower-cased', async () => {
    const m = newMember();
    const hash = 'AB'.repeat(32);
    const body = { channel: 'USDT_TRC20', way: 'MANUAL', amount: '10.55', senderNumber: `T${'a'.repeat(33)}`, reference: hash };
    const value = (await post(m, body)).json().value;
    // 10.55 USDT × ৳122 = ৳1,287.10; 1 % = ৳12.871 → ৳12.87.
    expect(value).toMatchObject({ amount: 1287.1, fee: 12.87, credited: 1274.23 });
    expect(server.db.prepare('SELECT reference FROM deposits WHERE order_no = ?').get(value.orderNo)).toEqual({ reference: hash.toLowerCase() });
    expect((await post(m, { ...body, amount: '9.99', reference: 'cd'.repeat(32) })).json().errorCode).toBe('deposit.amount.out.of.range');
  });

  it('refuses an unknown or disabled channel, a way the channel does not offer, and a promotion', async () => {
    const m = newMember();
    expect((await post(m, bkash({ channel: 'PAYPAL' }))).json().errorCode).toBe('deposit.channel.unavailable');
    expect((await post(m, bkash({ channel: 'ROCKET', way: 'GATEWAY' }))).json().errorCode).toBe('deposit.channel.unavailable');
    expect((await post(m, bkash({ way: 'CASH' }))).json().errorCode).toBe('deposit.channel.unavailable');
    expect((await post(m, bkash({ promotionId: 1 }))).json().errorCode).toBe('deposit.promotion.invalid');
    server.db.prepare("UPDATE payment_channels SET enabled = 0 WHERE code = 'UPAY'").run();
    try {
      expect((await post(m, bkash({ channel: 'UPAY' }))).json().errorCode).toBe('deposit.channel.unavailable');
    } finally {
      server.db.prepare("UPDATE payment_channels SET enabled = 1 WHERE code = 'UPAY'").run();
    }
    expect((await post(m, 'not an object')).json().errorCode).toBe('request.body.invalid');
  });

  it('a reference used by another member on the same channel is refused, until that order fails', async () => {
    const a = newMember();
    const b = newMember();
    const reference = trxId();
    const orderNo = await deposited(a, bkash({ reference }));
    expect((await post(b, bkash({ reference: reference.toLowerCase() }))).json().errorCode).toBe('deposit.reference.used');
    expect((await post(a, bkash({ reference }))).json().errorCode).toBe('deposit.reference.used');
    // Another channel's reference space is its own.
    expect((await post(b, bkash({ channel: 'UPAY', reference }))).json().errorCode).toBeNull();
    expect(cli(['deposit', 'reject', orderNo]).code).toBe(0);
    expect((await post(b, bkash({ reference }))).json().errorCode).toBeNull();
    // An approved order keeps it too.
    const other = trxId();
    expect(cli(['deposit', 'approve', await deposited(a, bkash({ reference: other }))]).code).toBe(0);
    expect((await post(b, bkash({ reference: other }))).json().errorCode).toBe('deposit.reference.used');
  });

  it('the database itself refuses a second live order with a reference (partial unique index)', async () => {
    const m = newMember();
    const reference = trxId();
    await deposited(m, bkash({ reference }));
    const copy = () =>
      server.db
        .prepare(
          `INSERT INTO deposits (order_no, member_id, channel_id, way, currency, currency_amount, amount_minor, fee_minor, credit_minor, sender, reference, created_at)
           SELECT 'D991231AAAAAAAA', member_id, channel_id, way, currency, currency_amount, amount_minor, fee_minor, credit_minor, sender, reference, created_at
           FROM deposits WHERE reference = ?`,
        )
        .run(reference);
    expect(copy).toThrow(/UNIQUE constraint failed: deposits.channel_id, deposits.reference/);
  });

  it('at most 3 manual deposits pending per member: the 4th is refused, by the call and by the database', async () => {
    const m = newMember();
    const orders = [await deposited(m), await deposited(m), await deposited(m)];
    expect((await post(m, bkash())).json().errorCode).toBe('deposit.pending.limit');
    expect(deposits(m)).toBe(3);
    const insert = () =>
      server.db
        .prepare(
          `INSERT INTO deposits (order_no, member_id, channel_id, way, currency, currency_amount, amount_minor, fee_minor, credit_minor, sender, reference, created_at)
           SELECT 'D991231BBBBBBBB', member_id, channel_id, way, currency, currency_amount, amount_minor, fee_minor, credit_minor, sender, 'ZZ99999999', created_at
           FROM deposits WHERE order_no = ?`,
        )
        .run(orders[0]);
    expect(insert).toThrow(/deposit.pending.limit/);
    // Another member is not held by this one's orders; a decided order frees a slot.
    expect((await post(newMember(), bkash())).json().errorCode).toBeNull();
    cli(['deposit', 'approve', orders[0]!]);
    expect((await post(m, bkash())).json().errorCode).toBeNull();
  });

  it('20 submissions at once of one reference make one order', async () => {
    const members = Array.from({ length: 5 }, () => newMember());
    const reference = trxId();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post(members[i % 5]!, bkash({ reference }))));
    expect(answers.filter((r) => r.json().errorCode === null)).toHaveLength(1);
    expect(answers.filter((r) => r.json().errorCode === 'deposit.reference.used')).toHaveLength(19);
    expect(count('SELECT count(*) AS n FROM deposits WHERE reference = ?', reference)).toBe(1);
  });
});

describe('the cashier approves and rejects', () => {
  it('approval credits amount less fee once, as a deposit ledger row; approving again exits 1', async () => {
    const m = newMember();
    const orderNo = await deposited(m, bkash({ amount: '1500' }));
    const first = cli(['deposit', 'approve', orderNo]);
    expect(first).toMatchObject({ code: 0 });
    expect(first.stdout).toBe(`${orderNo} SUCCESS: ${m.username} +1,500.00, balance 1,500.00`);
    expect(balance(m)).toBe(150_000);
    const again = cli(['deposit', 'approve', orderNo]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`deposit.not.pending: ${orderNo} is SUCCESS`);
    expect(cli(['deposit', 'reject', orderNo]).code).toBe(1);
    expect(balance(m)).toBe(150_000);
    const rows = server.db.prepare('SELECT type, amount_minor AS amount, reference FROM ledger WHERE member_id = ?').all(m.id);
    expect(rows).toEqual([{ type: 'deposit', amount: 150_000, reference: `deposit:${orderNo}` }]);
    const stored = server.db.prepare('SELECT state, decided_by AS by, settled_at AS at FROM deposits WHERE order_no = ?').get(orderNo) as {
      state: string;
      by: string;
      at: number;
    };
    expect(stored.state).toBe('SUCCESS');
    expect(stored.by).toMatch(/^cli:/);
    expect(stored.at).toBeGreaterThan(0);
  });

  it('a USDT approval credits the amount less the fee; the database id works as ID', async () => {
    const m = newMember();
    const body = { channel: 'USDT_TRC20', way: 'MANUAL', amount: '100', senderNumber: `T${'b'.repeat(33)}`, reference: 'ef'.repeat(32) };
    const orderNo = await deposited(m, body);
    const id = count('SELECT id AS n FROM deposits WHERE order_no = ?', orderNo);
    expect(cli(['deposit', 'approve', String(id)]).code).toBe(0);
    // 100 × ৳122 = ৳12,200, less 1 %.
    expect(balance(m)).toBe(1_207_800);
  });

  it('a rejected deposit pays nothing and shows its reason; it cannot be approved afterwards', async () => {
    const m = newMember();
    const orderNo = await deposited(m);
    expect(cli(['deposit', 'reject', orderNo, '--reason', 'TrxID not found']).stdout).toBe(`${orderNo} FAILED: TrxID not found`);
    expect(cli(['deposit', 'approve', orderNo]).code).toBe(1);
    expect(balance(m)).toBe(0);
    expect(ledgerRows(m)).toBe(0);
    const row = (await get(m, `${DEPOSIT}?orderNo=${orderNo}`)).json().value;
    expect(row).toMatchObject({ status: 'FAILED', reason: 'TrxID not found', credited: 500 });
    const defaulted = await deposited(m);
    cli(['deposit', 'reject', defaulted]);
    expect((await get(m, `${DEPOSIT}?orderNo=${defaulted}`)).json().value.reason).toBe('Payment not received');
  });

  it('the database refuses moving a settled order (trigger), whatever the code does', async () => {
    const m = newMember();
    const orderNo = await deposited(m);
    cli(['deposit', 'reject', orderNo]);
    expect(() => server.db.prepare("UPDATE deposits SET state = 'SUCCESS' WHERE order_no = ?").run(orderNo)).toThrow(/deposit.not.pending/);
  });

  it('bad usage exits 2; an unknown order exits 1', () => {
    expect(cli(['deposit', 'pay', 'D1']).code).toBe(2);
    expect(cli(['deposit', 'approve']).code).toBe(2);
    expect(cli(['deposit', 'approve', 'D1', '--reason', 'x']).code).toBe(2);
    expect(cli(['deposits', '--status', 'lost']).code).toBe(2);
    expect(cli(['deposit', 'reject', 'D1', '--reason', ' ']).code).toBe(2);
    const missing = cli(['deposit', 'approve', 'D991231ZZZZZZZZ']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('deposit.not.found');
  });

  it('deposits lists the orders, filtered by status and member', async () => {
    const m = newMember();
    const pending = await deposited(m);
    const failed = await deposited(m);
    cli(['deposit', 'reject', failed, '--reason', 'Wrong amount']);
    const all = cli(['deposits', '--user', m.username]).stdout.split('\n');
    expect(all).toHaveLength(2);
    expect(all[0]).toMatch(new RegExp(`^${failed}  ${m.username}  BKASH  MANUAL  500.00  01711000001  TRX\\d+  FAILED  0m  Wrong amount$`));
    const onlyPending = cli(['deposits', '--status', 'pending', '--user', m.username]).stdout;
    expect(onlyPending).toContain(pending);
    expect(onlyPending).not.toContain(failed);
    expect(cli(['deposits', '--user', 'nobody-here']).code).toBe(1);
  });

  it('two approvals at once from two processes pay once; the other exits 1 with deposit.not.pending', async () => {
    const m = newMember();
    const orderNo = await deposited(m, bkash({ amount: '700' }));
    const approve = (): Promise<{ code: number; stderr: string }> =>
      new Promise((resolve) => {
        execFile(
          process.execPath,
          ['--import', 'tsx', 'server/src/cli.ts', '--db', server.dbPath, 'deposit', 'approve', orderNo],
          { cwd: repoRoot },
          (error, _stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stderr }),
        );
      });
    const results = await Promise.all([approve(), approve(), approve()]);
    expect(results.map((r) => r.code).sort()).toEqual([0, 1, 1]);
    expect(results.filter((r) => r.code === 1).every((r) => r.stderr.includes('deposit.not.pending'))).toBe(true);
    expect(balance(m)).toBe(70_000);
    expect(ledgerRows(m)).toBe(1);
  }, 60_000);

  it('the audit is clean after all these approvals', () => {
    const report = auditLedger(server.db);
    expect(report.problems).toEqual([]);
    expect(count("SELECT count(*) AS n FROM deposits WHERE state = 'SUCCESS'")).toBeGreaterThan(3);
  });
});

describe('the deposit record', () => {
  it("shows only the caller's own deposits, with totals over the filtered range and pages", async () => {
    const a = newMember();
    const b = newMember();
    const mine = [
      await deposited(a, bkash({ amount: '300' })),
      await deposited(a, bkash({ amount: '400' })),
      await deposited(a, bkash({ amount: '500' })),
    ];
    const theirs = await deposited(b, bkash({ amount: '900' }));
    cli(['deposit', 'approve', mine[0]!]);
    const page = (await get(a, `${DEPOSIT}/records?pageSize=2`)).json().value;
    expect(page).toMatchObject({ pageNum: 1, totalPages: 2, totalCount: 3, summary: { count: 3, amount: 1200, successAmount: 300 } });
    expect(page.list.map((r: { orderNo: string }) => r.orderNo)).toEqual([mine[2], mine[1]]);
    expect(page.list[0]).toMatchObject({
      channel: 'BKASH',
      way: 'MANUAL',
      status: 'PENDING',
      senderNumber: '017****0001',
      bonus: 0,
      settledAt: null,
    });
    const second = (await get(a, `${DEPOSIT}/records?pageSize=2&pageNo=2`)).json().value;
    expect(second.list.map((r: { orderNo: string }) => r.orderNo)).toEqual([mine[0]]);
    const success = (await get(a, `${DEPOSIT}/records?status=success`)).json().value;
    expect(success.totalCount).toBe(1);
    // IDOR: another member's order number is "not found", the same as none; their list holds only theirs.
    const foreign = await get(a, `${DEPOSIT}?orderNo=${theirs}`);
    expect(foreign.status).toBe(404);
    expect(foreign.json().errorCode).toBe('deposit.not.found');
    const theirList = (await get(b, `${DEPOSIT}/records`)).json().value;
    expect(theirList.list.map((r: { orderNo: string }) => r.orderNo)).toEqual([theirs]);
    // Query parameters naming a member are refused, not obeyed.
    expect((await get(a, `${DEPOSIT}/records?memberId=${b.id}`)).json().errorCode).toBe('request.param.invalid');
  });

  it('refuses malformed or out-of-bounds queries', async () => {
    const m = newMember();
    const tomorrow = new Date(Date.now() + 6 * 3600_000 + 86_400_000).toISOString().slice(0, 10);
    for (const query of [
      'startDate=2025-02-30',
      'startDate=yesterday',
      `endDate=${tomorrow}`,
      'startDate=2020-01-01',
      'pageSize=51',
      'pageNo=0',
      'status=LOST',
    ]) {
      expect((await get(m, `${DEPOSIT}/records?${query}`)).json().errorCode, query).toBe('request.param.invalid');
    }
    expect((await get(m, `${DEPOSIT}?orderNo=`)).json().errorCode).toBe('request.param.invalid');
  });
});
