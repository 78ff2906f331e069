import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSession } from '../src/modules/session/sessions.ts';
import { changeBalance, type LedgerType } from '../src/modules/wallet/ledger.ts';
import { MERCHANT, rawRequest, startTestServer, type TestServer } from './helpers.ts';
import { insertTestMember } from './test-members.ts';

/** The account record and profit and loss (docs/money.md, "Records"). */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => vi.restoreAllMocks());

const DAY = 86_400_000;
const dhakaDay = (at: number) => new Date(at + 6 * 3600_000).toISOString().slice(0, 10);
/** The start (ms) of today in Dhaka. */
const todayStart = () => Date.parse(`${dhakaDay(Date.now())}T00:00:00Z`) - 6 * 3600_000;

interface Player {
  id: number;
  token: string;
}
let serial = 0;
function newPlayer(): Player {
  serial += 1;
  const id = insertTestMember(server.db, `rec${serial}`);
  return { id, token: createSession(server.db, { id, type: 0 }) };
}

/** A ledger row written as if at `at` (ms; default now). */
function ledger(p: Player, type: LedgerType, amountMinor: number, reference: string, at?: number) {
  if (at !== undefined) vi.spyOn(Date, 'now').mockReturnValue(at);
  server.db.transaction(() => changeBalance(server.db, p.id, type, amountMinor, reference)).immediate();
  vi.restoreAllMocks();
}

let betSerial = 0;
/** A settled bet row with its two ledger rows, as place-bet.ts writes them, at `at`. */
function settledBet(p: Player, at: number, stakeMinor: number, payoutMinor: number, category = 'RNG') {
  betSerial += 1;
  const betNo = `B250101${String(betSerial)
    .padStart(8, 'A')
    .replace(/[01IO]/g, 'X')}`;
  ledger(p, 'bet', -stakeMinor, `bet:${betNo}`, at);
  if (payoutMinor) ledger(p, 'payout', payoutMinor, `bet:${betNo}`, at);
  server.db
    .prepare(
      `INSERT INTO bets (bet_no, member_id, launch_hash, bet_index, game_ref, game_name_bn, game_name_en, vendor, category,
         stake_minor, pick, draw, payout_minor, placed_at) VALUES (?, ?, ?, ?, 1, 'খেলা', 'Game', 'DEMO', ?, ?, 'HIGH', 60, ?, ?)`,
    )
    .run(betNo, p.id, 'a'.repeat(64), betSerial, category, stakeMinor, payoutMinor, at);
}

const get = (p: Player | null, path: string) =>
  rawRequest(server.port, path, { headers: { ...MERCHANT, ...(p ? { Authorization: p.token } : {}), Language: 'EN' } });
const value = async (p: Player, path: string) => {
  const res = await get(p, path);
  expect(res.status, res.body.toString()).toBe(200);
  return res.json().value;
};

describe('GET /wps/relay/ODSFE2_MemTransDet', () => {
  const path = '/wps/relay/ODSFE2_MemTransDet';

  it("answers only the member's own ledger rows, newest first, paged, with the whole range's credit and debit", async () => {
    const player = newPlayer();
    const other = newPlayer();
    ledger(player, 'adjustment', 50_000, 'adjustment:e2e');
    ledger(other, 'adjustment', 70_000, 'adjustment:other');
    ledger(player, 'bet', -1_000, 'bet:B250101AAAAAAAA');
    ledger(player, 'payout', 2_000, 'bet:B250101AAAAAAAA');
    ledger(player, 'bet', -550, 'bet:B250101BBBBBBBB');

    const page1 = await value(player, `${path}?pageSize=2`);
    expect(page1).toMatchObject({ pageNum: 1, totalPages: 2, totalCount: 4, summary: { credit: 520, debit: 15.5 } });
    expect(page1.list).toEqual([
      expect.objectContaining({ type: 'bet', amount: -5.5, balanceAfter: 504.5, reference: 'bet:B250101BBBBBBBB' }),
      expect.objectContaining({ type: 'payout', amount: 20, balanceAfter: 510 }),
    ]);
    const page2 = await value(player, `${path}?pageSize=2&pageNo=2`);
    expect(page2.list.map((r: { type: string }) => r.type)).toEqual(['bet', 'adjustment']);
    expect(page2.summary).toEqual(page1.summary);
    const bets = await value(player, `${path}?type=bet`);
    expect(bets).toMatchObject({ totalCount: 2, summary: { credit: 0, debit: 15.5 } });
    expect((await value(other, path)).list.map((r: { amount: number }) => r.amount)).toEqual([700]);
  });

  it('attack (IDOR): no parameter names another member; their rows never show', async () => {
    const player = newPlayer();
    const other = newPlayer();
    ledger(other, 'adjustment', 90_000, 'adjustment:secret');
    for (const q of [`?memberId=${other.id}`, `?username=rec${serial}`, `?member=${other.id}`]) {
      expect((await get(player, path + q)).json().errorCode, q).toBe('request.param.invalid');
    }
    expect((await value(player, path)).totalCount).toBe(0);
    expect((await get(null, path)).status).toBe(401);
  });

  it('counts Dhaka days, both ends included, and refuses a bad query with request.param.invalid', async () => {
    const player = newPlayer();
    const start = todayStart();
    ledger(player, 'adjustment', 10_000, 'late', start - 1); // yesterday's last millisecond in Dhaka
    ledger(player, 'adjustment', 20_000, 'early', start); // today's first
    const today = dhakaDay(start);
    const yesterday = dhakaDay(start - DAY);
    expect((await value(player, path)).list.map((r: { reference: string }) => r.reference)).toEqual(['early']);
    expect((await value(player, `${path}?startDate=${yesterday}&endDate=${yesterday}`)).list.map((r: { reference: string }) => r.reference)).toEqual([
      'late',
    ]);
    expect((await value(player, `${path}?startDate=${yesterday}&endDate=${today}`)).summary).toEqual({ credit: 300, debit: 0 });
    const ninetyDays = dhakaDay(start - 89 * DAY);
    expect((await get(player, `${path}?startDate=${ninetyDays}&endDate=${today}`)).status).toBe(200);
    for (const q of [
      `?startDate=${dhakaDay(start - 90 * DAY)}&endDate=${today}`,
      `?endDate=${dhakaDay(start + DAY)}`,
      `?startDate=${today}&endDate=${yesterday}`,
      '?startDate=2025-02-30',
      '?startDate=yesterday',
      '?pageNo=0',
      '?pageSize=51',
      '?type=BET', // stored types are lower case: exact
      '?type=jackpot',
    ]) {
      expect((await get(player, path + q)).json().errorCode, q).toBe('request.param.invalid');
    }
  });
});

