import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, shiftClock } from '../src/lib/clock.ts';
import { findMemberById, TRIAL_TYPE } from '../src/modules/accounts/members.ts';
import { demoDraw, TEST_SEED, wins, type Pick } from '../src/modules/bets/draw.ts';
import { launchGame, LAUNCH_TTL_MS } from '../src/modules/games/launch.ts';
import { createSession } from '../src/modules/session/sessions.ts';
import { auditLedger } from '../src/modules/wallet/audit.ts';
import { changeBalance } from '../src/modules/wallet/ledger.ts';
import { MERCHANT, rawRequest, startTestServer, type RawResponse, type TestServer } from './helpers.ts';
import { insertTestMember } from './test-members.ts';

/** Bets in the demo game and the betting record (docs/money.md, "Bets in the demo game", "Records"). */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => resetClock());

interface Player {
  id: number;
  token: string;
}

let serial = 0;
/** A fresh member with `balanceMinor` (an opening ledger row) and `turnoverMinor` to play. */
function newPlayer(balanceMinor: number, options: { type?: number; turnoverMinor?: number } = {}): Player {
  serial += 1;
  const db = server.db;
  const type = options.type ?? 0;
  const id = insertTestMember(db, `bet${serial}`, { type });
  db.transaction(() => {
    if (balanceMinor > 0) changeBalance(db, id, 'opening', balanceMinor, 'opening');
    db.prepare('UPDATE members SET turnover_minor = ? WHERE id = ?').run(options.turnoverMinor ?? 0, id);
  }).immediate();
  return { id, token: createSession(db, { id, type }) };
}

const gameRow = () =>
  server.db
    .prepare("SELECT vendor, game_code AS gameCode, game_type AS gameType FROM games WHERE merchant = 'bdm01' AND game_type = 'RNG' LIMIT 1")
    .get() as {
    vendor: string;
    gameCode: string;
    gameType: string;
  };

/** A live launch of an RNG game for the player: its id (the secret in game_url). */
function launch(player: Player, accountType: 0 | 1 = 1): string {
  const game = gameRow();
  const answer = launchGame(server.db, findMemberById(server.db, player.id)!, {
    nodeId: '',
    gameId: '',
    vendor: game.vendor,
    gameCode: game.gameCode,
    accountType,
    language: 'EN',
  });
  return new URLSearchParams(answer.content.game_url.split('?')[1]).get('launch')!;
}

const newKey = (): string => crypto.randomUUID();

/** `key` null: sent without one. */
function bet(player: Player, body: unknown, key: string | null = newKey()): Promise<RawResponse> {
  const headers: Record<string, string> = { ...MERCHANT, Authorization: player.token, 'Content-Type': 'application/json', Language: 'EN' };
  if (key !== null) headers['Idempotency-Key'] = key;
  return rawRequest(server.port, '/demo-game/bet', { method: 'POST', headers, body: JSON.stringify(body) });
}

const one = <T>(sql: string, ...params: unknown[]): T => server.db.prepare(sql).get(...params) as T;
const balance = (p: Player): number => one<{ b: number }>('SELECT balance_minor AS b FROM members WHERE id = ?', p.id).b;
const turnover = (p: Player): number => one<{ t: number }>('SELECT turnover_minor AS t FROM members WHERE id = ?', p.id).t;
const betCount = (p: Player): number => one<{ n: number }>('SELECT count(*) AS n FROM bets WHERE member_id = ?', p.id).n;
const ledgerCount = (p: Player): number => one<{ n: number }>('SELECT count(*) AS n FROM ledger WHERE member_id = ?', p.id).n;
const expectAuditClean = () => expect(auditLedger(server.db).problems).toEqual([]);

