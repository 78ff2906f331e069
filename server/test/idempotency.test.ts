import { connect } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { idempotentRoute } from '../src/http/idempotent.ts';
import { resetClock, shiftClock } from '../src/lib/clock.ts';
import { createSession } from '../src/modules/session/sessions.ts';
import { KEY_TTL_MS } from '../src/modules/wallet/idempotency.ts';
import { changeBalance } from '../src/modules/wallet/ledger.ts';
import { MERCHANT, rawRequest, startTestServer, type RawResponse, type TestServer } from './helpers.ts';
import { claimableBonuses } from './load/claims.ts';
import type { RegisteredMember } from './load/registrations.ts';
import { insertTestMember } from './test-members.ts';

/** Exactly once over a bad link (docs/money.md, "Idempotency"): the Idempotency-Key header. */

const CLAIM = '/wps/relay/MCSFE_claimIssuedPromotion';
/** A debit route declared like the money routes to come: the key is required. */
const DEBIT = '/wps/test/debit';
const debitRoute = idempotentRoute<{ amount: number }>({
  method: 'POST',
  path: DEBIT,
  write: (ctx, member, body) => ({
    balance: ctx.db.transaction(() => changeBalance(ctx.db, member.id, 'bet', -body.amount, 'test:debit').balanceAfterMinor).immediate(),
  }),
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ extraRoutes: [debitRoute] });
});
afterAll(() => server.close());
afterEach(() => resetClock());

let serial = 0;
function newMember(balanceMinor = 10_000): RegisteredMember {
  serial += 1;
  const username = `idem${serial}`;
  const id = insertTestMember(server.db, username, { balanceMinor });
  return { id, username, token: createSession(server.db, { id, type: 0 }) };
}

const key = (): string => crypto.randomUUID();

function post(path: string, member: RegisteredMember, body: unknown, idempotencyKey?: string): Promise<RawResponse> {
  const headers: Record<string, string> = { ...MERCHANT, Authorization: member.token, 'Content-Type': 'application/json' };
  if (idempotencyKey !== undefined) headers['Idempotency-Key'] = idempotencyKey;
  return rawRequest(server.port, path, { method: 'POST', headers, body: JSON.stringify(body) });
}

const count = (sql: string, ...params: unknown[]): number => (server.db.prepare(sql).get(...params) as { n: number }).n;
const claims = (m: RegisteredMember, promotionId: number): number =>
  count('SELECT count(*) AS n FROM promotion_claims WHERE member_id = ? AND promotion_id = ?', m.id, promotionId);
const ledgerRows = (m: RegisteredMember, reference: string): number =>
  count('SELECT count(*) AS n FROM ledger WHERE member_id = ? AND reference = ?', m.id, reference);
const balance = (m: RegisteredMember): number => count('SELECT balance_minor AS n FROM members WHERE id = ?', m.id);

/** Sends the claim on a socket of its own and closes it once the server has committed, unread. */
async function claimAndDropTheLink(member: RegisteredMember, promotionId: number, idempotencyKey: string): Promise<void> {
  const body = JSON.stringify({ promotionId });
  const socket = connect(server.port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    [
      `POST ${CLAIM} HTTP/1.1`,
      'Host: 127.0.0.1',
      'Merchant: bdm01',
      `Authorization: ${member.token}`,
      'Content-Type: application/json',
      `Idempotency-Key: ${idempotencyKey}`,
      `Content-Length: ${Buffer.byteLength(body)}`,
      '',
      body,
    ].join('\r\n'),
  );
  for (let i = 0; i < 200 && claims(member, promotionId) === 0; i++) await new Promise((r) => setTimeout(r, 10));
  socket.destroy();
}

