import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, shiftClock } from '../src/lib/clock.ts';
import { createSession } from '../src/modules/session/sessions.ts';
import { settleAgentRebates } from '../src/modules/agent/rebate-difference.ts';
import { auditLedger } from '../src/modules/wallet/audit.ts';
import { merchantDay } from '../src/modules/wallet/dhaka-day.ts';
import { MERCHANT, rawRequest, startTestServer, type RawResponse, type TestServer } from './helpers.ts';
import { bet, getAs, launch, newPlayer, type Player } from './money-players.ts';

/** The agent's rebate setting, the rebate difference and its daily credit (docs/agent-area.md). */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => resetClock());

const DAY = 86_400_000;
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

const idOf = (username: string): number =>
  (server.db.prepare("SELECT id FROM members WHERE merchant = 'bdm01' AND username = ?").get(username) as { id: number }).id;
/** A seeded member's session (no login round: these tests are about the agent calls). */
function seeded(username: string): Player {
  const id = idOf(username);
  const { type } = server.db.prepare('SELECT type FROM members WHERE id = ?').get(id) as { type: number };
  return { id, token: createSession(server.db, { id, type }) };
}
const usernameOf = (p: Player): string => (server.db.prepare('SELECT username FROM members WHERE id = ?').get(p.id) as { username: string }).username;
const setOwn = (p: Player, rates: Record<string, number>): void => {
  for (const [category, rateBp] of Object.entries(rates)) {
    server.db.prepare('INSERT OR REPLACE INTO agent_rebate_rates (member_id, category, rate_bp) VALUES (?, ?, ?)').run(p.id, category, rateBp);
  }
};
const post = (p: Player, path: string, body: unknown): Promise<RawResponse> =>
  rawRequest(server.port, path, {
    method: 'POST',
    headers: { ...MERCHANT, Authorization: p.token, 'Content-Type': 'application/json', Language: 'EN' },
    body: JSON.stringify(body),
  });
const UPDATE = '/wps/agent/updateDownlineRebates';
const DEFAULTS = '/wps/agent/rebateDefaults';
const downline = (p: Player, member: string) => getAs(server, p, `/wps/agent/downlineRebates?member=${encodeURIComponent(member)}`);
const errorOf = (res: RawResponse) => [res.status, res.json().errorCode];

