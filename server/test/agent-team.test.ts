import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPasswordSync } from '../src/lib/passwords.ts';
import { CONTRACT_LIMITS } from '../src/modules/limits/guards.ts';
import { auditLedger } from '../src/modules/wallet/audit.ts';
import { TestClient } from './client.ts';
import { startTestServer, type RawResponse, type TestServer } from './helpers.ts';
import { getAs, newKey, newPlayer, type Player } from './money-players.ts';

/** The agent's team and transfers (docs/agent-area.md, "Team and transfers"): who sees whom, one
 *  pair per recipient, all or nothing, never below zero, once per key. */

let server: TestServer;
beforeAll(async () => {
  // The rate limit is the rate-limit test's; here 100 transfers at once must all reach the money.
  server = await startTestServer({ limits: { ...CONTRACT_LIMITS, moneyWritesPerMember: { limit: 1000, windowMs: 60_000 } } });
});
afterAll(() => server.close());

const TRANSFER = '/wps/agent/transferDownline';
const RAIN = '/wps/agent/transferMultipleDownline';
const PASSWORD = '135790';
const PASSWORD_HASH = hashPasswordSync(PASSWORD);

const one = <T>(sql: string, ...params: unknown[]): T => server.db.prepare(sql).get(...params) as T;
const balance = (p: Player): number => one<{ b: number }>('SELECT balance_minor AS b FROM members WHERE id = ?', p.id).b;
const usernameOf = (p: Player): string => one<{ u: string }>('SELECT username AS u FROM members WHERE id = ?', p.id).u;
const agentRows = (p: Player): number =>
  one<{ n: number }>("SELECT count(*) AS n FROM ledger WHERE member_id = ? AND type IN ('agent_transfer_in', 'agent_transfer_out')", p.id).n;
const orders = (agent: Player): number => one<{ n: number }>('SELECT count(*) AS n FROM agent_transfers WHERE agent_id = ?', agent.id).n;
const expectAuditClean = () => expect(auditLedger(server.db).problems).toEqual([]);

/** An agent with `balanceMinor` and its payment password, `direct` players under it and one player under the first. */
function team(balanceMinor: number, direct = 3): { agent: Player; members: Player[]; deep: Player } {
  const agent = newPlayer(server, balanceMinor, { prefix: 'ag', type: 1 });
  server.db.prepare('INSERT INTO payment_passwords (member_id, hash, updated_at) VALUES (?, ?, ?)').run(agent.id, PASSWORD_HASH, Date.now());
  const members = Array.from({ length: direct }, () => newPlayer(server, 0, { prefix: 'dm', uplineId: agent.id }));
  const deep = newPlayer(server, 0, { prefix: 'dd', uplineId: members[0]!.id });
  return { agent, members, deep };
}

function secure(who: Player, path: string, payload: unknown, key = newKey()): Promise<RawResponse> {
  const client = new TestClient(server);
  client.token = who.token;
  return client.secure('POST', path, payload, { 'Idempotency-Key': key });
}

const transfer = (agent: Player, to: Player | string, amount: string, options: { key?: string; password?: string } = {}) =>
  secure(
    agent,
    TRANSFER,
    { username: typeof to === 'string' ? to : usernameOf(to), amount, paymentPassword: options.password ?? PASSWORD },
    options.key,
  );

const rain = (agent: Player, to: Player[] | 'allDirect', amount: string, split = false, key?: string) =>
  secure(
    agent,
    RAIN,
    { ...(to === 'allDirect' ? { allDirect: true } : { usernames: to.map(usernameOf) }), amount, split, paymentPassword: PASSWORD },
    key,
  );

