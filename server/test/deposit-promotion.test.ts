import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/run.ts';
import { hashPasswordSync } from '../src/lib/passwords.ts';
import { findMemberById } from '../src/modules/accounts/members.ts';
import { insertTestMember } from './test-members.ts';
import { placeBet } from '../src/modules/bets/place-bet.ts';
import { TEST_SEED } from '../src/modules/bets/draw.ts';
import { launchGame } from '../src/modules/games/launch.ts';
import { auditLedger } from '../src/modules/wallet/audit.ts';
import { TestClient } from './client.ts';
import { startTestServer, type TestServer } from './helpers.ts';

/**
 * DEPOSIT promotions and the turnover a deposit brings (docs/money.md, "Deposit promotions and
 * turnover"). The attacks: a promotion picked on two deposits pays once; a first-deposit-only one
 * on a second deposit; under the minimum; expired by the time the deposit succeeds; concurrent
 * approvals of two deposits with the same promotion; claiming a DEPOSIT one in the reward centre.
 */

const DEPOSIT = '/wps/v2/transaction/deposit';
const WITHDRAW = '/wps/v2/transaction/withdraw';
const PAY_PASSWORD = '582941';
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

let server: TestServer;
let firstDeposit = 0;
beforeAll(async () => {
  server = await startTestServer();
  firstDeposit = (server.db.prepare("SELECT id FROM promotions WHERE merchant = 'bdm01' AND code = 'first-deposit'").get() as { id: number }).id;
});
afterAll(() => server.close());

interface P {
  client: TestClient;
  id: number;
  username: string;
  accountId: number;
}

let serial = 0;
/** A signed-in member with `balanceMinor` (an opening row), a payment password and a bKash payout account. */
async function newMember(balanceMinor = 0): Promise<P> {
  const mobile = `17440${String(++serial).padStart(5, '0')}`;
  const username = `dp${String(serial).padStart(4, '0')}`;
  const id = insertTestMember(server.db, username, {
    passwordHash: hashPasswordSync('secret77'),
    phone: { dialingCode: '+880', mobile },
    payeeName: 'Rahim Uddin',
    balanceMinor: balanceMinor,
  });
  server.db.prepare('UPDATE members SET vip_level = 9 WHERE id = ?').run(id);
  server.db
    .prepare('INSERT INTO payment_passwords (member_id, hash, wrong_attempts, locked_until, updated_at) VALUES (?, ?, 0, NULL, 0)')
    .run(id, hashPasswordSync(PAY_PASSWORD));
  const accountId = Number(
    server.db
      .prepare(
        "INSERT INTO payout_accounts (merchant, member_id, type, account_no, account_name, created_at) VALUES ('bdm01', ?, 'BKASH', ?, 'Rahim Uddin', 0)",
      )
      .run(id, `0${mobile}`).lastInsertRowid,
  );
  const client = new TestClient(server);
  expect((await client.login(username, 'secret77')).status).toBe(200);
  return { client, id, username, accountId };
}

let trx = 0;
const bkash = (amount: string, promotionId?: number): Record<string, unknown> => ({
  channel: 'BKASH',
  way: 'MANUAL',
  amount,
  senderNumber: '01711000001',
  reference: `TRP${String(++trx).padStart(7, '0')}`,
  ...(promotionId === undefined ? {} : { promotionId }),
});
const deposit = (p: P, body: Record<string, unknown>) => p.client.call('POST', DEPOSIT, body, { 'Idempotency-Key': crypto.randomUUID() });
async function deposited(p: P, amount: string, promotionId?: number): Promise<string> {
  const res = await deposit(p, bkash(amount, promotionId));
  expect(res.json().errorCode, res.text).toBeNull();
  return res.json().value.orderNo as string;
}
const refusal = async (p: P, amount: string, promotionId: unknown) => (await deposit(p, bkash(amount, promotionId as number))).json().errorCode;

function approve(orderNo: string): number {
  return runCli(['--db', server.dbPath, 'deposit', 'approve', orderNo], { log: () => {}, error: () => {} });
}

const one = <T>(sql: string, ...params: unknown[]): T => server.db.prepare(sql).get(...params) as T;
const money = (p: P) =>
  one<{ balance: number; turnover: number; vipDeposit: number }>(
    'SELECT balance_minor AS balance, turnover_minor AS turnover, vip_deposit_minor AS vipDeposit FROM members WHERE id = ?',
    p.id,
  );
const bonusRows = (p: P) => one<{ n: number }>("SELECT count(*) AS n FROM ledger WHERE member_id = ? AND type = 'promotion'", p.id).n;
const claims = (p: P) => one<{ n: number }>('SELECT count(*) AS n FROM promotion_claims WHERE member_id = ?', p.id).n;
const pickable = async (p: P): Promise<number[]> =>
  ((await p.client.call('GET', `${DEPOSIT}/channels`)).json().value.promotions as Array<{ id: number }>).map((x) => x.id);