describe('Idempotency-Key on the promotion claim', () => {
  it('attack: the link drops after the server committed; the retry with the same key gets the same answer: one claim, one ledger row', async () => {
    const member = newMember();
    const [promotionId] = await claimableBonuses(server.port, member);
    const k = key();
    await claimAndDropTheLink(member, promotionId!, k);
    expect(claims(member, promotionId!)).toBe(1);
    const committed = balance(member);

    const retry = await post(CLAIM, member, { promotionId }, k);
    expect(retry.status).toBe(200);
    expect(retry.json()).toMatchObject({ success: true, value: { promotionId, sumBalance: committed / 100 } });
    const again = await post(CLAIM, member, { promotionId }, k);
    expect([again.status, again.text]).toEqual([retry.status, retry.text]);
    expect(claims(member, promotionId!)).toBe(1);
    expect(ledgerRows(member, `promotion:${promotionId}`)).toBe(1);
    expect(balance(member)).toBe(committed);
    // Without the key the same claim is refused as claimed: the key is what gives the first answer back.
    expect((await post(CLAIM, member, { promotionId })).json().errorCode).toBe('promotion.already.claimed');
  });

  it('attack: the same key with another body is refused (422 idempotency.key.reused) and nothing is claimed', async () => {
    const member = newMember();
    const [first, second] = await claimableBonuses(server.port, member);
    const k = key();
    expect((await post(CLAIM, member, { promotionId: first }, k)).json().success).toBe(true);
    const reused = await post(CLAIM, member, { promotionId: second }, k);
    expect(reused.status).toBe(422);
    expect(reused.json()).toMatchObject({ success: false, errorCode: 'idempotency.key.reused' });
    expect(claims(member, second!)).toBe(0);
    // The first body again gets its answer; another member's identical key is theirs alone.
    expect((await post(CLAIM, member, { promotionId: first }, k)).json().success).toBe(true);
    const other = newMember();
    expect((await post(CLAIM, other, { promotionId: first }, k)).json().success).toBe(true);
    expect(claims(other, first!)).toBe(1);
  });

  it('attack: a malformed key is refused with 400 idempotency.key.invalid before anything is done', async () => {
    const member = newMember();
    const [promotionId] = await claimableBonuses(server.port, member);
    for (const bad of ['short', 'x'.repeat(65), 'has spaces in it 123', 'key/with/slashes!!!', `${key()},${key()}`]) {
      const res = await post(CLAIM, member, { promotionId }, bad);
      expect([res.status, res.json().errorCode], bad).toEqual([400, 'idempotency.key.invalid']);
    }
    expect(claims(member, promotionId!)).toBe(0);
    expect((await post(CLAIM, member, { promotionId }, 'A_key-of-16chars')).json().success).toBe(true);
  });

  it('keys are kept 24 hours, then swept: the same key is then a new request', async () => {
    const member = newMember();
    const [first, second] = await claimableBonuses(server.port, member);
    const k = key();
    expect((await post(CLAIM, member, { promotionId: first }, k)).json().success).toBe(true);
    shiftClock(KEY_TTL_MS + 1000);
    member.token = createSession(server.db, { id: member.id, type: 0 });
    expect((await post(CLAIM, member, { promotionId: second }, k)).json().success).toBe(true);
    expect(count('SELECT count(*) AS n FROM idempotency_keys WHERE member_id = ? AND key = ?', member.id, k)).toBe(1);
  });
});

describe('a route that requires the key', () => {
  it('refuses a request without it (400 idempotency.key.required)', async () => {
    const res = await post(DEBIT, newMember(), { amount: 100 });
    expect([res.status, res.json().errorCode]).toEqual([400, 'idempotency.key.required']);
  });

  it('debits once per key; a refusal stores nothing, so the same key is judged again', async () => {
    const member = newMember(1_000);
    const k = key();
    const first = await post(DEBIT, member, { amount: 600 }, k);
    expect(first.json().value).toEqual({ balance: 400 });
    expect((await post(DEBIT, member, { amount: 600 }, k)).text).toBe(first.text);
    expect(balance(member)).toBe(400);

    const k2 = key();
    const refused = await post(DEBIT, member, { amount: 600 }, k2);
    expect([refused.status, refused.json().errorCode]).toEqual([400, 'balance.insufficient']);
    expect(count('SELECT count(*) AS n FROM idempotency_keys WHERE member_id = ? AND key = ?', member.id, k2)).toBe(0);
    expect(ledgerRows(member, 'test:debit')).toBe(1);
  });

  it('the same key sent 20 times at once debits once and answers all 20 the same', async () => {
    const member = newMember(10_000);
    const k = key();
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(DEBIT, member, { amount: 700 }, k)));
    expect(new Set(answers.map((a) => `${a.status} ${a.text}`)).size).toBe(1);
    expect(answers[0]!.json().value).toEqual({ balance: 9_300 });
    expect(ledgerRows(member, 'test:debit')).toBe(1);
  });
});
