import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, shiftClock } from '../src/lib/clock.ts';
import { SESSION_TTL_MS } from '../src/modules/session/sessions.ts';
import { changeBalance } from '../src/modules/wallet/ledger.ts';
import { TestClient } from './client.ts';
import { api, startTestServer, type TestServer } from './helpers.ts';

/**
 * Issue 23, the identity rows: what a real plain-JS client of the platform sends for member info,
 * balances, announcements and GeeTest, answered the platform's way (docs/api.md, "Platform
 * compatibility: identity"). The wire shapes are replayed in contract/identity.test.ts.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => resetClock());

const INFO = '/wps/member/info';
const WALLET = '/wps/v2/wallets/balance';

async function signedIn(username: string, password: string): Promise<TestClient> {
  const client = new TestClient(server);
  expect((await client.login(username, password)).status).toBe(200);
  return client;
}

const memberId = (merchant: string, username: string) =>
  (server.db.prepare('SELECT id FROM members WHERE merchant = ? AND username = ?').get(merchant, username) as { id: number }).id;

describe('GET /wps/member/info as a guest', () => {
  it('answers success with an empty identity: no field a client takes for a member', async () => {
    const res = await api(server.port, INFO);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ success: true, value: {}, message: null, errorCode: null });
  });

  it('attack: a forged, logged-out or expired token is 401 login.not.session, never the guest answer (other merchants: merchants.test.ts)', async () => {
    const refused = async (token: string) => {
      const res = await api(server.port, INFO, { Authorization: token });
      expect(res.status, token).toBe(401);
      expect(res.json(), token).toMatchObject({ success: false, value: null, errorCode: 'login.not.session' });
    };
    await refused('not-a-real-token');
    await refused('A'.repeat(43));
    const logout = await signedIn('demo01', 'demo123');
    expect((await logout.call('DELETE', '/wps/session/logout')).status).toBe(200);
    await refused(logout.token ?? '');

    const expired = await signedIn('demo01', 'demo123');
    expect((await expired.call('GET', INFO)).json().value.account).toBe('demo01');
    shiftClock(SESSION_TTL_MS);
    await refused(expired.token ?? '');
  });
});

describe('the balance where real clients read it', () => {
  it("member info carries the wallet's fields, from the same balance as the wallet call", async () => {
    const demo = await signedIn('demo01', 'demo123');
    const read = async () => ({ info: (await demo.call('GET', INFO)).json().value, wallet: (await demo.call('GET', WALLET)).json().value });

    let { info, wallet } = await read();
    expect(info).toMatchObject({
      account: 'demo01',
      sumBalance: 12345.67,
      frozenBalance: 3000,
      balance: [{ accountTypeId: 2, availBalance: 12345.67 }],
    });
    expect({ sumBalance: info.sumBalance, frozenBalance: info.frozenBalance, balance: info.balance }).toEqual(wallet);

    // One paisa moves both: no second source of truth for a balance.
    server.db.transaction(() => changeBalance(server.db, memberId('bdm01', 'demo01'), 'adjustment', 1, 'test')).immediate();
    ({ info, wallet } = await read());
    expect(info.sumBalance).toBe(12345.68);
    expect({ sumBalance: info.sumBalance, frozenBalance: info.frozenBalance, balance: info.balance }).toEqual(wallet);
  });

  it('GET /wps/wallets/balance (old clients) answers balances[] with accountName and availBalance; a guest is 401', async () => {
    const agent = await signedIn('agent01', 'agent123');
    const wallet = (await agent.call('GET', WALLET)).json().value;
    const legacy = await agent.call('GET', '/wps/wallets/balance');
    expect(legacy.status).toBe(200);
    expect(legacy.json().value).toEqual({ balances: [{ accountTypeId: 2, accountName: 'MAIN', availBalance: wallet.sumBalance }] });

    const guest = await api(server.port, '/wps/wallets/balance');
    expect(guest.status).toBe(401);
    expect(guest.json().errorCode).toBe('login.not.session');
  });
});

describe('announcements under the other tenant name', () => {
  const QUERIES = [
    'types=B,PL,PU,PR,H&groupName=m_home&platform=M',
    'types=PR&platform=M',
    'types=B,PL,PU,PR&execution=B&platform=W',
    'types=B&groupName=m_reg',
  ];

  it.each(QUERIES)('CCSFE_getListAnnouncements?%s answers as MCSFE_getListAnnouncements', async (query) => {
    const ours = await api(server.port, `/wps/relay/MCSFE_getListAnnouncements?${query}`, { Language: 'EN' });
    const alias = await api(server.port, `/wps/relay/CCSFE_getListAnnouncements?${query}`, { Language: 'EN' });
    expect(alias.status).toBe(200);
    expect(alias.json()).toEqual(ours.json());
  });

  it("an agent's type A is the same on both names; a guest asking for A is refused on both", async () => {
    const agent = await signedIn('agent01', 'agent123');
    const path = (service: string) => `/wps/relay/${service}_getListAnnouncements?types=A,PL&groupName=m_home`;
    const ours = (await agent.call('GET', path('MCSFE'))).json();
    expect(ours.value.agent.length).toBeGreaterThan(0);
    expect((await agent.call('GET', path('CCSFE'))).json()).toEqual(ours);
    const guest = await api(server.port, path('CCSFE'));
    expect(guest.status).toBe((await api(server.port, path('MCSFE'))).status);
    expect(guest.status).toBe(401);
  });
});

describe('GET /wps/captcha/geetest', () => {
  it('answers { gt: "" }, GeeTest off, with or without ?product=, setting no cookie', async () => {
    for (const path of ['/wps/captcha/geetest', '/wps/captcha/geetest?product=register']) {
      const res = await api(server.port, path, { ModuleId: 'GEETEST3' });
      expect(res.status, path).toBe(200);
      expect(res.json(), path).toEqual({ success: true, value: { gt: '' }, message: null, errorCode: null });
      expect(res.headers['set-cookie'], path).toBeUndefined();
    }
  });
});