/** A DEPOSIT promotion of the test's own: 10 % up to ৳100, from ৳200, 2×, any deposit. */
function testPromotion(code: string): number {
  return Number(
    server.db
      .prepare(
        `INSERT INTO promotions (merchant, code, category, type, title_bn, title_en, amount_minor, starts_at,
           deposit_percent, deposit_min_minor, turnover_multiplier, first_deposit_only)
         VALUES ('bdm01', ?, 'DEPOSIT', 'BONUS', 'পরীক্ষা', 'Test', 10000, '2024-01-01T00:00:00.000Z', 10, 20000, 2, 0)`,
      )
      .run(code).lastInsertRowid,
  );
}

describe('turnover from a deposit', () => {
  it('an approved deposit adds 1× its credit to the turnover and the VIP deposit total; withdrawals wait until bets cover it', async () => {
    const p = await newMember(10_000_00);
    const orderNo = await deposited(p, '500');
    expect(approve(orderNo)).toBe(0);
    expect(money(p)).toEqual({ balance: 10_500_00, turnover: 500_00, vipDeposit: 500_00 });
    const info = (await p.client.call('GET', `${WITHDRAW}/info`)).json().value;
    expect(info.turnoverRemaining).toBe(500);
    const withdraw = () =>
      p.client.secure(
        'POST',
        WITHDRAW,
        { payoutAccountId: p.accountId, amount: '500', paymentPassword: PAY_PASSWORD },
        { 'Idempotency-Key': crypto.randomUUID() },
      );
    const refused = await withdraw();
    expect([refused.status, refused.json().errorCode, refused.json().value]).toEqual([400, 'withdraw.turnover.unmet', { remaining: 500 }]);

    const member = findMemberById(server.db, p.id)!;
    const game = one<{ vendor: string; gameCode: string }>(
      "SELECT vendor, game_code AS gameCode FROM games WHERE merchant = 'bdm01' AND game_type = 'RNG' LIMIT 1",
    );
    const launched = launchGame(server.db, member, {
      nodeId: '',
      gameId: '',
      vendor: game.vendor,
      gameCode: game.gameCode,
      accountType: 1,
      language: 'EN',
    });
    const launchId = new URLSearchParams(launched.content.game_url.split('?')[1]).get('launch')!;
    for (let i = 0; i < 4; i++) placeBet(server.db, findMemberById(server.db, p.id)!, TEST_SEED, { launchId, stakeMinor: 100_00, pick: 'HIGH' });
    expect(money(p).turnover).toBe(100_00);
    expect((await withdraw()).json().errorCode).toBe('withdraw.turnover.unmet');
    placeBet(server.db, findMemberById(server.db, p.id)!, TEST_SEED, { launchId, stakeMinor: 100_00, pick: 'LOW' });
    expect(money(p).turnover).toBe(0);
    expect((await withdraw()).json().errorCode).toBeNull();
  });
});

