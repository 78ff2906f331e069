import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerPage } from '../../contract/records.ts';
import type { TeamBetPage, TeamPnlPage } from '../../contract/team-reports.ts';
import { hashPasswordSync } from '../src/lib/passwords.ts';
import { findMemberByUsername } from '../src/modules/accounts/members.ts';
import { changeBalance } from '../src/modules/wallet/ledger.ts';
import { TestClient } from './client.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { insertTestMember } from './test-members.ts';

// The team reports (docs/agent-area.md, "Team reports"): only an agent, only its own downline,
// figures that are the bets table's own sums, and the records' date rules.

const PNL = '/wps/relay/ODSFE2_MemPNL';
const BETS = '/wps/relay/ODSFE2_TeamBetDet';
const DAY = 86_400_000;
const DHAKA = 6 * 3_600_000;
const today = () => new Date(Date.now() + DHAKA).toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() + DHAKA - n * DAY).toISOString().slice(0, 10);

let server: TestServer;
let agent: TestClient;
let subAgent: TestClient;
let member: TestClient;
let otherAgent: TestClient;

async function signIn(username: string, password: string): Promise<TestClient> {
  const client = new TestClient(server);
  expect((await client.login(username, password)).status).toBe(200);
  return client;
}

const id = (username: string) => findMemberByUsername(server.db, 'bdm01', username)!.id;

beforeAll(async () => {
  server = await startTestServer();
  // A second top agent with a member of its own: agent01 must never see either.
  const otherId = insertTestMember(server.db, 'agent09', { type: 1, passwordHash: hashPasswordSync('agent123') });
  const outsider = insertTestMember(server.db, 'outsider1');
  server.db.prepare('UPDATE members SET upline_id = ? WHERE id = ?').run(otherId, outsider);
  // A bet of each team today, so the range surely holds some whatever the template's age.
  let serial = 0;
  for (const [name, category, stake, payout] of [
    ['rakib01', 'RNG', 10_00, 20_00],
    ['rahim2024', 'LIVE', 7_50, 0],
    ['outsider1', 'RNG', 99_00, 0],
  ] as const) {
    serial += 1;
    server.db
      .prepare(
        `INSERT INTO bets (bet_no, member_id, launch_hash, bet_index, game_ref, game_name_bn, game_name_en, vendor, category,
           stake_minor, pick, draw, payout_minor, placed_at) VALUES (?, ?, ?, ?, 1, 'খেলা', 'Game', 'DEMO', ?, ?, 'HIGH', 60, ?, ?)`,
      )
      .run(`B261128AAAAAAA${serial + 1}`, id(name), 'c'.repeat(64), serial, category, stake, payout, Date.now() - 1000);
  }
  [agent, subAgent, member, otherAgent] = await Promise.all([
    signIn('agent01', 'agent123'),
    signIn('agent02', 'team123'),
    signIn('demo01', 'demo123'),
    signIn('agent09', 'agent123'),
  ]);
});
afterAll(() => server.close());

async function get(client: TestClient, path: string) {
  const res = await client.call('GET', path);
  return { status: res.status, body: res.json() as { errorCode?: string; value: unknown } };
}
async function value<T>(client: TestClient, path: string): Promise<T> {
  const res = await get(client, path);
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.value as T;
}

/** The downline from the members table, level by level (the seeded tree is two deep). */
function downline(agentName: string, level: 'DIRECT' | 'ALL'): number[] {
  const below = (ids: number[]) =>
    ids.length ? (server.db.prepare(`SELECT id FROM members WHERE upline_id IN (${ids.join(',')})`).all() as { id: number }[]).map((r) => r.id) : [];
  const direct = below([id(agentName)]);
  if (level === 'DIRECT') return direct;
  const all = [...direct];
  for (let next = below(direct); next.length; next = below(next)) all.push(...next);
  return all;
}

/** The range's bounds in ms, as the records read them (Dhaka days). */
const bounds = (start: string, end: string) => [Date.parse(`${start}T00:00:00Z`) - DHAKA, Date.parse(`${end}T00:00:00Z`) - DHAKA + DAY];

/** The bets table's own sums over members and a range, grouped by `key`. */
function betSums(ids: number[], start: string, end: string, key: 'username' | 'category') {
  const [from, to] = bounds(start, end);
  return server.db
    .prepare(
      `SELECT ${key === 'username' ? 'm.username' : 'b.category'} AS key, count(*) AS bets, sum(stake_minor) AS stake, sum(payout_minor) AS payout
       FROM bets b JOIN members m ON m.id = b.member_id
       WHERE b.member_id IN (${ids.join(',')}) AND placed_at >= ? AND placed_at < ? GROUP BY key`,
    )
    .all(from, to) as Array<{ key: string; bets: number; stake: number; payout: number }>;
}
const rebateOf = (memberId: number, start: string, end: string) => {
  const [from, to] = bounds(start, end);
  return (
    server.db
      .prepare(
        `SELECT coalesce(sum(amount_minor), 0) AS r FROM ledger WHERE member_id = ? AND type = 'rebate' AND created_at >= ? AND created_at < ?`,
      )
      .get(memberId, from, to) as { r: number }
  ).r;
};