describe('POST /demo-game/bet', () => {
  it('pays exactly as the known draw says, with its ledger rows and bet row, and the audit stays clean', async () => {
    const player = newPlayer(100_000, { turnoverMinor: 5_000 });
    const launchId = launch(player);
    const game = gameRow();
    let expected = 100_000;
    for (let index = 0; index < 12; index++) {
      const draw = demoDraw(TEST_SEED, launchId, index);
      const pick: Pick = index % 2 === 0 ? 'HIGH' : 'LOW';
      const res = await bet(player, { launch: launchId, stake: '12.50', pick });
      expect(res.status, res.text).toBe(200);
      const win = wins(pick, draw);
      expected += win ? 1_250 : -1_250;
      const value = res.json().value;
      expect(value).toMatchObject({ draw, win, payout: win ? 25 : 0, balance: expected / 100 });
      expect(value.betNo).toMatch(/^B\d{6}[A-HJ-NP-Z2-9]{8}$/);
      const rows = server.db.prepare('SELECT type, amount_minor AS amount FROM ledger WHERE reference = ? ORDER BY id').all(`bet:${value.betNo}`);
      expect(rows).toEqual(
        win
          ? [
              { type: 'bet', amount: -1_250 },
              { type: 'payout', amount: 2_500 },
            ]
          : [{ type: 'bet', amount: -1_250 }],
      );
      expect(
        one(
          'SELECT member_id AS m, vendor, category, stake_minor AS s, pick, draw, payout_minor AS p, bet_index AS i FROM bets WHERE bet_no = ?',
          value.betNo,
        ),
      ).toEqual({ m: player.id, vendor: game.vendor, category: game.gameType, s: 1_250, pick, draw, p: win ? 2_500 : 0, i: index });
    }
    expect(balance(player)).toBe(expected);
    // 12 stakes of ৳12.50 played off ৳150 of the ৳50 turnover: never below 0.
    expect(turnover(player)).toBe(0);
    expectAuditClean();
  });

  it('the draw rule: 0–48 Low, 51–99 High, 49 and 50 lose both', () => {
    expect([48, 49, 50, 51].map((d) => [wins('LOW', d), wins('HIGH', d)])).toEqual([
      [true, false],
      [false, false],
      [false, false],
      [false, true],
    ]);
  });

  it('subtracts the stake from the turnover still to play and resets it when under ৳1 is left', async () => {
    const player = newPlayer(10_000, { turnoverMinor: 500_000 });
    const launchId = launch(player);
    // Draws with index 0: pick the side that loses, so the balance is known.
    const losing: Pick = wins('HIGH', demoDraw(TEST_SEED, launchId, 0)) ? 'LOW' : 'HIGH';
    expect((await bet(player, { launch: launchId, stake: '10', pick: losing })).status).toBe(200);
    expect(turnover(player)).toBe(499_000);
    const last: Pick = wins('HIGH', demoDraw(TEST_SEED, launchId, 1)) ? 'LOW' : 'HIGH';
    expect((await bet(player, { launch: launchId, stake: '90', pick: last })).json().value.balance).toBe(0);
    expect(turnover(player)).toBe(0);
  });

  it('attack: a stake above the balance is refused and writes nothing', async () => {
    const player = newPlayer(5_000);
    const launchId = launch(player);
    const rows = ledgerCount(player);
    const res = await bet(player, { launch: launchId, stake: '50.01', pick: 'HIGH' });
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'balance.insufficient', message: 'Your balance is not enough for this.' });
    expect([balance(player), ledgerCount(player), betCount(player)]).toEqual([5_000, rows, 0]);
    expect(one<{ n: number }>('SELECT count(*) AS n FROM idempotency_keys WHERE member_id = ?', player.id).n).toBe(0);
  });

  it('attack: 100 bets at once from one member never overdraw', async () => {
    const player = newPlayer(50_000);
    const launchId = launch(player);
    const answers = await Promise.all(Array.from({ length: 100 }, () => bet(player, { launch: launchId, stake: '20', pick: 'HIGH' })));
    const codes = answers.map((a) => (a.status === 200 ? 'ok' : a.json().errorCode));
    expect(
      codes.every((c) => c === 'ok' || c === 'balance.insufficient'),
      codes.join(),
    ).toBe(true);
    const placed = codes.filter((c) => c === 'ok').length;
    expect(betCount(player)).toBe(placed);
    const paid = one<{ p: number }>('SELECT coalesce(sum(payout_minor), 0) - sum(stake_minor) AS p FROM bets WHERE member_id = ?', player.id).p;
    expect(balance(player)).toBe(50_000 + paid);
    expect(balance(player)).toBeGreaterThanOrEqual(0);
    // Draws follow the bet index in order: each index once.
    const indexes = (server.db.prepare('SELECT bet_index AS i FROM bets WHERE member_id = ? ORDER BY i').all(player.id) as Array<{ i: number }>).map(
      (r) => r.i,
    );
    expect(indexes).toEqual(Array.from({ length: placed }, (_, i) => i));
    expectAuditClean();
  });

  it('attack: a retried bet with the same Idempotency-Key is one bet with the same answer', async () => {
    const player = newPlayer(10_000);
    const launchId = launch(player);
    const key = newKey();
    const body = { launch: launchId, stake: '10', pick: 'LOW' };
    const first = await bet(player, body, key);
    const retries = await Promise.all([bet(player, body, key), bet(player, body, key)]);
    for (const retry of retries) expect([retry.status, retry.text]).toEqual([first.status, first.text]);
    expect(betCount(player)).toBe(1);
    expect((await bet(player, { ...body, stake: '20' }, key)).json().errorCode).toBe('idempotency.key.reused');
    expect((await bet(player, body, null)).json().errorCode).toBe('idempotency.key.required');
    expect(betCount(player)).toBe(1);
  });

  it("attack (IDOR): another member's launch id cannot be used to bet", async () => {
    const victim = newPlayer(10_000);
    const attacker = newPlayer(10_000);
    const victimLaunch = launch(victim);
    const res = await bet(attacker, { launch: victimLaunch, stake: '10', pick: 'HIGH' });
    expect(res.status).toBe(400);
    expect(res.json().errorCode).toBe('bet.launch.invalid');
    // Without the victim's session the launch id alone is nothing either.
    const bare = await rawRequest(server.port, '/demo-game/bet', {
      method: 'POST',
      headers: { ...MERCHANT, 'Content-Type': 'application/json', 'Idempotency-Key': newKey() },
      body: JSON.stringify({ launch: victimLaunch, stake: '10', pick: 'HIGH' }),
    });
    expect([bare.status, bare.json().errorCode]).toEqual([401, 'login.not.session']);
    expect([balance(victim), balance(attacker), betCount(victim), betCount(attacker)]).toEqual([10_000, 10_000, 0, 0]);
  });

  it('attack: a bet after the launch ended, on an unknown launch or a free-play launch is refused', async () => {
    const player = newPlayer(10_000);
    const launchId = launch(player);
    const freePlay = launch(player, 0);
    for (const id of ['nope', freePlay]) {
      expect((await bet(player, { launch: id, stake: '10', pick: 'HIGH' })).json().errorCode, id).toBe('bet.launch.invalid');
    }
    shiftClock(LAUNCH_TTL_MS + 1);
    const res = await bet(player, { launch: launchId, stake: '10', pick: 'HIGH' });
    expect(res.json()).toMatchObject({ errorCode: 'bet.launch.invalid', message: expect.stringContaining('session has ended') });
    expect([balance(player), betCount(player)]).toEqual([10_000, 0]);
  });

  it('refuses a malformed stake or pick with its errorCode, writing nothing', async () => {
    const player = newPlayer(1_000_000);
    const launchId = launch(player);
    const refused = async (stake: unknown, pick: unknown) => (await bet(player, { launch: launchId, stake, pick })).json().errorCode;
    for (const stake of ['0', '0.00', '1.234', '-5', '1e3', 10, '', ' 10'])
      expect(await refused(stake, 'HIGH'), String(stake)).toBe('money.amount.invalid');
    for (const stake of ['0.99', '5000.01']) expect(await refused(stake, 'HIGH'), stake).toBe('bet.stake.out.of.range');
    for (const pick of ['high', 'MIDDLE', undefined]) expect(await refused('10', pick), String(pick)).toBe('bet.pick.invalid');
    expect(betCount(player)).toBe(0);
    for (const stake of ['1', '5000']) expect((await bet(player, { launch: launchId, stake, pick: 'LOW' })).status, stake).toBe(200);
  });

  it('a trial member bets with the demo credit: ledger rows, but no turnover and no VIP total', async () => {
    const player = newPlayer(200_000, { type: TRIAL_TYPE, turnoverMinor: 0 });
    const launchId = launch(player);
    expect((await bet(player, { launch: launchId, stake: '100', pick: 'HIGH' })).status).toBe(200);
    expect(betCount(player)).toBe(1);
    expect(one('SELECT turnover_minor AS t, vip_bet_minor AS v FROM members WHERE id = ?', player.id)).toEqual({ t: 0, v: 0 });
    expectAuditClean();
  });
});

