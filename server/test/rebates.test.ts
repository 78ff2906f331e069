import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRIAL_TYPE } from '../src/modules/accounts/members.ts';
import { auditLedger } from '../src/modules/wallet/audit.ts';
import { merchantDay } from '../src/modules/wallet/dhaka-day.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { bet, getAs, launch, moneyCall, newKey, newPlayer, type Player } from './money-players.ts';

/** Rebates (docs/money.md, "Rebates"): accrual with each bet, the report, the claim, once. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const CLAIM = '/wps/relay/MCSFE_claimManualRebate';
const one = <T>(sql: string, ...params: unknown[]): T => server.db.prepare(sql).get(...params) as T;
const balance = (p: Player): number => one<{ b: number }>('SELECT balance_minor AS b FROM members WHERE id = ?', p.id).b;
const rebateRows = (p: Player): number => one<{ n: number }>("SELECT count(*) AS n FROM ledger WHERE member_id = ? AND type = 'rebate'", p.id).n;
const expectAuditClean = () => expect(auditLedger(server.db).problems).toEqual([]);

/** Bets `stakes` (taka strings) on one launch; returns their sum in paisa. */
async function play(player: Player, stakes: string[], gameType = 'RNG'): Promise<number> {
  const launchId = launch(server, player, gameType);
  let sum = 0;
  for (const stake of stakes) {
    const res = await bet(server, player, launchId, stake);
    expect(res.status, res.text).toBe(200);
    sum += Math.round(Number(stake) * 100);
  }
  return sum;
}

/** 100 stakes with odd paisa, so per-bet rounding would lose money that the sum keeps. */
const STAKES = Array.from({ length: 100 }, (_, i) => `${10 + (i % 37)}.${String((i * 7) % 100).padStart(2, '0')}`);

describe('rebate accrual', () => {
  it('100 bets accrue exactly floor(stake sum × rate) for the day and category, at the VIP level rate', async () => {
    const player = newPlayer(server, 10_000_000, { vipLevel: 3 });
    const sum = await play(player, STAKES);
    // VIP 3: 0.6 % = 60 basis points, every category.
    const expected = Math.floor((sum * 60) / 10_000);
    const perBetFloors = STAKES.reduce((s, stake) => s + Math.floor((Math.round(Number(stake) * 100) * 60) / 10_000), 0);
    expect(perBetFloors).toBeLessThan(expected); // the rule matters: per-bet rounding would pay less
    const manual = (await getAs(server, player, '/wps/relay/MCSFE_getManualRebate')).json().value;
    expect(manual).toEqual({ claimable: expected / 100, list: [{ category: 'RNG', stake: sum / 100, rebate: expected / 100 }] });
    const report = (await getAs(server, player, '/wps/relay/MCSFE_getRebateReport')).json().value;
    expect(report.list).toEqual([
      { date: merchantDay(Date.now()), category: 'RNG', stake: sum / 100, rate: 0.6, rebate: expected / 100, claimed: 0 },
    ]);
    expect(report.summary).toEqual({ stake: sum / 100, rebate: expected / 100, claimed: 0 });
    const settings = (await getAs(server, player, '/wps/relay/MCSFE_getCustomerRebateSettingByProductType')).json().value;
    expect(settings.level).toBe(3);
    expect(settings.list).toContainEqual({ category: 'RNG', rate: 0.6 });
  });

  it('a trial member accrues nothing and may not claim', async () => {
    const trial = newPlayer(server, 200_000, { type: TRIAL_TYPE });
    await play(trial, ['100', '100']);
    expect(one<{ n: number }>('SELECT count(*) AS n FROM rebate_accruals WHERE member_id = ?', trial.id).n).toBe(0);
    const res = await moneyCall(server, trial, CLAIM, {});
    expect(res.json().errorCode).toBe('member.trial.forbidden');
  });
});

