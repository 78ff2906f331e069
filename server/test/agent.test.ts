import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, shiftClock } from '../src/lib/clock.ts';
import { TestClient } from './client.ts';
import { api, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let agent: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  agent = await player('agent01', 'agent123');
});
afterAll(() => server.close());
afterEach(() => resetClock());

const KPI = '/wps/relay/ODSFE2_TeamKPIA';
const DIVIDEND = '/wps/relay/MCS2_processDividendReq';
const NOTICES = '/wps/relay/MCSFE_getListAnnouncements?types=A&groupName=m_home&merchantCode=bdm01';
const READ = '/wps/relay/MCSFE_readAnnouncement';
const DAY = 86_400_000;
const DHAKA = 6 * 3_600_000;

async function player(username: string, password: string): Promise<TestClient> {
  const client = new TestClient(server);
  expect((await client.login(username, password)).status).toBe(200);
  return client;
}

async function value(client: TestClient, path: string, headers: Record<string, string> = {}) {
  const res = await client.call('GET', path, undefined, headers);
  expect(res.status, path).toBe(200);
  return res.json().value;
}

/** The moment the seeded team members logged in "today" (the template DB may be older than this run). */
const seededAt = (): number =>
  (
    server.db
      .prepare(
        `SELECT max(s.created_at) AS t FROM sessions s
  JOIN members m ON m.id = s.member_id WHERE m.username IN ('rahim2024', 'tania09')`,
      )
      .get() as { t: number }
  ).t;
/** Back to the seeding moment, so that "today" and "online" are the seed's. Returns its Dhaka day. */
function atSeedTime(): string {
  const at = seededAt() + 1000;
  shiftClock(at - Date.now());
  return new Date(at + DHAKA).toISOString().slice(0, 10);
}
const dayBefore = (day: string, n: number): string => new Date(Date.parse(day) - n * DAY).toISOString().slice(0, 10);
interface TeamKpi {
  teamLoginMemberCount: number;
  teamBetMemberCount: number;
  teamRegisterMemberCount: number;
  teamOnlineCount: number;
}
const kpi = (query = ''): Promise<TeamKpi> =>
  value(agent, `${KPI}?size=0${query}`).then((v: { list: unknown[]; footer: TeamKpi }) => {
    expect(v.list).toEqual([]);
    return v.footer;
  });