describe('GET /wps/relay/ODSFE2_MemPNL (team profit and loss)', () => {
  const start = daysAgo(29);
  const end = today();

  for (const level of ['DIRECT', 'ALL'] as const) {
    it(`by member equals the bets table's sums per member (${level.toLowerCase()})`, async () => {
      const ids = downline('agent01', level);
      const expected = betSums(ids, start, end, 'username');
      expect(expected.length).toBeGreaterThan(level === 'ALL' ? 8 : 5);
      const page = await value<TeamPnlPage>(agent, `${PNL}?startDate=${start}&endDate=${end}&groupBy=member&level=${level}&pageSize=50`);
      const withBets = page.list.filter((r) => r.bets > 0);
      expect(withBets.map((r) => r.key).sort()).toEqual(expected.map((e) => e.key).sort());
      for (const e of expected) {
        const row = page.list.find((r) => r.key === e.key)!;
        const rebate = rebateOf(id(e.key), start, end);
        expect(row).toMatchObject({ bets: e.bets, stake: e.stake / 100, payout: e.payout / 100, winLoss: (e.payout - e.stake) / 100 });
        expect(row.rebate).toBe(rebate / 100);
        expect(row.profit).toBe((e.payout - e.stake + rebate) / 100);
      }
      const stake = expected.reduce((s, e) => s + e.stake, 0);
      expect(page.summary).toMatchObject({ bets: expected.reduce((s, e) => s + e.bets, 0), stake: stake / 100 });
      expect(page.list.map((r) => r.key)).not.toContain('outsider1');
      if (level === 'DIRECT') expect(page.list.every((r) => r.depth === 1)).toBe(true);
      else expect(page.list.find((r) => r.key === 'rakib01')?.depth).toBe(2);
    });

    it(`by category equals the bets table's sums per category (${level.toLowerCase()})`, async () => {
      const expected = betSums(downline('agent01', level), start, end, 'category');
      const page = await value<TeamPnlPage>(agent, `${PNL}?startDate=${start}&endDate=${end}&groupBy=category&level=${level}`);
      expect(page.list).toHaveLength(expected.length);
      for (const e of expected) {
        expect(page.list.find((r) => r.key === e.key)).toMatchObject({ bets: e.bets, stake: e.stake / 100, payout: e.payout / 100, rebate: 0 });
      }
    });
  }

  it('pages the members, largest stake first, with the totals of the whole range on every page', async () => {
    const q = `${PNL}?startDate=${start}&endDate=${end}&pageSize=3`;
    const [p1, p2] = [await value<TeamPnlPage>(agent, q), await value<TeamPnlPage>(agent, `${q}&pageNo=2`)];
    expect(p1.totalCount).toBeGreaterThan(6);
    expect(p1.totalPages).toBe(Math.ceil(p1.totalCount / 3));
    expect(p1.summary).toEqual(p2.summary);
    const stakes = [...p1.list, ...p2.list].map((r) => r.stake);
    expect(stakes).toEqual([...stakes].sort((a, b) => b - a));
    expect(new Set([...p1.list, ...p2.list].map((r) => r.key)).size).toBe(6);
  });

  it("is the sub-agent's own team only for the sub-agent", async () => {
    const page = await value<TeamPnlPage>(subAgent, `${PNL}?startDate=${start}&endDate=${end}&pageSize=50`);
    expect(page.list.map((r) => r.key).sort()).toEqual(
      betSums(downline('agent02', 'ALL'), start, end, 'username')
        .map((e) => e.key)
        .sort(),
    );
    expect((await value<TeamPnlPage>(otherAgent, `${PNL}?pageSize=50`)).list.map((r) => r.key)).toEqual(['outsider1']);
  });
});