describe('rebate setting', () => {
  it('shows the agent its own rates and defaults, and sets a direct member’s within its own', async () => {
    const agent = seeded('agent01');
    const settings = (await getAs(server, agent, '/wps/agent/rebates')).json().value;
    expect(settings.own.RNG).toBe(80);
    expect(settings.defaults.RNG).toBe(30);
    expect(settings.categories).toContain('ELOTT');
    const saved = await post(agent, UPDATE, { member: 'tania09', rates: { RNG: 80, LIVE: 35 } });
    expect(saved.status).toBe(200);
    expect(saved.json().value.rates).toMatchObject({ RNG: 80, LIVE: 35, FISH: 10 });
    expect((await downline(agent, 'TANIA09')).json().value).toMatchObject({ member: 'tania09', own: { RNG: 80 }, rates: { LIVE: 35 } });
    expect((await post(agent, DEFAULTS, { rates: { SPORTS: 40 } })).json().value.defaults.SPORTS).toBe(40);
  });

  it('refuses a rate above the agent’s own (also in a category the agent has 0 in), changing nothing', async () => {
    const agent = seeded('agent01');
    expect(errorOf(await post(agent, UPDATE, { member: 'agent02', rates: { RNG: 81 } }))).toEqual([400, 'agent.rebate.above.own']);
    const top = newPlayer(server, 0, { type: 1, prefix: 'rbtop' });
    setOwn(top, { RNG: 50 });
    const member = newPlayer(server, 0, { uplineId: top.id, prefix: 'rbmem' });
    const refused = await post(top, UPDATE, { member: usernameOf(member), rates: { RNG: 40, LIVE: 1 } });
    expect(errorOf(refused)).toEqual([400, 'agent.rebate.above.own']);
    expect(refused.json().value).toEqual({ category: 'LIVE', max: 0 });
    expect((await downline(top, usernameOf(member))).json().value.rates).toEqual({});
    expect(errorOf(await post(top, DEFAULTS, { rates: { LIVE: 1 } }))).toEqual([400, 'agent.rebate.above.own']);
    expect((await downline(agent, 'agent02')).json().value.rates.RNG).toBe(50);
  });

  it('refuses malformed rates with a 4xx', async () => {
    const agent = seeded('agent01');
    for (const rates of [undefined, [], {}, { NOPE: 1 }, 'RNG']) {
      expect(errorOf(await post(agent, UPDATE, { member: 'tania09', rates }))).toEqual([400, 'request.param.invalid']);
    }
    for (const rate of [1.5, -1, '10', 10001]) {
      expect(errorOf(await post(agent, UPDATE, { member: 'tania09', rates: { RNG: rate } }))).toEqual([400, 'agent.rebate.invalid']);
    }
  });

  it('answers another agent’s member, an indirect member and a missing name alike: 404', async () => {
    const other = newPlayer(server, 0, { type: 1, prefix: 'rbother' });
    setOwn(other, { RNG: 100 });
    const subAgent = seeded('agent02');
    const agent = seeded('agent01');
    for (const [who, member] of [
      [other, 'rahim2024'],
      [subAgent, 'rahim2024'],
      [agent, 'rakib01'],
      [agent, 'no-such-member'],
    ] as const) {
      expect(errorOf(await downline(who, member)), member).toEqual([404, 'agent.downline.not.found']);
      expect(errorOf(await post(who, UPDATE, { member, rates: { RNG: 1 } })), member).toEqual([404, 'agent.downline.not.found']);
    }
    expect((await downline(agent, 'rahim2024')).json().value.rates.RNG).toBe(20);
  });

  it('refuses a member who is not an agent: 403 on every call', async () => {
    const player = seeded('demo01');
    for (const res of [
      await getAs(server, player, '/wps/agent/rebates'),
      await downline(player, 'rahim2024'),
      await post(player, UPDATE, { member: 'rahim2024', rates: { RNG: 1 } }),
      await post(player, DEFAULTS, { rates: { RNG: 1 } }),
      await getAs(server, player, '/wps/agent/rebateIncome'),
    ]) {
      expect(errorOf(res)).toEqual([403, 'agent.only']);
    }
  });
});

