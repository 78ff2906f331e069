import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../src/db/connection.ts';
import { resetClock } from '../src/lib/clock.ts';
import { handleCallback, providerSecret, signCallback } from '../src/modules/deposit/gateway.ts';
import { RuleError } from '../src/modules/rule-error.ts';
import { createSession } from '../src/modules/session/sessions.ts';
import { auditLedger } from '../src/modules/wallet/audit.ts';
import { MERCHANT, rawRequest, type RawResponse, startTestServer, type TestServer } from './helpers.ts';
import { insertTestMember } from './test-members.ts';

/** The gateway way and its signed callback (docs/money.md, "Deposit: the two ways"). */

const DEPOSIT = '/wps/v2/transaction/deposit';
const CALLBACK = '/payment/demo/callback';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => resetClock());

interface TestMember {
  id: number;
  token: string;
}

let serial = 0;
function newMember(): TestMember {
  serial += 1;
  const id = insertTestMember(server.db, `gw${serial}`);
  return { id, token: createSession(server.db, { id, type: 0 }) };
}

const count = (sql: string, ...params: unknown[]): number => (server.db.prepare(sql).get(...params) as { n: number }).n;
const balance = (m: TestMember): number => count('SELECT balance_minor AS n FROM members WHERE id = ?', m.id);
const ledgerRows = (m: TestMember): number => count('SELECT count(*) AS n FROM ledger WHERE member_id = ?', m.id);
const state = (orderNo: string): string =>
  (server.db.prepare('SELECT state FROM deposits WHERE order_no = ?').get(orderNo) as { state: string }).state;
const secret = (): string => providerSecret(server.db, 'bdm01');

async function gatewayOrder(m: TestMember, amount = '500', channel = 'BKASH', promotionId?: number): Promise<{ orderNo: string; payUrl: string }> {
  const res = await rawRequest(server.port, DEPOSIT, {
    method: 'POST',
    headers: { ...MERCHANT, Authorization: m.token, 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({ channel, way: 'GATEWAY', amount, promotionId }),
  });
  expect(res.json().errorCode).toBeNull();
  return res.json().value;
}

const notice = (orderNo: string, overrides: Record<string, unknown> = {}): string =>
  JSON.stringify({
    orderNo,
    providerTxnId: 'PX1',
    amount: '500.00',
    currency: 'BDT',
    status: 'SUCCESS',
    paidAt: new Date().toISOString(),
    ...overrides,
  });

function callback(body: string, signature: string | null = signCallback(secret(), body)): Promise<RawResponse> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (signature !== null) headers['X-Pay-Signature'] = signature;
  return rawRequest(server.port, CALLBACK, { method: 'POST', headers, body });
}

describe('gateway deposit', () => {
  it('makes a PENDING order with the demo provider page as payUrl; a Nagad order too; not Rocket (manual only)', async () => {
    const m = newMember();
    const { orderNo, payUrl } = await gatewayOrder(m);
    expect(payUrl).toBe(`/demo-pay/?order=${orderNo}`);
    expect(state(orderNo)).toBe('PENDING');
    expect(balance(m)).toBe(0);
    await gatewayOrder(m, '200', 'NAGAD');
  });

  it('a signed SUCCESS pays the credit once, as one deposit ledger row; a repeat answers alreadyProcessed', async () => {
    const m = newMember();
    const { orderNo } = await gatewayOrder(m);
    const first = await callback(notice(orderNo));
    expect(first.status).toBe(200);
    expect(first.json().value).toEqual({ orderNo, status: 'SUCCESS', alreadyProcessed: false });
    expect(balance(m)).toBe(50_000);
    expect(count("SELECT count(*) AS n FROM ledger WHERE reference = ? AND type = 'deposit'", `deposit:${orderNo}`)).toBe(1);
    const again = await callback(notice(orderNo));
    expect(again.status).toBe(200);
    expect(again.json().value).toEqual({ orderNo, status: 'SUCCESS', alreadyProcessed: true });
    const failedLater = await callback(notice(orderNo, { status: 'FAILED' }));
    expect(failedLater.json().value.alreadyProcessed).toBe(true);
    expect(state(orderNo)).toBe('SUCCESS');
    expect(balance(m)).toBe(50_000);
    expect(ledgerRows(m)).toBe(1);
  });

  it('settles like an approval: the turnover, the VIP deposit total and a picked promotion’s bonus, once', async () => {
    const m = newMember();
    const promotion = count("SELECT id AS n FROM promotions WHERE merchant = 'bdm01' AND code = 'first-deposit'");
    const { orderNo } = await gatewayOrder(m, '500', 'BKASH', promotion);
    expect((await callback(notice(orderNo))).json().value.alreadyProcessed).toBe(false);
    expect((await callback(notice(orderNo))).json().value.alreadyProcessed).toBe(true);
    // ৳500 + ৳300 (100 %, capped); (500 + 300) × 5 to play; the club counts the ৳500.
    expect(balance(m)).toBe(80_000);
    expect(count('SELECT turnover_minor AS n FROM members WHERE id = ?', m.id)).toBe(400_000);
    expect(count('SELECT vip_deposit_minor AS n FROM members WHERE id = ?', m.id)).toBe(50_000);
    expect(count('SELECT count(*) AS n FROM promotion_claims WHERE member_id = ?', m.id)).toBe(1);
    expect(ledgerRows(m)).toBe(2);
  });

  it('a signed FAILED marks the order FAILED and pays nothing', async () => {
    const m = newMember();
    const { orderNo } = await gatewayOrder(m);
    expect((await callback(notice(orderNo, { status: 'FAILED' }))).json().value.status).toBe('FAILED');
    expect(state(orderNo)).toBe('FAILED');
    expect(ledgerRows(m)).toBe(0);
  });
});