describe('POST /wps/relay/MCSFE_claimManualRebate', () => {
  it('pays everything accrued as one rebate row, marks it claimed, adds the turnover; a second claim finds nothing', async () => {
    const player = newPlayer(server, 10_000_000, { vipLevel: 9 });
    const sum = (await play(player, ['1000', '234.56'])) + (await play(player, ['500'], 'SPORTS'));
    // VIP 9: 2 % = 200 basis points, per category row.
    const expected = Math.floor((123_456 * 200) / 10_000) + Math.floor((50_000 * 200) / 10_000);
    expect(sum).toBe(173_456);
    const before = balance(player);
    const res = await moneyCall(server, player, CLAIM, {});
    expect(res.status, res.text).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ amount: expected / 100, sumBalance: (before + expected) / 100 });
    expect(value.orderNo).toMatch(/^R\d{6}[A-HJ-NP-Z2-9]{8}$/);
    expect(balance(player)).toBe(before + expected);
    expect(one('SELECT type, amount_minor AS a FROM ledger WHERE reference = ?', `rebate:${value.orderNo}`)).toEqual({ type: 'rebate', a: expected });
    expect(one<{ t: number }>('SELECT turnover_minor AS t FROM members WHERE id = ?', player.id).t).toBe(expected);
    const again = await moneyCall(server, player, CLAIM, {});
    expect(again.status).toBe(400);
    expect(again.json()).toMatchObject({ errorCode: 'rebate.nothing.to.claim', value: { claimable: 0 } });
    expect((await getAs(server, player, '/wps/relay/MCSFE_getManualRebate')).json().value).toEqual({ claimable: 0, list: [] });
    const report = (await getAs(server, player, '/wps/relay/MCSFE_getRebateReport')).json().value;
    expect(report.summary).toEqual({ stake: sum / 100, rebate: expected / 100, claimed: expected / 100 });
    expectAuditClean();
  });

  it('under ৳1 accrued is nothing to claim, and writes nothing', async () => {
    const player = newPlayer(server, 100_000);
    await play(player, ['300']); // 0.3 % of ৳300 = ৳0.90
    const res = await moneyCall(server, player, CLAIM, {});
    expect(res.json()).toMatchObject({ errorCode: 'rebate.nothing.to.claim', value: { claimable: 0.9 } });
    expect(rebateRows(player)).toBe(0);
  });

  it('attack: ten claims at once with different keys pay once', async () => {
    const player = newPlayer(server, 10_000_000, { vipLevel: 9 });
    await play(player, ['5000']);
    const answers = await Promise.all(Array.from({ length: 10 }, () => moneyCall(server, player, CLAIM, {})));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(new Set(answers.filter((r) => r.status !== 200).map((r) => r.json().errorCode))).toEqual(new Set(['rebate.nothing.to.claim']));
    expect(rebateRows(player)).toBe(1);
    expectAuditClean();
  });

  it('attack: a replayed key answers the first claim and pays nothing more', async () => {
    const player = newPlayer(server, 10_000_000, { vipLevel: 9 });
    await play(player, ['5000']);
    const key = newKey();
    const first = await moneyCall(server, player, CLAIM, {}, key);
    await play(player, ['5000']); // new accruals: a replay must not claim them
    const replays = await Promise.all(Array.from({ length: 5 }, () => moneyCall(server, player, CLAIM, {}, key)));
    for (const r of replays) expect(r.json().value).toEqual(first.json().value);
    expect(rebateRows(player)).toBe(1);
    expect((await getAs(server, player, '/wps/relay/MCSFE_getManualRebate')).json().value.claimable).toBe(100);
  });

  it('attack: another member cannot claim or see my rebate', async () => {
    const mine = newPlayer(server, 10_000_000, { vipLevel: 9 });
    const thief = newPlayer(server, 0);
    await play(mine, ['5000']);
    const res = await moneyCall(server, thief, CLAIM, {});
    expect(res.json().errorCode).toBe('rebate.nothing.to.claim');
    expect((await getAs(server, thief, '/wps/relay/MCSFE_getRebateReport')).json().value.totalCount).toBe(0);
    expect((await getAs(server, mine, '/wps/relay/MCSFE_getManualRebate')).json().value.claimable).toBe(100);
    expect(balance(thief)).toBe(0);
  });

  it('a claim needs a key and a session', async () => {
    const player = newPlayer(server, 0);
    expect((await moneyCall(server, player, CLAIM, {}, null)).json().errorCode).toBe('idempotency.key.required');
    expect((await moneyCall(server, { id: 0, token: 'nope' }, CLAIM, {})).status).toBe(401);
  });
});