// First: the other tests log team members in (demo01 is one), which changes the figures.
describe('GET /wps/relay/ODSFE2_TeamKPIA', () => {
  it("counts agent01's seeded downline today: 6 logged in, 4 bet, 3 registered, 2 online (B and C alike)", async () => {
    const day = atSeedTime();
    const today = { teamLoginMemberCount: 6, teamBetMemberCount: 4, teamRegisterMemberCount: 3, teamOnlineCount: 2 };
    expect(await kpi()).toEqual(today);
    expect(await kpi(`&startDate=${day}&endDate=${day}`)).toEqual(today);
    expect((await value(agent, `/wps/relay/ODSFE2_TeamKPIC?startDate=${day}&endDate=${day}&size=0`)).footer).toEqual(today);
  });

  it('counts direct and indirect members over a range of days; online does not depend on it', async () => {
    const day = atSeedTime();
    expect(await kpi(`&startDate=${dayBefore(day, 2)}&endDate=${day}`)).toEqual({
      teamLoginMemberCount: 9,
      teamBetMemberCount: 7,
      teamRegisterMemberCount: 4,
      teamOnlineCount: 2,
    });
    expect(await kpi(`&startDate=${dayBefore(day, 90)}&endDate=${dayBefore(day, 30)}`)).toEqual({
      teamLoginMemberCount: 0,
      teamBetMemberCount: 0,
      teamRegisterMemberCount: 2,
      teamOnlineCount: 2,
    });
  });

  it("days are the merchant's (UTC+6): 18:00 UTC starts the next day", async () => {
    const day = atSeedTime();
    const setReg = (iso: string) => server.db.prepare("UPDATE members SET reg_date = ? WHERE username = 'arifm'").run(iso);
    setReg(`${dayBefore(day, 1)}T18:00:00.000Z`);
    expect(await kpi()).toMatchObject({ teamRegisterMemberCount: 4 });
    setReg(`${dayBefore(day, 1)}T17:59:59.999Z`);
    expect(await kpi()).toMatchObject({ teamRegisterMemberCount: 3 });
  });

  it('a team member logging in is online and logged in', async () => {
    atSeedTime();
    const before = await kpi();
    await player('arifm', 'team123');
    expect(await kpi()).toMatchObject({
      teamOnlineCount: before.teamOnlineCount + 1,
      teamLoginMemberCount: before.teamLoginMemberCount + 1,
    });
  });

  it('the count of an agent without a downline is all zeros', async () => {
    const sub = await player('agent02', 'team123');
    server.db.prepare("UPDATE members SET upline_id = NULL WHERE upline_id = (SELECT id FROM members WHERE username = 'agent02')").run();
    expect((await value(sub, KPI)).footer).toEqual({
      teamLoginMemberCount: 0,
      teamBetMemberCount: 0,
      teamRegisterMemberCount: 0,
      teamOnlineCount: 0,
    });
  });

  it('accepts 93 days; refuses malformed dates, an end before the start, 94 days and a bad size', async () => {
    expect((await agent.call('GET', `${KPI}?startDate=2026-01-01&endDate=2026-04-03`)).status).toBe(200);
    for (const query of [
      'startDate=2026-02-30&endDate=2026-03-01',
      'startDate=2026-1-1&endDate=2026-01-02',
      'startDate=yesterday&endDate=2026-01-02',
      'startDate=2026-01-02&endDate=2026-01-01',
      'startDate=2026-01-01&endDate=2026-04-04',
      'startDate=2026-01-01&endDate=2026-01-01&size=x',
    ]) {
      const res = await agent.call('GET', `${KPI}?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.json().errorCode).toBe('request.param.invalid');
    }
  });
});

describe('GET /wps/relay/MCS2_processDividendReq', () => {
  it('agent01: dividends enabled, daily salary and dividend contracts waiting, hourly not', async () => {
    expect(await value(agent, DIVIDEND)).toMatchObject({
      enabled: true,
      dailysalreqtype: 1,
      divtypecompperiodreq: 1,
      contracthoursalreq: 0,
      contract: { kind: 'dividend', status: 'pending' },
    });
  });

  it('a signed dividend contract stays enabled; a declined one or none is not; types 41 and 42 are answered', async () => {
    server.db
      .prepare(
        `UPDATE agent_contracts SET status = 'signed', answered_at = offered_at
      WHERE kind = 'dividend' AND status = 'pending'`,
      )
      .run();
    expect(await value(agent, DIVIDEND)).toMatchObject({ enabled: true, divtypecompperiodreq: 0 });
    server.db.prepare("UPDATE agent_contracts SET status = 'declined' WHERE kind = 'dividend' AND status = 'signed'").run();
    expect(await value(agent, DIVIDEND)).toMatchObject({ enabled: false });
    for (const type of [41, 42]) {
      server.db.prepare("UPDATE members SET type = ? WHERE username = 'agent02'").run(type);
      expect(await value(await player('agent02', 'team123'), DIVIDEND)).toEqual({
        enabled: false,
        dailysalreqtype: 0,
        divtypecompperiodreq: 0,
        contracthoursalreq: 0,
        contract: null,
        periods: [],
      });
    }
  });
});

interface Notice {
  id: number;
  title: string;
  content: string;
  createdAt: string;
  read: boolean;
}

describe('agent announcements', () => {
  it('types=A lists the 4 announcements newest first in the language asked, agent01 has read the oldest', async () => {
    const en = (await value(agent, NOTICES)) as { agent: Notice[]; footer: { unreadCount: number }; banners: unknown[] };
    expect(en.agent.map((n) => n.title)).toEqual([
      'Maintenance on Friday night',
      'Dividend settlement on Monday',
      'Team figures now update every hour',
      'New commission rates',
    ]);
    expect(en.agent.map((n) => n.read)).toEqual([false, false, false, true]);
    expect(en.footer).toEqual({ unreadCount: 3 });
    expect(en.banners).toEqual([]);
    expect(Object.keys(en.agent[0] ?? {}).sort()).toEqual(['content', 'createdAt', 'id', 'read', 'title']);
    const bn = (await value(agent, NOTICES, { Language: 'BN' })) as { agent: Notice[] };
    expect(bn.agent[0]?.title).toBe('শুক্রবার রাতে রক্ষণাবেক্ষণ');
  });

  it('other types answer as before, for anyone; with A they come along', async () => {
    const home = '/wps/relay/MCSFE_getListAnnouncements?types=B,PL&groupName=m_home&platform=M';
    const guest = (await api(server.port, home, { Language: 'EN' })).json().value;
    expect(Object.keys(guest).sort()).toEqual(['banners', 'player', 'popup', 'promotion']);
    expect(guest.banners.length).toBeGreaterThan(0);
    expect(await value(await player('demo01', 'demo123'), home)).toEqual(guest);
    const both = await value(agent, `${home.replace('B,PL', 'B,PL,A')}`);
    expect(both).toMatchObject({ banners: guest.banners, player: guest.player, footer: { unreadCount: 3 } });
  });

  it('MCSFE_readAnnouncement marks one read once: the count falls by one and stays; unknown ids are 404', async () => {
    const [first] = ((await value(agent, NOTICES)) as { agent: Notice[] }).agent;
    for (let i = 0; i < 2; i++) {
      const res = await agent.call('POST', READ, { id: first?.id });
      expect(res.status).toBe(200);
      expect(res.json().value).toEqual({ unreadCount: 2 });
    }
    const after = (await value(await player('agent01', 'agent123'), NOTICES)) as { agent: Notice[]; footer: unknown };
    expect(after.agent[0]?.read).toBe(true);
    expect(after.footer).toEqual({ unreadCount: 2 });
    const unknown = await agent.call('POST', READ, { id: 999_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.json().errorCode).toBe('announcement.not.found');
    expect((await agent.call('POST', READ, { id: 'one' })).json().errorCode).toBe('request.body.invalid');
  });

  it("one agent's reading is not another's", async () => {
    const sub = (await value(await player('agent02', 'team123'), NOTICES)) as { footer: unknown };
    expect(sub.footer).toEqual({ unreadCount: 4 });
  });
});

describe('agent calls refuse guests (401) and non-agents (403 agent.only)', () => {
  const paths = [KPI, '/wps/relay/ODSFE2_TeamKPIB', '/wps/relay/ODSFE2_TeamKPIC', DIVIDEND, NOTICES];

  it.each(paths)('GET %s', async (path) => {
    const guest = await api(server.port, path);
    expect(guest.status).toBe(401);
    expect(guest.json().errorCode).toBe('login.not.session');
    for (const [user, password] of [
      ['demo01', 'demo123'],
      ['trial01', 'trial123'],
    ] as const) {
      const res = await (await player(user, password)).call('GET', path);
      expect(res.status, user).toBe(403);
      expect(res.json().errorCode).toBe('agent.only');
    }
  });

  it('a type 40 member and a reader of announcements too', async () => {
    server.db.prepare("UPDATE members SET type = 40 WHERE username = 'jahidk'").run();
    const member = await player('jahidk', 'team123');
    expect((await member.call('GET', KPI)).status).toBe(403);
    const read = await member.call('POST', READ, { id: 1 });
    expect(read.status).toBe(403);
    expect(read.json().errorCode).toBe('agent.only');
  });
});