describe('GET /wps/relay/ODSFE2_TeamBetDet (team betting)', () => {
  it("lists one member's bets, equal to the bets table's, each with the username; status splits them", async () => {
    const start = daysAgo(29);
    const q = `${BETS}?startDate=${start}&endDate=${today()}&username=RAKIB01&pageSize=50`;
    const page = await value<TeamBetPage>(agent, q);
    const e = betSums([id('rakib01')], start, today(), 'username')[0]!;
    expect(page.summary).toEqual({ count: e.bets, stake: e.stake / 100, payout: e.payout / 100, winLoss: (e.payout - e.stake) / 100 });
    expect(page.list.every((b) => b.username === 'rakib01')).toBe(true);
    const [won, lost] = [await value<TeamBetPage>(agent, `${q}&status=win`), await value<TeamBetPage>(agent, `${q}&status=LOSE`)];
    expect(won.summary.count + lost.summary.count).toBe(e.bets);
    expect(won.list.every((b) => b.payout > 0) && lost.list.every((b) => b.payout === 0)).toBe(true);
    const rng = await value<TeamBetPage>(agent, `${q}&gameType=RNG`);
    expect(rng.list.every((b) => b.gameType === 'RNG')).toBe(true);
  });

  it("lists the whole team's bets, newest first, never another team's", async () => {
    const page = await value<TeamBetPage>(agent, `${BETS}?pageSize=50`);
    expect(page.list.map((b) => b.username)).toEqual(expect.arrayContaining(['rakib01', 'rahim2024']));
    expect(page.list.map((b) => b.username)).not.toContain('outsider1');
    const direct = await value<TeamBetPage>(agent, `${BETS}?level=direct&pageSize=50`);
    expect(direct.list.map((b) => b.username)).not.toContain('rakib01');
    const times = page.list.map((b) => b.placedAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("refuses another team's member like a missing one (404), at either level", async () => {
    for (const [client, path] of [
      [agent, `${BETS}?username=outsider1`],
      [agent, `${BETS}?username=agent09`],
      [agent, `${BETS}?username=nobody-here`],
      [agent, `${BETS}?username=rakib01&level=DIRECT`],
      [subAgent, `${BETS}?username=rahim2024`],
      [subAgent, `${BETS}?username=agent01`],
      [otherAgent, `${BETS}?username=rakib01`],
    ] as const) {
      const res = await get(client, path);
      expect([res.status, res.body.errorCode], path).toEqual([404, 'agent.downline.not.found']);
    }
  });
});

describe('both reports', () => {
  it('refuse a member who is no agent (403) and a visitor (401)', async () => {
    for (const path of [PNL, BETS, `${BETS}?username=rakib01`]) {
      const res = await get(member, path);
      expect([res.status, res.body.errorCode], path).toEqual([403, 'agent.only']);
      expect((await get(new TestClient(server), path)).status, path).toBe(401);
    }
  });

  it('keep the records’ date rules: at most 90 days, not after today, known parameters only', async () => {
    for (const path of [PNL, BETS]) {
      expect((await get(agent, `${path}?startDate=${daysAgo(89)}&endDate=${today()}`)).status).toBe(200);
      for (const bad of [
        `startDate=${daysAgo(90)}&endDate=${today()}`,
        `startDate=${today()}&endDate=${daysAgo(-1)}`,
        `startDate=${today()}&endDate=${daysAgo(1)}`,
        'level=TEAM',
        'pageSize=51',
        'agent=1',
      ]) {
        const res = await get(agent, `${path}?${bad}`);
        expect([res.status, res.body.errorCode], `${path}?${bad}`).toEqual([400, 'request.param.invalid']);
      }
    }
    expect((await get(agent, `${PNL}?groupBy=day`)).status).toBe(400);
    expect((await get(agent, `${BETS}?status=PENDING`)).status).toBe(400);
  });
});

describe('GET /wps/relay/ODSFE2_MemTransDet?types=A (the agent transaction record)', () => {
  const LEDGER = '/wps/relay/ODSFE2_MemTransDet';

  it("answers only the member's own agent rows; without types, every row as before", async () => {
    // agent09: a top agent of the test's own, without the seed's salaries and dividends.
    const write = (type: 'salary' | 'dividend' | 'adjustment', minor: number) =>
      server.db.transaction(() => changeBalance(server.db, id('agent09'), type, minor, `${type}:t1`)).immediate();
    write('salary', 12_00);
    write('adjustment', 5_00);
    write('dividend', 30_00);
    server.db.transaction(() => changeBalance(server.db, id('agent02'), 'salary', 99_00, 'salary:other')).immediate();
    const agentRows = await value<LedgerPage>(otherAgent, `${LEDGER}?types=A&pageSize=50`);
    expect(agentRows.list.map((r) => [r.type, r.amount])).toEqual([
      ['dividend', 30],
      ['salary', 12],
    ]);
    expect(agentRows.summary).toEqual({ credit: 42, debit: 0 });
    expect((await value<LedgerPage>(otherAgent, `${LEDGER}?types=A&type=salary`)).list.map((r) => r.type)).toEqual(['salary']);
    expect((await value<LedgerPage>(otherAgent, `${LEDGER}?pageSize=50`)).list.map((r) => r.type)).toContain('adjustment');
    for (const bad of ['types=B', 'types=A&type=bet', 'types=a']) {
      const res = await get(otherAgent, `${LEDGER}?${bad}`);
      expect([res.status, res.body.errorCode], bad).toEqual([400, 'request.param.invalid']);
    }
  });
});