describe('transfer to a downline', () => {
  it('moves the amount: one ledger pair and one order, the member’s turnover +1×, sumBalance the agent’s', async () => {
    const { agent, members } = team(100_000);
    const res = await transfer(agent, members[0]!, '120.25');
    expect(res.status, res.text).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ amount: 120.25, sumBalance: 879.75 });
    expect(value.orderNo).toMatch(/^A\d{6}[A-HJ-NP-Z2-9]{8}$/);
    expect(
      server.db
        .prepare('SELECT member_id AS m, type, amount_minor AS a FROM ledger WHERE reference = ? ORDER BY id')
        .all(`agent-transfer:${value.orderNo}`),
    ).toEqual([
      { m: agent.id, type: 'agent_transfer_out', a: -12_025 },
      { m: members[0]!.id, type: 'agent_transfer_in', a: 12_025 },
    ]);
    expect(one<{ t: number }>('SELECT turnover_minor AS t FROM members WHERE id = ?', members[0]!.id).t).toBe(12_025);
    expect(orders(agent)).toBe(1);
    expectAuditClean();
  });

  it('attack: another agent’s member, a member below a sub-agent and a missing name are refused alike (404), writing nothing', async () => {
    const mine = team(100_000);
    const theirs = team(100_000);
    for (const target of [theirs.members[0]!, theirs.agent, mine.deep]) {
      const res = await transfer(mine.agent, target, '10');
      expect([res.status, res.json().errorCode]).toEqual([404, 'agent.downline.not.found']);
    }
    expect((await transfer(mine.agent, 'nobody-here', '10')).json().errorCode).toBe('agent.downline.not.found');
    expect([agentRows(mine.agent), agentRows(theirs.members[0]!), balance(mine.agent)]).toEqual([0, 0, 100_000]);
  });

  it('attack: a player is no agent (403), whatever member it names', async () => {
    const { members } = team(0);
    const player = newPlayer(server, 100_000, { uplineId: undefined });
    expect((await transfer(player, members[0]!, '10')).json().errorCode).toBe('agent.only');
    expect((await rain(player, [members[0]!], '10')).json().errorCode).toBe('agent.only');
    expect((await getAs(server, player, '/wps/agent/downlines')).status).toBe(403);
  });

  it('refuses a wrong payment password, an amount out of ৳1–৳50,000 and a disabled member, writing nothing', async () => {
    const { agent, members } = team(10_000_000);
    const wrong = await transfer(agent, members[0]!, '10', { password: '999999' });
    expect(wrong.json()).toMatchObject({ errorCode: 'payment.password.incorrect', value: { attemptsLeft: 4 } });
    for (const amount of ['0.99', '50000.01']) {
      expect((await transfer(agent, members[0]!, amount)).json()).toMatchObject({
        errorCode: 'transfer.amount.out.of.range',
        value: { min: 1, max: 50_000 },
      });
    }
    server.db.prepare('UPDATE members SET disabled = 1 WHERE id = ?').run(members[1]!.id);
    expect((await transfer(agent, members[1]!, '10')).json().errorCode).toBe('agent.transfer.member.disabled');
    expect([agentRows(agent), orders(agent), balance(agent)]).toEqual([0, 0, 10_000_000]);
  });

  it('attack: balance.insufficient writes neither row', async () => {
    const { agent, members } = team(1_000);
    expect((await transfer(agent, members[0]!, '10.01')).json().errorCode).toBe('balance.insufficient');
    expect([agentRows(agent), agentRows(members[0]!), balance(agent)]).toEqual([0, 0, 1_000]);
  });

  it('attack: a replayed key transfers once and answers the first result', async () => {
    const { agent, members } = team(100_000);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 5 }, () => transfer(agent, members[0]!, '100', { key })));
    const first = answers[0]!.json().value;
    for (const r of answers) expect(r.json().value).toEqual(first);
    expect([balance(agent), balance(members[0]!), orders(agent)]).toEqual([90_000, 10_000, 1]);
  });

  it('attack: 100 transfers at once never overdraw: the accepted sum stays within the balance, every paisa kept', async () => {
    const { agent, members } = team(10_000, 4);
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => transfer(agent, members[i % 4]!, '30')));
    const ok = answers.filter((r) => r.status === 200).length;
    // ৳100 pays 3 transfers of ৳30; concurrent right passwords may also meet the payment password's lock.
    const refusals = new Set(answers.filter((r) => r.status !== 200).map((r) => r.json().errorCode));
    for (const code of refusals) expect(['balance.insufficient', 'payment.password.locked']).toContain(code);
    expect(ok).toBeGreaterThan(0);
    expect(ok * 3_000).toBeLessThanOrEqual(10_000);
    expect(balance(agent)).toBe(10_000 - ok * 3_000);
    expect(members.reduce((s, m) => s + balance(m), 0)).toBe(ok * 3_000);
    expectAuditClean();
  });
});

