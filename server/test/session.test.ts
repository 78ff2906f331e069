import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, shiftClock } from '../src/lib/clock.ts';
import { CONTRACT_LIMITS } from '../src/modules/limits/guards.ts';
import { TestClient } from './client.ts';
import { startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => resetClock());

const HOUR = 3600_000;

describe('member info and balance need a live token', () => {
  // Issue 23: a guest's member info is the platform's empty identity (platform-identity.test.ts);
  // the balance stays 401 without a token, and a dead token is 401 on both.
  it('without a token the balance is 401 login.not.session; with a dead one both are', async () => {
    const player = new TestClient(server);
    const res = await player.call('GET', '/wps/v2/wallets/balance');
    expect(res.status).toBe(401);
    expect(res.json()).toMatchObject({ errorCode: 'login.not.session', message: 'Your session has ended. Please log in again.' });
    expect((await player.call('GET', '/wps/member/info')).json()).toMatchObject({ success: true, value: {} });
    player.token = 'not-a-real-token';
    for (const path of ['/wps/member/info', '/wps/v2/wallets/balance']) {
      const dead = await player.call('GET', path);
      expect(dead.status, path).toBe(401);
      expect(dead.json(), path).toMatchObject({ errorCode: 'login.not.session', message: 'Your session has ended. Please log in again.' });
    }
  });

  it('GET /wps/member/info masks the mobile number and e-mail', async () => {
    const player = new TestClient(server);
    await player.login('demo01', 'demo123');
    const info = (await player.call('GET', '/wps/member/info')).json().value;
    expect(info).toEqual({
      id: expect.any(Number),
      account: 'demo01',
      nickname: 'Demo',
      regDate: '2024-02-01T12:30:00.000Z',
      type: 0,
      toUpline: true,
      mobileNum: '017*****001',
      email: 'de****@bdplay.example',
      vipLevel: 3,
      vipName: 'VIP 3',
      // Issue 23: the wallet's fields, as GET /wps/v2/wallets/balance answers them.
      sumBalance: 12345.67,
      frozenBalance: 3000,
      balance: [{ accountTypeId: 2, availBalance: 12345.67 }],
    });
  });

  it('GET /wps/v2/wallets/balance answers 2-decimal numbers', async () => {
    const balances: Record<string, number> = {};
    for (const [user, password] of [
      ['demo01', 'demo123'],
      ['agent01', 'agent123'],
      ['trial01', 'trial123'],
    ] as const) {
      const player = new TestClient(server);
      await player.login(user, password);
      const value = (await player.call('GET', '/wps/v2/wallets/balance')).json().value;
      expect(value.balance).toEqual([{ accountTypeId: 2, availBalance: value.sumBalance }]);
      balances[user] = value.sumBalance;
    }
    // agent01 opens at ৳50,000 and is paid its seeded rebate difference, salaries and dividends.
    const { paid } = server.db
      .prepare(
        "SELECT sum(l.amount_minor) AS paid FROM ledger l JOIN members m ON m.id = l.member_id WHERE m.username = 'agent01' AND l.type IN ('agent_rebate', 'salary', 'dividend')",
      )
      .get() as { paid: number };
    expect(paid).toBeGreaterThan(0);
    expect(balances).toEqual({ demo01: 12345.67, agent01: (50000_00 + paid) / 100, trial01: 2000 });
  });

  it('agent01 is an agent without an upline; trial01 is type 4 without contact details', async () => {
    const agent = new TestClient(server);
    await agent.login('agent01', 'agent123');
    expect((await agent.call('GET', '/wps/member/info')).json().value).toMatchObject({ type: 1, toUpline: false });
    const trial = new TestClient(server);
    expect((await trial.login('trial01', 'trial123')).json().value.customerType).toBe(4);
    expect((await trial.call('GET', '/wps/member/info')).json().value).toMatchObject({ type: 4, mobileNum: '', email: '' });
  });

  it('sessions expire after 7 days (trial: 24 hours)', async () => {
    const member = new TestClient(server);
    await member.login('demo01', 'demo123');
    const trial = new TestClient(server);
    await trial.login('trial01', 'trial123');
    shiftClock(25 * HOUR);
    expect((await member.call('GET', '/wps/member/info')).status).toBe(200);
    expect((await trial.call('GET', '/wps/member/info')).status).toBe(401);
    shiftClock(6 * 24 * HOUR);
    expect((await member.call('GET', '/wps/member/info')).status).toBe(401);
  });
});

describe('logout', () => {
  it('DELETE kills the token; POST works too; a dead or missing token still succeeds', async () => {
    const player = new TestClient(server);
    await player.login('demo01', 'demo123');
    const other = new TestClient(server);
    await other.login('demo01', 'demo123');

    const res = await player.call('DELETE', '/wps/session/logout');
    expect(res.json()).toEqual({ success: true, value: null, message: null, errorCode: null });
    expect((await player.call('GET', '/wps/member/info')).status).toBe(401);
    // Only that session: the member's other device is still signed in.
    expect((await other.call('GET', '/wps/member/info')).status).toBe(200);

    expect((await player.call('DELETE', '/wps/session/logout')).status).toBe(200);
    expect((await other.call('POST', '/wps/session/logout')).status).toBe(200);
    expect((await other.call('GET', '/wps/member/info')).status).toBe(401);
    player.token = undefined;
    expect((await player.call('DELETE', '/wps/session/logout')).status).toBe(200);
  });
});

describe('POST /wps/session/login/freeplay', () => {
  it('creates a new trial member (type 4, ৳2,000.00) logged in for 24 hours', async () => {
    const player = new TestClient(server);
    const res = await player.call('POST', '/wps/session/login/freeplay', { loginDeviceId: player.deviceId });
    const value = res.json().value;
    expect(value).toMatchObject({ userName: expect.stringMatching(/^trial[0-9]{7}$/), customerType: 4, firstTimeLogin: true });
    player.token = value.token;
    expect((await player.call('GET', '/wps/v2/wallets/balance')).json().value.sumBalance).toBe(2000);
    const again = await new TestClient(server).call('POST', '/wps/session/login/freeplay', { loginDeviceId: 'x' });
    expect(again.json().value.userName).not.toBe(value.userName);
  });

  it('needs a loginDeviceId; FREEPLAY3 off is function.not.available', async () => {
    const player = new TestClient(server);
    expect((await player.call('POST', '/wps/session/login/freeplay', {})).json().errorCode).toBe('request.body.invalid');
    server.db.prepare("UPDATE white_label_switches SET enabled = 0 WHERE mod_id = 'FREEPLAY3'").run();
    try {
      const res = await player.call('POST', '/wps/session/login/freeplay', { loginDeviceId: 'x' });
      expect(res.json().errorCode).toBe('function.not.available');
    } finally {
      server.db.prepare("UPDATE white_label_switches SET enabled = 1 WHERE mod_id = 'FREEPLAY3'").run();
    }
  });

  it('10 per IP per hour, then 429 freeplay.rate.limited', async () => {
    const small = await startTestServer({ limits: CONTRACT_LIMITS });
    try {
      const player = new TestClient(small);
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await player.call('POST', '/wps/session/login/freeplay', { loginDeviceId: `d${i}` })).status);
      expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
      expect(statuses[10]).toBe(429);
      shiftClock(HOUR);
      expect((await player.call('POST', '/wps/session/login/freeplay', { loginDeviceId: 'later' })).status).toBe(200);
    } finally {
      await small.close();
    }
  });
});