describe('DEPOSIT promotions', () => {
  it('the seeded first-deposit promotion: 100 % up to ৳300 from ৳500, 5×, paid with the SUCCESS as its own row and claim', async () => {
    const p = await newMember();
    const offered = (await p.client.call('GET', `${DEPOSIT}/channels`)).json().value.promotions;
    expect(offered).toContainEqual({
      id: firstDeposit,
      title: 'First deposit bonus',
      percent: 100,
      cap: 300,
      minDeposit: 500,
      turnoverMultiplier: 5,
      firstDepositOnly: true,
    });
    const orderNo = await deposited(p, '1000', firstDeposit);
    expect(money(p).balance).toBe(0);
    expect(approve(orderNo)).toBe(0);
    // ৳1,000 + ৳300 (100 %, capped); turnover (1,000 + 300) × 5; the VIP total counts the deposit only.
    expect(money(p)).toEqual({ balance: 1_300_00, turnover: 6_500_00, vipDeposit: 1_000_00 });
    const rows = server.db.prepare('SELECT type, amount_minor AS amount, reference FROM ledger WHERE member_id = ? ORDER BY id').all(p.id);
    expect(rows).toEqual([
      { type: 'deposit', amount: 1_000_00, reference: `deposit:${orderNo}` },
      { type: 'promotion', amount: 300_00, reference: `promotion:${firstDeposit}` },
    ]);
    expect(claims(p)).toBe(1);
    expect((await p.client.call('GET', `${DEPOSIT}?orderNo=${orderNo}`)).json().value).toMatchObject({ credited: 1000, bonus: 300 });
    expect(await pickable(p)).not.toContain(firstDeposit);
  });

  it('the reward centre shows a DEPOSIT promotion in progress and refuses to claim it', async () => {
    const p = await newMember();
    const list = (await p.client.call('GET', '/wps/relay/MCSFE_getAvailablePromotions')).json().value.list as Array<{ id: number; status: string }>;
    expect(list.find((x) => x.id === firstDeposit)?.status).toBe('IN_PROGRESS');
    const claim = await p.client.call('POST', '/wps/relay/MCSFE_claimIssuedPromotion', { promotionId: firstDeposit });
    expect(claim.json().errorCode).toBe('promotion.not.claimable');
    expect(money(p).balance).toBe(0);
  });

  it('refuses a promotion that does not apply: unknown, not DEPOSIT, malformed, under its minimum', async () => {
    const p = await newMember();
    const welcome = one<{ id: number }>("SELECT id FROM promotions WHERE merchant = 'bdm01' AND code = 'welcome'").id;
    for (const id of [999_999, welcome, 'abc', -1, 1.5]) expect(await refusal(p, '1000', id), String(id)).toBe('deposit.promotion.invalid');
    expect(await refusal(p, '499', firstDeposit)).toBe('deposit.promotion.invalid');
    expect(await refusal(p, '500', firstDeposit)).toBeNull();
  });

  it('a first-deposit-only promotion is refused on a second deposit, and no longer offered', async () => {
    const p = await newMember();
    expect(approve(await deposited(p, '500'))).toBe(0);
    expect(await pickable(p)).not.toContain(firstDeposit);
    expect(await refusal(p, '1000', firstDeposit)).toBe('deposit.promotion.invalid');
  });

  it('picked on two deposits, it pays once; the second deposit still succeeds with 1× turnover', async () => {
    const p = await newMember();
    const promo = testPromotion('test-twice');
    const a = await deposited(p, '1000', promo);
    const b = await deposited(p, '1000', promo);
    expect(approve(a)).toBe(0);
    expect(approve(b)).toBe(0);
    // ৳2,000 + 10 % of the first (৳100, the cap); turnover (1,000 + 100) × 2 + 1,000.
    expect(money(p)).toEqual({ balance: 2_100_00, turnover: 3_200_00, vipDeposit: 2_000_00 });
    expect(bonusRows(p)).toBe(1);
    expect(claims(p)).toBe(1);
    expect(await refusal(p, '1000', promo)).toBe('deposit.promotion.invalid');
  });

  it('a promotion ended by the time the deposit succeeds pays nothing, and the deposit succeeds', async () => {
    const p = await newMember();
    const promo = testPromotion('test-expiring');
    const orderNo = await deposited(p, '500', promo);
    server.db.prepare("UPDATE promotions SET ends_at = '2024-06-01T00:00:00.000Z' WHERE id = ?").run(promo);
    expect(approve(orderNo)).toBe(0);
    expect(money(p)).toEqual({ balance: 500_00, turnover: 500_00, vipDeposit: 500_00 });
    expect(bonusRows(p)).toBe(0);
    expect(claims(p)).toBe(0);
    expect(one<{ bonus: number }>('SELECT bonus_minor AS bonus FROM deposits WHERE order_no = ?', orderNo).bonus).toBe(0);
  });

  it('first deposit only, checked again at SUCCESS: of two pending first deposits, only the first approved earns it', async () => {
    const p = await newMember();
    const a = await deposited(p, '500', firstDeposit);
    const b = await deposited(p, '500', firstDeposit);
    expect(approve(b)).toBe(0);
    expect(approve(a)).toBe(0);
    // ৳500 + ৳300 (100 % of ৳500, capped) + ৳500.
    expect(money(p).balance).toBe(1_300_00);
    expect(bonusRows(p)).toBe(1);
  });

  it('concurrent approvals of two deposits with the same promotion, from separate processes, pay one bonus', async () => {
    const p = await newMember();
    const promo = testPromotion('test-concurrent');
    const orders = [await deposited(p, '1000', promo), await deposited(p, '1000', promo), await deposited(p, '1000', promo)];
    const approveIn = (orderNo: string): Promise<number> =>
      new Promise((resolve) => {
        execFile(
          process.execPath,
          ['--import', 'tsx', 'server/src/cli.ts', '--db', server.dbPath, 'deposit', 'approve', orderNo],
          { cwd: repoRoot },
          (error) => resolve(error ? Number(error.code ?? 1) : 0),
        );
      });
    expect(await Promise.all(orders.map(approveIn))).toEqual([0, 0, 0]);
    expect(money(p)).toEqual({ balance: 3_100_00, turnover: 4_200_00, vipDeposit: 3_000_00 });
    expect(bonusRows(p)).toBe(1);
    expect(claims(p)).toBe(1);
  }, 60_000);

  it('the audit is clean after all these deposits and bonuses', () => {
    expect(auditLedger(server.db).problems).toEqual([]);
  });
});