describe('red envelope rain', () => {
  it('splits a total exactly: ⌊total / n⌋ each, the remaining paisa one each to the first in username order; one order, n pairs', async () => {
    const { agent, members } = team(100_000);
    const res = await rain(agent, members, '100.00', true);
    expect(res.status, res.text).toBe(200);
    const value = res.json().value;
    const names = members.map(usernameOf).sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    expect(value).toMatchObject({ amount: 100, sumBalance: 900 });
    expect(value.recipients).toEqual([
      { username: names[0], amount: 33.34 },
      { username: names[1], amount: 33.33 },
      { username: names[2], amount: 33.33 },
    ]);
    expect(orders(agent)).toBe(1);
    expect(one<{ n: number }>('SELECT count(*) AS n FROM ledger WHERE reference = ?', `agent-transfer:${value.orderNo}`).n).toBe(6);
    expectAuditClean();
  });

  it('pays each active direct member the amount with allDirect, leaving out deeper and disabled ones', async () => {
    const { agent, members, deep } = team(100_000, 4);
    server.db.prepare('UPDATE members SET disabled = 1 WHERE id = ?').run(members[3]!.id);
    const res = await rain(agent, 'allDirect', '5');
    expect(res.json().value.recipients).toHaveLength(3);
    expect([balance(agent), balance(members[0]!), balance(members[3]!), balance(deep)]).toEqual([98_500, 500, 0, 0]);
  });

  it('attack: all or nothing — a failure after two pairs rolls every pair and the order back', async () => {
    const { agent, members } = team(100_000);
    const third = [...members].sort((a, b) => usernameOf(a).toLowerCase().localeCompare(usernameOf(b).toLowerCase()))[2]!;
    // The third recipient's item is refused after the first two pairs and its own are written.
    server.db.exec(
      `CREATE TRIGGER test_refuse_third BEFORE INSERT ON agent_transfer_items WHEN NEW.member_id = ${third.id} BEGIN SELECT RAISE(ABORT, 'refused'); END`,
    );
    try {
      expect((await rain(agent, members, '10')).status).toBe(500);
    } finally {
      server.db.exec('DROP TRIGGER test_refuse_third');
    }
    expect([balance(agent), orders(agent), ...members.map(agentRows)]).toEqual([100_000, 0, 0, 0, 0]);
    expectAuditClean();
  });

  it('attack: one recipient outside the team, disabled or beyond the balance refuses the whole rain', async () => {
    const mine = team(2_000);
    const theirs = team(0);
    expect((await rain(mine.agent, [mine.members[0]!, mine.members[1]!, theirs.members[0]!], '1')).json().errorCode).toBe('agent.downline.not.found');
    expect((await rain(mine.agent, [mine.members[0]!, mine.deep], '1')).json().errorCode).toBe('agent.downline.not.found');
    // ৳30 to three members is ৳90 of ৳20: the third pair would go below zero.
    expect((await rain(mine.agent, mine.members, '6.67')).json().errorCode).toBe('balance.insufficient');
    server.db.prepare('UPDATE members SET disabled = 1 WHERE id = ?').run(mine.members[2]!.id);
    expect((await rain(mine.agent, mine.members, '1')).json().errorCode).toBe('agent.transfer.member.disabled');
    expect([balance(mine.agent), orders(mine.agent), ...mine.members.map(agentRows)]).toEqual([2_000, 0, 0, 0, 0]);
    expectAuditClean();
  });

  it('refuses duplicates, none, a share under ৳1 and a wrong password; a replayed key pays once', async () => {
    const { agent, members } = team(100_000);
    expect((await rain(agent, [members[0]!, members[0]!], '1')).json().errorCode).toBe('request.param.invalid');
    expect((await rain(agent, [], '1')).json().errorCode).toBe('request.param.invalid');
    expect((await rain(agent, members, '2.99', true)).json().errorCode).toBe('transfer.amount.out.of.range');
    const wrong = await secure(agent, RAIN, { usernames: [usernameOf(members[0]!)], amount: '1', split: false, paymentPassword: '000000' });
    expect(wrong.json().errorCode).toBe('payment.password.incorrect');
    expect(orders(agent)).toBe(0);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 4 }, () => rain(agent, members, '10', false, key)));
    for (const r of answers) expect(r.json().value).toEqual(answers[0]!.json().value);
    expect([orders(agent), balance(agent)]).toEqual([1, 97_000]);
  });
});

