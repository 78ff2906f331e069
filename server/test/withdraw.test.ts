import { execFile, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/run.ts';
import { hashPasswordSync } from '../src/lib/passwords.ts';
import { insertTestMember } from './test-members.ts';
import { findMerchant } from '../src/modules/merchants/merchants.ts';
import { sendSmsCode } from '../src/modules/sms/codes.ts';
import { auditLedger } from '../src/modules/wallet/audit.ts';
import { TestClient } from './client.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import type { WithdrawTally, WithdrawWork } from './withdraw/withdraw-worker.ts';

/**
 * Withdrawals, payout accounts and the real name (docs/money.md, "Withdrawal", "Security centre").
 * The attacks: a burst beyond the balance, a replayed key, a double rejection, password guesses,
 * another member's account, unmet turnover, the daily limits, removing an account in use.
 */

const WITHDRAW = '/wps/v2/transaction/withdraw';
const ACCOUNT = '/wps/member/payoutAccount';
const PAY_PASSWORD = '582941';
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface W {
  client: TestClient;
  id: number;
  username: string;
  mobile: string;
  accountId: number;
}

let serial = 0;
const nextNumber = (): string => `17330${String(++serial).padStart(5, '0')}`;

/** A member signed in, with a balance, a payment password, a real name and (unless told) a bKash account. */
async function newMember(options: { balanceMinor?: number; vip?: number; account?: boolean; password?: boolean } = {}): Promise<W> {
  const mobile = nextNumber();
  const username = `wd${String(serial).padStart(4, '0')}`;
  const id = insertTestMember(server.db, username, {
    passwordHash: hashPasswordSync('secret77'),
    phone: { dialingCode: '+880', mobile },
    payeeName: 'Rahim Uddin',
    balanceMinor: options.balanceMinor ?? 10_000_00,
  });
  server.db.prepare('UPDATE members SET vip_level = ? WHERE id = ?').run(options.vip ?? 9, id);
  if (options.password !== false) {
    server.db
      .prepare('INSERT INTO payment_passwords (member_id, hash, wrong_attempts, locked_until, updated_at) VALUES (?, ?, 0, NULL, 0)')
      .run(id, hashPasswordSync(PAY_PASSWORD));
  }
  const client = new TestClient(server);
  expect((await client.login(username, 'secret77')).status).toBe(200);
  let accountId = 0;
  if (options.account !== false) {
    accountId = Number(
      server.db
        .prepare(
          "INSERT INTO payout_accounts (merchant, member_id, type, account_no, account_name, created_at) VALUES ('bdm01', ?, 'BKASH', ?, 'Rahim Uddin', 0)",
        )
        .run(id, `0${mobile}`).lastInsertRowid,
    );
  }
  return { client, id, username, mobile: `0${mobile}`, accountId };
}

const key = (): string => crypto.randomUUID();
const withdraw = (w: W, amount: string, extra: Record<string, unknown> = {}, idempotencyKey = key()) =>
  w.client.secure(
    'POST',
    WITHDRAW,
    { payoutAccountId: w.accountId, amount, paymentPassword: PAY_PASSWORD, ...extra },
    { 'Idempotency-Key': idempotencyKey },
  );
const answer = (r: { status: number; json: () => any }) => [r.status, r.json().errorCode];

const wallet = (id: number) =>
  server.db.prepare('SELECT balance_minor AS balance, frozen_minor AS frozen FROM members WHERE id = ?').get(id) as {
    balance: number;
    frozen: number;
  };
const count = (sql: string, ...params: unknown[]): number => (server.db.prepare(sql).get(...params) as { n: number }).n;
const withdrawals = (id: number): number => count('SELECT count(*) AS n FROM withdrawals WHERE member_id = ?', id);

function cli(args: string[]): { code: number; stdout: string; stderr: string } {
  const out: string[] = [];
  const err: string[] = [];
  const code = runCli(['--db', server.dbPath, ...args], { log: (line) => out.push(line), error: (line) => err.push(line) });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

/** The CLI in a process of its own, as a cashier's shell runs it. */
function cliProcess(args: string[]): Promise<number> {
  return new Promise((resolve) => {
    execFile('npx', ['tsx', 'server/src/cli.ts', '--db', server.dbPath, ...args], { cwd: repoRoot }, (error) =>
      resolve(error ? Number((error as { code?: number }).code ?? 1) : 0),
    );
  });
}

describe('withdraw', () => {
  it('freezes the amount with a withdrawal_freeze row; info, balance and records show it', async () => {
    const w = await newMember();
    const res = await withdraw(w, '1500');
    expect(answer(res)).toEqual([200, null]);
    expect(res.json().value).toMatchObject({ status: 'PENDING', amount: 1500, sumBalance: 8500, frozenBalance: 1500 });
    expect(wallet(w.id)).toEqual({ balance: 8_500_00, frozen: 1_500_00 });
    const rows = server.db.prepare('SELECT type, amount_minor AS a, reference AS r FROM ledger WHERE member_id = ? ORDER BY id').all(w.id);
    expect(rows.at(-1)).toEqual({ type: 'withdrawal_freeze', a: -1_500_00, r: `withdrawal:${res.json().value.orderNo}` });
    const info = (await w.client.call('GET', `${WITHDRAW}/info`)).json().value;
    expect(info).toMatchObject({ balance: 8500, frozen: 1500, turnoverRemaining: 0, paymentPasswordSet: true });
    expect(info.today).toEqual({ count: 1, countLimit: 0, amount: 1500, amountLimit: 100000 });
    expect(info.limits.BKASH).toEqual({ min: 500, max: 25000 });
    expect(info.accounts[0].accountNo).toBe(`*******${w.mobile.slice(-4)}`);
    expect((await w.client.call('GET', '/wps/v2/wallets/balance')).json().value).toMatchObject({ sumBalance: 8500, frozenBalance: 1500 });
    const records = (await w.client.call('GET', `${WITHDRAW}/records?status=pending`)).json().value;
    expect(records).toMatchObject({ totalCount: 1, summary: { count: 1, amount: 1500, paidAmount: 0 } });
    expect(records.list[0]).toMatchObject({ orderNo: res.json().value.orderNo, status: 'PENDING', account: { type: 'BKASH' } });
    expect(auditLedger(server.db).problems).toEqual([]);
  });

  it('refuses a plain body, a bad amount, a trial member, an amount out of range and one above the balance', async () => {
    const w = await newMember({ balanceMinor: 800_00 });
    const plain = await w.client.call(
      'POST',
      WITHDRAW,
      { payoutAccountId: w.accountId, amount: '500', paymentPassword: PAY_PASSWORD },
      { 'Idempotency-Key': key() },
    );
    expect(plain.json().errorCode).toBe('request.encryption.invalid');
    expect(answer(await withdraw(w, '500.50'))).toEqual([400, 'money.amount.invalid']);
    expect(answer(await withdraw(w, '499'))).toEqual([400, 'withdraw.amount.out.of.range']);
    expect(answer(await withdraw(w, '25001'))).toEqual([400, 'withdraw.amount.out.of.range']);
    expect(answer(await withdraw(w, '900'))).toEqual([400, 'balance.insufficient']);
    expect((await w.client.secure('POST', WITHDRAW, { amount: '500', paymentPassword: PAY_PASSWORD })).json().errorCode).toBe(
      'idempotency.key.required',
    );
    expect(withdrawals(w.id)).toBe(0);
    expect(wallet(w.id)).toEqual({ balance: 800_00, frozen: 0 });
  });

  it('a replayed idempotency key makes one withdrawal and answers the first answer', async () => {
    const w = await newMember();
    const k = key();
    const first = await withdraw(w, '600', {}, k);
    const again = await Promise.all([withdraw(w, '600', {}, k), withdraw(w, '600', {}, k)]);
    expect(again.map((r) => r.json().value)).toEqual([first.json().value, first.json().value]);
    expect(answer(await withdraw(w, '700', {}, k))).toEqual([422, 'idempotency.key.reused']);
    expect(withdrawals(w.id)).toBe(1);
    expect(wallet(w.id)).toEqual({ balance: 9_400_00, frozen: 600_00 });
  });

  it('a wrong payment password counts toward the lock; none set is payment.password.required', async () => {
    const w = await newMember();
    const wrong = await withdraw(w, '500', { paymentPassword: '111112' });
    expect(answer(wrong)).toEqual([400, 'payment.password.incorrect']);
    expect(wrong.json().value).toEqual({ attemptsLeft: 4 });
    for (let i = 0; i < 3; i++) await withdraw(w, '500', { paymentPassword: '111112' });
    const fifth = await withdraw(w, '500', { paymentPassword: '111112' });
    expect(answer(fifth)).toEqual([429, 'payment.password.locked']);
    // Locked: the right one is refused too, for 3 hours.
    expect(answer(await withdraw(w, '500'))).toEqual([429, 'payment.password.locked']);
    const none = await newMember({ password: false });
    expect(answer(await withdraw(none, '500'))).toEqual([400, 'payment.password.required']);
    expect(withdrawals(w.id) + withdrawals(none.id)).toBe(0);
  });

  it("another member's payout account id is refused as not found (IDOR)", async () => {
    const victim = await newMember();
    const thief = await newMember();
    const res = await withdraw(thief, '500', { payoutAccountId: victim.accountId });
    expect(answer(res)).toEqual([404, 'payout.account.not.found']);
    expect(answer(await thief.client.call('DELETE', ACCOUNT, { id: victim.accountId }, { 'Idempotency-Key': key() }))).toEqual([
      404,
      'payout.account.not.found',
    ]);
    expect(withdrawals(thief.id)).toBe(0);
    expect(count('SELECT count(*) AS n FROM payout_accounts WHERE id = ?', victim.accountId)).toBe(1);
  });

  it('turnover still to play refuses the withdrawal with what remains', async () => {
    const w = await newMember();
    server.db.prepare('UPDATE members SET turnover_minor = 2_400_00 WHERE id = ?').run(w.id);
    const res = await withdraw(w, '500');
    expect(answer(res)).toEqual([400, 'withdraw.turnover.unmet']);
    expect(res.json().value).toEqual({ remaining: 2400 });
    expect((await w.client.call('GET', `${WITHDRAW}/info`)).json().value.turnoverRemaining).toBe(2400);
    expect(withdrawals(w.id)).toBe(0);
  });

  it('daily limits: the VIP level’s count and ৳1,00,000 a Dhaka day, rejected ones not counted', async () => {
    const w = await newMember({ vip: 0 });
    for (let i = 0; i < 3; i++) expect(answer(await withdraw(w, '500'))).toEqual([200, null]);
    const fourth = await withdraw(w, '500');
    expect(answer(fourth)).toEqual([400, 'withdraw.daily.count']);
    expect(fourth.json().value).toEqual({ limit: 3 });
    const rich = await newMember({ balanceMinor: 2_00_000_00 });
    for (let i = 0; i < 4; i++) expect(answer(await withdraw(rich, '25000'))).toEqual([200, null]);
    const over = await withdraw(rich, '500');
    expect(answer(over)).toEqual([400, 'withdraw.daily.amount']);
    expect(over.json().value).toEqual({ limit: 100000, left: 0 });
    const order = server.db.prepare('SELECT order_no AS o FROM withdrawals WHERE member_id = ? LIMIT 1').get(rich.id) as { o: string };
    expect(cli(['withdrawal', 'reject', order.o]).code).toBe(0);
    expect(answer(await withdraw(rich, '25000'))).toEqual([200, null]);
  });

  it('200 withdrawals at once totalling more than the balance: the accepted ones sum to at most the balance', async () => {
    const start = 5_000_00;
    const w = await newMember({ balanceMinor: start });
    const answers = await Promise.all(Array.from({ length: 200 }, () => withdraw(w, '500')));
    const codes = new Set(answers.map((r) => r.json().errorCode));
    // Refusals: the balance, the password's 5-at-a-time guard, and the money rate limit (20 writes a minute).
    for (const code of codes) expect([null, 'balance.insufficient', 'payment.password.locked', 'money.rate.limited']).toContain(code);
    const accepted = answers.filter((r) => r.status === 200).length;
    expect(accepted).toBeGreaterThan(0);
    expect(accepted * 500_00).toBeLessThanOrEqual(start);
    expect(withdrawals(w.id)).toBe(accepted);
    expect(wallet(w.id)).toEqual({ balance: start - accepted * 500_00, frozen: accepted * 500_00 });
    expect(auditLedger(server.db).problems).toEqual([]);
  }, 60_000);

  it('200 withdrawals from 4 processes on one member: exactly what the balance covers, never below zero', async () => {
    const start = 10_000_00;
    const w = await newMember({ balanceMinor: start });
    const children = Array.from({ length: 4 }, () =>
      fork(new URL('./withdraw/withdraw-worker.ts', import.meta.url), { execArgv: ['--import', 'tsx'] }),
    );
    const next = (child: (typeof children)[number]): Promise<unknown> =>
      new Promise((resolve, reject) => {
        child.once('message', resolve);
        child.once('exit', (code) => reject(new Error(`withdraw worker exited with ${code}`)));
      });
    const ready = children.map(next);
    for (const child of children)
      child.send({ dbPath: server.dbPath, memberId: w.id, accountId: w.accountId, count: 50, amount: '500' } satisfies WithdrawWork);
    await Promise.all(ready);
    const done = children.map(next);
    for (const child of children) child.send('go');
    const tallies = (await Promise.all(done)) as WithdrawTally[];
    const accepted = tallies.reduce((n, t) => n + t.accepted, 0);
    expect(accepted).toBe(20);
    expect(tallies.reduce((n, t) => n + (t.refused['balance.insufficient'] ?? 0), 0)).toBe(180);
    expect(wallet(w.id)).toEqual({ balance: 0, frozen: start });
    expect(auditLedger(server.db).problems).toEqual([]);
  }, 60_000);
});

describe("the cashier's CLI", () => {
  it('approve, pay, reject: each once; reject returns the money with one withdrawal_return row', async () => {
    const w = await newMember();
    const a = (await withdraw(w, '1000')).json().value.orderNo as string;
    const b = (await withdraw(w, '2000')).json().value.orderNo as string;
    expect(cli(['withdrawals', '--status', 'pending', '--user', w.username]).stdout).toContain(w.mobile);
    expect(cli(['withdrawal', 'pay', a]).code).toBe(1); // not approved yet
    expect(cli(['withdrawal', 'approve', a]).code).toBe(0);
    expect(cli(['withdrawal', 'approve', a]).code).toBe(1);
    expect(cli(['withdrawal', 'pay', a, '--ref', 'BK123']).code).toBe(0);
    expect(cli(['withdrawal', 'reject', a]).code).toBe(1);
    expect(wallet(w.id)).toEqual({ balance: 7_000_00, frozen: 2_000_00 });
    expect(cli(['withdrawal', 'reject', b, '--reason', 'Name mismatch']).code).toBe(0);
    expect(cli(['withdrawal', 'reject', b]).code).toBe(1);
    expect(wallet(w.id)).toEqual({ balance: 9_000_00, frozen: 0 });
    expect(count("SELECT count(*) AS n FROM ledger WHERE member_id = ? AND type = 'withdrawal_return'", w.id)).toBe(1);
    const records = (await w.client.call('GET', `${WITHDRAW}/records`)).json().value.list;
    expect(records.map((r: any) => [r.orderNo, r.status, r.reason, r.payoutRef])).toEqual([
      [b, 'REJECTED', 'Name mismatch', ''],
      [a, 'PAID', '', 'BK123'],
    ]);
    expect(auditLedger(server.db).problems).toEqual([]);
  });

  it('two rejections at once from two CLI processes return the money exactly once', async () => {
    const w = await newMember();
    const order = (await withdraw(w, '3000')).json().value.orderNo as string;
    const codes = await Promise.all([cliProcess(['withdrawal', 'reject', order]), cliProcess(['withdrawal', 'reject', order])]);
    expect(codes.sort()).toEqual([0, 1]);
    expect(wallet(w.id)).toEqual({ balance: 10_000_00, frozen: 0 });
    expect(count("SELECT count(*) AS n FROM ledger WHERE member_id = ? AND type = 'withdrawal_return'", w.id)).toBe(1);
  }, 60_000);
});

describe('real name and payout accounts', () => {
  const asked = new Set<number>();
  /** A fresh `payout` code: the first through the API, the next ones past its resend wait (the limiter is not under test). */
  async function addBody(w: W, fields: Record<string, string>): Promise<Record<string, string>> {
    if (asked.has(w.id))
      sendSmsCode(server.db, findMerchant(server.db, 'bdm01')!, { dialingCode: '+880', mobile: w.mobile.slice(1) }, 'payout', 'EN');
    else expect(answer(await w.client.call('POST', `${ACCOUNT}/sms`))).toEqual([200, null]);
    asked.add(w.id);
    const [message] = await w.client.outbox(`+880 ${w.mobile.slice(1)}`);
    expect(message).toMatchObject({ purpose: 'payout' });
    return { ...fields, verificationCode: message!.code };
  }
  const put = (w: W, body: unknown, k = key()) => w.client.call('PUT', ACCOUNT, body, { 'Idempotency-Key': k });

  it('real name: format, set once', async () => {
    const w = await newMember({ account: false });
    server.db.prepare('UPDATE members SET payee_name = NULL WHERE id = ?').run(w.id);
    expect(answer(await put(w, { type: 'BKASH', accountNo: '01712345678', verificationCode: '123456' }))).toEqual([400, 'member.realname.required']);
    expect(answer(await w.client.call('PUT', '/wps/member/realName', { payeeName: 'R2D2' }))).toEqual([400, 'member.realname.invalid']);
    expect(answer(await w.client.call('PUT', '/wps/member/realName', { payeeName: 'x' }))).toEqual([400, 'member.realname.invalid']);
    const set = await w.client.call('PUT', '/wps/member/realName', { payeeName: '  মোঃ   করিম ' });
    expect(set.json().value).toEqual({ realName: 'মোঃ করিম' });
    expect(answer(await w.client.call('PUT', '/wps/member/realName', { payeeName: 'Someone Else' }))).toEqual([400, 'member.realname.exists']);
    expect((await w.client.call('GET', '/wps/v2/member/securityConfig')).json().value.realName).toBe('মোঃ করিম');
  });

  it('add with the SMS code (formats, name, taken, exists, limit), remove unless in use', async () => {
    const w = await newMember({ account: false });
    const other = await newMember();
    expect(answer(await put(w, { type: 'BKASH', accountNo: '01712345678', verificationCode: '000000' }))).toEqual([400, 'verification.code.invalid']);
    expect(answer(await put(w, { type: 'BKASH', accountNo: '0171234567', verificationCode: '000000' }))).toEqual([400, 'payout.account.invalid']);
    expect(answer(await put(w, { type: 'BKASH', accountNo: '01712345678', accountName: 'Karim', verificationCode: '0' }))).toEqual([
      400,
      'payout.name.mismatch',
    ]);
    expect(answer(await put(w, await addBody(w, { type: 'NAGAD', accountNo: other.mobile })))).toEqual([200, null]);
    expect(answer(await put(w, await addBody(w, { type: 'BKASH', accountNo: other.mobile })))).toEqual([400, 'payout.account.taken']);
    const added = await put(w, await addBody(w, { type: 'BKASH', accountNo: `+88 ${w.mobile}`, accountName: 'rahim  UDDIN' }));
    expect(added.json().value).toMatchObject({ type: 'BKASH', accountName: 'Rahim Uddin', accountNo: `*******${w.mobile.slice(-4)}` });
    expect(answer(await put(w, await addBody(w, { type: 'BKASH', accountNo: w.mobile })))).toEqual([400, 'payout.account.exists']);
    const bank = { type: 'BANK', bankCode: 'DBBL', accountNo: '1234567890123', branch: 'Gulshan', routingNo: '090261234' };
    expect(answer(await put(w, await addBody(w, bank)))).toEqual([200, null]);
    expect(answer(await put(w, await addBody(w, { type: 'USDT_TRC20', accountNo: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7' })))).toEqual([200, null]);
    expect(answer(await put(w, await addBody(w, { type: 'ROCKET', accountNo: '017123456789' })))).toEqual([200, null]);
    expect(answer(await put(w, await addBody(w, { type: 'UPAY', accountNo: '01812345679' })))).toEqual([400, 'payout.account.limit']);
    const list = (await w.client.call('GET', '/wps/member/payoutAccounts')).json().value;
    expect(list.list).toHaveLength(5);
    expect(list.banks).toHaveLength(12);
    expect((await w.client.call('GET', '/wps/v2/member/securityConfig')).json().value.payoutAccountCount).toBe(5);

    // In use: a pending withdrawal to it keeps it.
    const target = added.json().value.id as number;
    const order = (await withdraw({ ...w, accountId: target }, '500')).json().value.orderNo as string;
    const remove = (k = key()) => w.client.call('DELETE', ACCOUNT, { id: target }, { 'Idempotency-Key': k });
    expect(answer(await remove())).toEqual([400, 'payout.account.in.use']);
    expect(cli(['withdrawal', 'approve', order]).code).toBe(0);
    expect(answer(await remove())).toEqual([400, 'payout.account.in.use']);
    expect(cli(['withdrawal', 'pay', order]).code).toBe(0);
    const k = key();
    expect(answer(await remove(k))).toEqual([200, null]);
    expect(answer(await remove(k))).toEqual([200, null]);
    expect(answer(await remove())).toEqual([404, 'payout.account.not.found']);
    // The record keeps its copy of the account.
    expect((await w.client.call('GET', `${WITHDRAW}/records`)).json().value.list[0].account.type).toBe('BKASH');
  });
});