describe('callback attacks', () => {
  it('refuses an unsigned, malformed or wrongly signed notice (401) and pays nothing', async () => {
    const m = newMember();
    const { orderNo } = await gatewayOrder(m);
    const body = notice(orderNo);
    const unsigned = await callback(body, null);
    expect(unsigned.status).toBe(401);
    expect(unsigned.json().errorCode).toBe('payment.signature.invalid');
    expect((await callback(body, 'garbage')).json().errorCode).toBe('payment.signature.invalid');
    const wrongKey = signCallback('ab'.repeat(32), body);
    expect((await callback(body, wrongKey)).json().errorCode).toBe('payment.signature.invalid');
    // Signed for one body, sent with another (the amount raised after signing).
    expect((await callback(notice(orderNo, { amount: '50000.00' }), signCallback(secret(), body))).json().errorCode).toBe(
      'payment.signature.invalid',
    );
    expect(state(orderNo)).toBe('PENDING');
    expect(ledgerRows(m)).toBe(0);
  });

  it("refuses another order's signature", async () => {
    const m = newMember();
    const a = await gatewayOrder(m);
    const b = await gatewayOrder(m);
    const signedForA = signCallback(secret(), notice(a.orderNo));
    const res = await callback(notice(b.orderNo), signedForA);
    expect(res.json().errorCode).toBe('payment.signature.invalid');
    expect(state(b.orderNo)).toBe('PENDING');
  });

  it('refuses a stale notice (t over 5 minutes away), either way', async () => {
    const m = newMember();
    const { orderNo } = await gatewayOrder(m);
    const body = notice(orderNo);
    const nowS = Math.floor(Date.now() / 1000);
    expect((await callback(body, signCallback(secret(), body, nowS - 301))).json().errorCode).toBe('payment.callback.stale');
    expect((await callback(body, signCallback(secret(), body, nowS + 301))).json().errorCode).toBe('payment.callback.stale');
    expect(state(orderNo)).toBe('PENDING');
  });

  it('refuses a replayed nonce, also after a restart (the nonce is in the database)', async () => {
    const m = newMember();
    const { orderNo } = await gatewayOrder(m);
    const body = notice(orderNo, { status: 'FAILED' });
    const signature = signCallback(secret(), body);
    expect((await callback(body, signature)).json().errorCode).toBeNull();
    const replay = await callback(body, signature);
    expect(replay.status).toBe(409);
    expect(replay.json().errorCode).toBe('payment.callback.replayed');
    // Another process on the same database (a restarted server) refuses it as well.
    const restarted = openDb(server.dbPath);
    try {
      expect(() => handleCallback(restarted, signature, body)).toThrow(new RuleError('payment.callback.replayed'));
    } finally {
      restarted.close();
    }
  });

  it('refuses an amount or currency that is not the order’s, and leaves it PENDING for the cashier', async () => {
    const m = newMember();
    const { orderNo } = await gatewayOrder(m);
    expect((await callback(notice(orderNo, { amount: '5000.00' }))).json().errorCode).toBe('payment.amount.mismatch');
    expect((await callback(notice(orderNo, { amount: '499.99' }))).json().errorCode).toBe('payment.amount.mismatch');
    expect((await callback(notice(orderNo, { currency: 'USD' }))).json().errorCode).toBe('payment.amount.mismatch');
    expect((await callback(notice(orderNo, { amount: 'lots' }))).json().errorCode).toBe('payment.amount.mismatch');
    expect(state(orderNo)).toBe('PENDING');
    expect((await callback(notice(orderNo, { amount: '500' }))).json().value.status).toBe('SUCCESS');
  });

  it('refuses a notice for an unknown order (no secret applies) and a malformed body', async () => {
    expect((await callback(notice('D261128AAAAAAAA'))).json().errorCode).toBe('payment.signature.invalid');
    expect((await callback('{"orderNo":1')).json().errorCode).toBe('request.body.invalid');
    const body = JSON.stringify({ orderNo: 'X', status: 'MAYBE' });
    expect((await callback(body)).json().errorCode).toBe('request.body.invalid');
    expect((await rawRequest(server.port, CALLBACK)).status).toBe(405);
  });

  it('notices at once for one order pay once (the same signed notice too); the audit is clean', async () => {
    const m = newMember();
    const { orderNo } = await gatewayOrder(m);
    const body = notice(orderNo);
    const signature = signCallback(secret(), body);
    const same = await Promise.all([callback(body, signature), callback(body, signature)]);
    expect(same.map((a) => a.status).sort()).toEqual([200, 409]);
    const answers = await Promise.all(Array.from({ length: 6 }, () => callback(notice(orderNo))));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.json().value.alreadyProcessed === false)).toHaveLength(0);
    expect(ledgerRows(m)).toBe(1);
    expect(balance(m)).toBe(50_000);
    expect(auditLedger(server.db).problems).toEqual([]);
  });
});