describe('team list, detail and overview', () => {
  it('lists the downline by level, searchable, direct or all; another team’s member never shows', async () => {
    const mine = team(0);
    const theirs = team(0);
    const list = (q: string) => getAs(server, mine.agent, `/wps/agent/downlines?${q}`).then((r) => r.json().value);
    const all = await list('scope=all');
    expect(all.totalCount).toBe(4);
    expect(all.list.map((r: { level: number }) => r.level).sort()).toEqual([1, 1, 1, 2]);
    expect((await list('scope=direct')).totalCount).toBe(3);
    expect((await list(`username=${usernameOf(mine.deep).slice(0, 4)}`)).list.map((r: { username: string }) => r.username)).toContain(
      usernameOf(mine.deep),
    );
    expect((await list(`username=${usernameOf(theirs.members[0]!)}`)).totalCount).toBe(0);
    expect((await list('username=%25')).totalCount).toBe(0);
    const first = (await getAs(server, mine.agent, `/wps/agent/downline?username=${usernameOf(mine.members[0]!)}`)).json().value;
    expect(first).toMatchObject({ level: 1, type: 'player', status: 'active', teamSize: null, balance: 0 });
    const other = await getAs(server, mine.agent, `/wps/agent/downline?username=${usernameOf(theirs.members[0]!)}`);
    expect([other.status, other.json().errorCode]).toEqual([404, 'agent.downline.not.found']);
  });

  it('gives the seeded agent01 its team of 12 (8 direct) with the figures of its members’ bets, and agent02 its own 4', async () => {
    const client = new TestClient(server);
    expect((await client.login('agent01', 'agent123')).status).toBe(200);
    const overview = (await client.call('GET', '/wps/agent/teamOverview?startDate=' + daysAgo(29) + '&endDate=' + daysAgo(0))).json().value;
    expect([overview.all.members, overview.direct.members]).toEqual([12, 8]);
    const stake = one<{ s: number }>(
      `SELECT sum(stake_minor) AS s FROM bets WHERE member_id IN (SELECT id FROM members WHERE upline_id IN
         (SELECT id FROM members WHERE username IN ('agent01', 'agent02')))`,
    ).s;
    expect(overview.all.bets).toBe(stake / 100);
    expect(overview.all.firstDeposits).toBeGreaterThanOrEqual(overview.direct.firstDeposits);
    const sub = new TestClient(server);
    expect((await sub.login('agent02', 'team123')).status).toBe(200);
    const detail = (await client.call('GET', '/wps/agent/downline?username=agent02')).json().value;
    expect(detail).toMatchObject({ type: 'agent', level: 1, teamSize: 4 });
    expect((await sub.call('GET', '/wps/agent/downline?username=rahim2024')).json().errorCode).toBe('agent.downline.not.found');
  });
});

/** A Dhaka day `YYYY-MM-DD`, `n` days before today. */
function daysAgo(n: number): string {
  return new Date(Date.now() + 6 * 3600_000 - n * 86_400_000).toISOString().slice(0, 10);
}