describe('GET /wps/relay/ODSFE2_PersonalPNL', () => {
  const path = '/wps/relay/ODSFE2_PersonalPNL';

  it('sums bets by Dhaka day and by category, and the ledger into rebate, bonus, deposits and withdrawals', async () => {
    const player = newPlayer();
    const other = newPlayer();
    const start = todayStart();
    ledger(player, 'deposit', 100_000, 'deposit:D250101AAAAAAAA', start - DAY);
    settledBet(player, start - 1, 1_000, 2_000); // yesterday, +10
    settledBet(player, start, 500, 0); // today, −5
    settledBet(player, start + 1, 300, 600, 'LIVE'); // today, +3
    ledger(player, 'promotion', 1_200, 'promotion:1', start + 2);
    ledger(player, 'rebate', 75, 'rebate:R250101AAAAAAAA', start + 3);
    ledger(player, 'withdrawal_freeze', -50_000, 'withdrawal:W1', start + 4);
    ledger(player, 'withdrawal_freeze', -20_000, 'withdrawal:W2', start + 5);
    ledger(player, 'withdrawal_return', 20_000, 'withdrawal:W2', start + 6);
    ledger(other, 'adjustment', 9_900, 'adjustment:e2e');
    settledBet(other, start, 9_900, 0);

    const today = dhakaDay(start);
    const yesterday = dhakaDay(start - DAY);
    const byDay = await value(player, `${path}?startDate=${yesterday}&endDate=${today}&groupBy=day`);
    expect(byDay.list).toEqual([
      { key: today, bets: 2, stake: 8, payout: 6, winLoss: -2, rebate: 0.75 },
      { key: yesterday, bets: 1, stake: 10, payout: 20, winLoss: 10, rebate: 0 },
    ]);
    expect(byDay.summary).toEqual({
      bets: 3,
      stake: 18,
      payout: 26,
      winLoss: 8,
      rebate: 0.75,
      bonus: 12,
      deposit: 1000,
      withdraw: 500,
      profit: 20.75,
    });
    const byCategory = await value(player, `${path}?startDate=${yesterday}&endDate=${today}&groupBy=category`);
    expect(byCategory.list).toEqual([
      { key: 'RNG', bets: 2, stake: 15, payout: 20, winLoss: 5, rebate: 0 },
      { key: 'LIVE', bets: 1, stake: 3, payout: 6, winLoss: 3, rebate: 0 },
    ]);
    expect(byCategory.summary).toEqual(byDay.summary);
    // Today alone: yesterday's bet and deposit are outside (the boundary is Dhaka midnight).
    expect((await value(player, path)).summary).toMatchObject({ bets: 2, stake: 8, winLoss: -2, deposit: 0, profit: 10.75 });
  });

  it('attack (IDOR) and bad queries: own rows only, request.param.invalid for anything else', async () => {
    const player = newPlayer();
    const other = newPlayer();
    ledger(other, 'adjustment', 1_000, 'adjustment:e2e');
    settledBet(other, Date.now(), 1_000, 0);
    expect((await value(player, path)).summary).toMatchObject({ bets: 0, stake: 0, profit: 0 });
    expect((await value(player, path)).list).toEqual([]);
    const today = dhakaDay(Date.now());
    for (const q of [
      `?memberId=${other.id}`,
      '?groupBy=week',
      `?startDate=${dhakaDay(Date.now() - 95 * DAY)}&endDate=${today}`,
      '?endDate=2099-01-01',
      '?startDate=2025-13-01',
    ]) {
      expect((await get(player, path + q)).json().errorCode, q).toBe('request.param.invalid');
    }
    expect((await get(null, path)).status).toBe(401);
  });
});