describe('the demo game page', () => {
  it('shows the bet panel with the balance on a real-money launch, its script allowed by hash only', async () => {
    const player = newPlayer(1_234_567);
    const res = await rawRequest(server.port, `/demo-game/?launch=${launch(player)}`);
    expect(res.text).toContain('<b id="balance">৳12,345.67</b>');
    expect(res.text).toContain('data-pick="HIGH"');
    expect(res.text).toContain('data-merchant="bdm01"');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/]+=*'; connect-src 'self';/);
    expect(csp).not.toContain('unsafe');
    const free = await rawRequest(server.port, `/demo-game/?launch=${launch(player, 0)}`);
    expect(free.text).not.toContain('id="bet"');
  });
});

describe('GET /wps/relay/ODSFE2_MemBetDet', () => {
  const records = (player: Player, query = '') =>
    rawRequest(server.port, `/wps/relay/ODSFE2_MemBetDet${query}`, { headers: { ...MERCHANT, Authorization: player.token, Language: 'EN' } });

  it("answers only the member's own bets, newest first, paged, with the whole range's totals", async () => {
    const player = newPlayer(1_000_000);
    const other = newPlayer(1_000_000);
    const launchId = launch(player);
    for (const stake of ['1', '2', '3', '4', '5']) expect((await bet(player, { launch: launchId, stake, pick: 'HIGH' })).status).toBe(200);
    expect((await bet(other, { launch: launch(other), stake: '7', pick: 'LOW' })).status).toBe(200);

    const mine = server.db
      .prepare('SELECT bet_no AS betNo, stake_minor AS s, payout_minor AS p FROM bets WHERE member_id = ? ORDER BY id DESC')
      .all(player.id) as Array<{
      betNo: string;
      s: number;
      p: number;
    }>;
    const stake = mine.reduce((sum, b) => sum + b.s, 0);
    const payout = mine.reduce((sum, b) => sum + b.p, 0);
    const page1 = (await records(player, '?pageSize=2')).json().value;
    expect(page1.list.map((b: { betNo: string }) => b.betNo)).toEqual(mine.slice(0, 2).map((b) => b.betNo));
    expect(page1).toMatchObject({
      pageNum: 1,
      totalPages: 3,
      totalCount: 5,
      summary: { count: 5, stake: stake / 100, payout: payout / 100, winLoss: (payout - stake) / 100 },
    });
    expect(page1.list[0]).toMatchObject({ stake: 5, pick: 'HIGH', gameType: 'RNG', winLoss: (mine[0]!.p - 500) / 100 });
    const page3 = (await records(player, '?pageSize=2&pageNo=3')).json().value;
    expect(page3.list.map((b: { betNo: string }) => b.betNo)).toEqual([mine[4]!.betNo]);
    expect((await records(player, '?gameType=LIVE')).json().value).toMatchObject({ list: [], totalCount: 0, summary: { count: 0, stake: 0 } });
    const theirs = (await records(other)).json().value;
    expect(theirs.list.map((b: { stake: number }) => b.stake)).toEqual([7]);
  });

  it('counts Dhaka days, both ends included, and refuses a bad query with request.param.invalid', async () => {
    const player = newPlayer(10_000);
    const today = new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() + 6 * 3600_000 - 86_400_000).toISOString().slice(0, 10);
    expect((await records(player, `?startDate=${yesterday}&endDate=${today}`)).status).toBe(200);
    const tomorrow = new Date(Date.now() + 6 * 3600_000 + 86_400_000).toISOString().slice(0, 10);
    const old = new Date(Date.now() + 6 * 3600_000 - 90 * 86_400_000).toISOString().slice(0, 10);
    for (const q of [
      `?endDate=${tomorrow}`,
      `?startDate=${old}&endDate=${today}`,
      `?startDate=${today}&endDate=${yesterday}`,
      '?startDate=2025-02-30',
      '?pageNo=0',
      '?pageSize=51',
      '?gameType=CASINO',
    ]) {
      expect((await records(player, q)).json().errorCode, q).toBe('request.param.invalid');
    }
    const res = await rawRequest(server.port, '/wps/relay/ODSFE2_MemBetDet', { headers: MERCHANT });
    expect(res.status).toBe(401);
  });
});
