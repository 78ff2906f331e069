import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './client.ts';
import { api, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const CLUB = '/wps/relay/MCS2_getMemberClubBenefit';

async function signedIn(username: string, password: string): Promise<TestClient> {
  const client = new TestClient(server);
  await client.login(username, password);
  return client;
}

describe('VIP level in the member info', () => {
  it.each([
    ['demo01', 'demo123', 3],
    ['agent01', 'agent123', 5],
    ['trial01', 'trial123', 0],
  ] as const)('%s is VIP %i', async (username, password, level) => {
    const info = (await (await signedIn(username, password)).call('GET', '/wps/member/info')).json().value;
    expect(info).toMatchObject({ vipLevel: level, vipName: `VIP ${level}` });
  });
});

describe('GET /wps/relay/MCS2_getMemberClubBenefit', () => {
  it('needs a session', async () => {
    const res = await api(server.port, CLUB);
    expect(res.status).toBe(401);
    expect(res.json().errorCode).toBe('login.not.session');
  });

  it('has VIP 0-9 with rising targets and 3-5 benefits each, and demo01 at VIP 3 with its totals', async () => {
    const club = (await (await signedIn('demo01', 'demo123')).call('GET', CLUB)).json().value;
    expect(club).toMatchObject({ level: 3, levelName: 'VIP 3', deposit: 32500, bet: 186400 });
    expect(club.levels.map((l: { level: number }) => l.level)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const [i, level] of club.levels.entries()) {
      expect(level.name).toBe(`VIP ${i}`);
      expect(level.benefits.length).toBeGreaterThanOrEqual(3);
      expect(level.benefits.length).toBeLessThanOrEqual(5);
      if (i > 0) expect(level.depositTarget).toBeGreaterThan(club.levels[i - 1].depositTarget);
      if (i > 0) expect(level.betTarget).toBeGreaterThan(club.levels[i - 1].betTarget);
    }
    expect(club.levels[4]).toMatchObject({ depositTarget: 50000, betTarget: 300000 });
    expect(club.levels[3].benefits).toContainEqual({ code: 'rebate', title: 'Weekly rebate', value: '0.6%' });
  });

  it('speaks the Language header: BN titles and Bengali digits', async () => {
    const client = await signedIn('agent01', 'agent123');
    const club = (await client.call('GET', CLUB, undefined, { Language: 'BN' })).json().value;
    expect(club.level).toBe(5);
    expect(club.levels[9].benefits[0]).toEqual({ code: 'withdrawals', title: 'দৈনিক উত্তোলন', value: 'সীমাহীন' });
    expect(club.levels[2].benefits).toContainEqual({ code: 'birthday', title: 'জন্মদিনের বোনাস', value: '৳৮৮' });
  });
});