describe('demo provider page', () => {
  it('shows the order in BN or EN under its own CSP, and only while the order is pending', async () => {
    const m = newMember();
    const { orderNo, payUrl } = await gatewayOrder(m);
    const en = await rawRequest(server.port, `${payUrl}&lang=en`);
    expect(en.status).toBe(200);
    expect(en.text).toContain('Demo payment');
    expect(en.text).toContain(orderNo);
    expect(en.text).not.toContain('<script');
    expect(en.headers['content-security-policy']).toContain("default-src 'none'");
    expect(en.headers['content-security-policy']).toContain("form-action 'self'");
    const bn = await rawRequest(server.port, payUrl, { headers: { 'Accept-Language': 'bn-BD' } });
    expect(bn.text).toContain('ডেমো পেমেন্ট');
    expect((await rawRequest(server.port, '/demo-pay/?order=D261128AAAAAAAA')).status).toBe(404);
  });

  it('Pay sends the signed notice in-process and redirects to the result page; a forged form is refused', async () => {
    const m = newMember();
    const { orderNo, payUrl } = await gatewayOrder(m);
    const page = (await rawRequest(server.port, payUrl)).text;
    const token = /name="token" value="([0-9a-f]{64})"/.exec(page)?.[1] ?? '';
    const post = (form: Record<string, string>): Promise<RawResponse> =>
      rawRequest(server.port, '/demo-pay/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      });
    const forged = await post({ order: orderNo, token: '0'.repeat(64), action: 'pay' });
    expect(forged.status).toBe(404);
    expect(state(orderNo)).toBe('PENDING');
    const paid = await post({ order: orderNo, token, action: 'pay' });
    expect(paid.status).toBe(303);
    expect(paid.headers.location).toBe(`/m/voucherCenter/result?orderNo=${orderNo}`);
    expect(state(orderNo)).toBe('SUCCESS');
    expect(balance(m)).toBe(50_000);
    // The page is gone for a settled order: a second tap pays nothing.
    expect((await post({ order: orderNo, token, action: 'pay' })).status).toBe(404);
    expect(ledgerRows(m)).toBe(1);
  });

  it('Cancel marks the order FAILED', async () => {
    const m = newMember();
    const { orderNo, payUrl } = await gatewayOrder(m);
    const token = /name="token" value="([0-9a-f]{64})"/.exec((await rawRequest(server.port, payUrl)).text)?.[1] ?? '';
    const res = await rawRequest(server.port, '/demo-pay/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ order: orderNo, token, action: 'cancel' }).toString(),
    });
    expect(res.status).toBe(303);
    expect(state(orderNo)).toBe('FAILED');
  });
});

describe('channel logos', () => {
  it('draws each seeded channel logo under 1 kB, and 404s another', async () => {
    for (const code of ['bkash', 'nagad', 'rocket', 'upay', 'bank', 'usdt_trc20']) {
      const res = await rawRequest(server.port, `/cdn/pay/${code}.svg`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.body.length).toBeLessThan(1024);
    }
    expect((await rawRequest(server.port, '/cdn/pay/paypal.svg')).status).toBe(404);
  });
});