describe('rebate difference', () => {
  /** A top agent A → sub-agent B → player P, with P funded. */
  function chain(rates: { a: number; b: number; p: number }) {
    const a = newPlayer(server, 0, { type: 1, prefix: 'rbA' });
    const b = newPlayer(server, 0, { type: 1, uplineId: a.id, prefix: 'rbB' });
    const p = newPlayer(server, 1_000_000, { uplineId: b.id, prefix: 'rbP' });
    setOwn(a, { RNG: rates.a });
    setOwn(b, { RNG: rates.b });
    setOwn(p, { RNG: rates.p });
    return { a, b, p };
  }
  const accrued = (agent: Player) =>
    server.db
      .prepare('SELECT source_id AS source, category, stake_minor AS stake, amount_minor AS amount FROM agent_rebate_accruals WHERE agent_id = ?')
      .all(agent.id);

  it('gives each agent on a 3-level chain exactly its difference, floored per bet', async () => {
    const { a, b, p } = chain({ a: 100, b: 60, p: 25 });
    const game = launch(server, p);
    expect((await bet(server, p, game, '123.45')).status).toBe(200);
    expect((await bet(server, p, game, '100')).status).toBe(200);
    // B: 35 bp of 12345 = 43.2 → 43, of 10000 = 35; A: 40 bp → 49 and 40.
    expect(accrued(b)).toEqual([{ source: p.id, category: 'RNG', stake: 22_345, amount: 43 + 35 }]);
    expect(accrued(a)).toEqual([{ source: p.id, category: 'RNG', stake: 22_345, amount: 49 + 40 }]);
    expect(accrued(p)).toEqual([]);
    const income = (await getAs(server, a, '/wps/agent/rebateIncome?groupBy=MEMBER')).json().value;
    expect(income.list).toEqual([
      { date: merchantDay(Date.now()), member: usernameOf(p), category: 'RNG', stake: 223.45, income: 0.89, credited: false },
    ]);
    expect(income.summary).toEqual({ stake: 223.45, income: 0.89, credited: 0, pending: 0.89 });
  });

  it('accrues nothing to an agent whose rate is not above the one below it', async () => {
    const { a, b, p } = chain({ a: 60, b: 60, p: 70 });
    expect((await bet(server, p, launch(server, p), '50')).status).toBe(200);
    expect(accrued(a)).toEqual([]);
    expect(accrued(b)).toEqual([]);
  });

  it('credits a past day once per agent, however often the settlement runs, and the audit stays clean', async () => {
    const { a, b, p } = chain({ a: 90, b: 40, p: 0 });
    expect((await bet(server, p, launch(server, p), '200')).status).toBe(200);
    const today = merchantDay(Date.now());
    const balance = (x: Player) => (server.db.prepare('SELECT balance_minor AS b FROM members WHERE id = ?').get(x.id) as { b: number }).b;
    const before = [balance(a), balance(b)];
    // Today is not over: nothing is credited yet.
    settleAgentRebates(server.db);
    expect([balance(a), balance(b)]).toEqual(before);
    shiftClock(DAY);
    settleAgentRebates(server.db);
    settleAgentRebates(server.db);
    expect([balance(a) - before[0]!, balance(b) - before[1]!]).toEqual([100, 80]);
    const rows = server.db
      .prepare("SELECT member_id AS m, amount_minor AS amount, reference FROM ledger WHERE type = 'agent_rebate' AND member_id IN (?, ?)")
      .all(a.id, b.id);
    expect(rows).toEqual([
      { m: a.id, amount: 100, reference: `agent_rebate:${today}` },
      { m: b.id, amount: 80, reference: `agent_rebate:${today}` },
    ]);
    const income = (await getAs(server, b, `/wps/agent/rebateIncome?startDate=${today}&endDate=${today}`)).json().value;
    expect(income.list).toEqual([{ date: today, stake: 200, income: 0.8, credited: true }]);
    expect(auditLedger(server.db).problems).toEqual([]);
  });

  it('credits once under two concurrent CLI runs (two processes on one database)', async () => {
    const { a, b, p } = chain({ a: 70, b: 20, p: 0 });
    const yesterday = merchantDay(Date.now() - DAY);
    const add = server.db.prepare(
      'INSERT INTO agent_rebate_accruals (agent_id, day, category, source_id, stake_minor, amount_minor) VALUES (?, ?, ?, ?, ?, ?)',
    );
    add.run(a.id, yesterday, 'RNG', p.id, 100_000, 500);
    add.run(b.id, yesterday, 'RNG', p.id, 100_000, 200);
    const settle = () =>
      new Promise<{ code: number; stdout: string }>((resolve) => {
        execFile(
          'npx',
          ['tsx', 'server/src/cli.ts', '--db', server.dbPath, 'settle', 'agent-rebates', '--date', yesterday],
          { cwd: repoRoot },
          (error, stdout) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout }),
        );
      });
    const runs = await Promise.all([settle(), settle()]);
    expect(runs.map((r) => r.code)).toEqual([0, 0]);
    const ledger = server.db
      .prepare("SELECT member_id AS m, amount_minor AS amount FROM ledger WHERE type = 'agent_rebate' AND member_id IN (?, ?) ORDER BY member_id")
      .all(a.id, b.id);
    expect(ledger).toEqual([
      { m: a.id, amount: 500 },
      { m: b.id, amount: 200 },
    ]);
    expect((await settle()).stdout).toContain('settled 0 agent-day(s)');
    expect(auditLedger(server.db).problems).toEqual([]);
  }, 60_000);

  it('refuses to settle today from the CLI (exit 1)', async () => {
    const code = await new Promise<number>((resolve) => {
      execFile(
        'npx',
        ['tsx', 'server/src/cli.ts', '--db', server.dbPath, 'settle', 'agent-rebates', '--date', merchantDay(Date.now())],
        { cwd: repoRoot },
        (error) => resolve(error ? Number(error.code ?? 1) : 0),
      );
    });
    expect(code).toBe(1);
  }, 30_000);
});
