import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './client.ts';
import { api, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function get(username: string, password: string, path: string): Promise<unknown> {
  const client = new TestClient(server);
  await client.login(username, password);
  const res = await client.call('GET', path);
  expect(res.status, path).toBe(200);
  return res.json().value;
}

const UNREAD = '/wps/relay/CSP_unreadCount';
const CONTRACTS = '/wps/member/info/funds/consolidated';

describe('member calls of the home page need a session', () => {
  it.each([UNREAD, CONTRACTS])('%s without a token is 401 login.not.session', async (path) => {
    const res = await api(server.port, path);
    expect(res.status).toBe(401);
    expect(res.json().errorCode).toBe('login.not.session');
  });
});

describe('GET /wps/relay/CSP_unreadCount', () => {
  it('counts the unread messages: demo01 2, agent01 1, trial01 0', async () => {
    expect(await get('demo01', 'demo123', UNREAD)).toBe(2);
    expect(await get('agent01', 'agent123', UNREAD)).toBe(1);
    expect(await get('trial01', 'trial123', UNREAD)).toBe(0);
  });

  it('follows the read flag', async () => {
    server.db
      .prepare(
        `UPDATE inbox_messages SET read_at = created_at + 1
      WHERE member_id = (SELECT id FROM members WHERE username = 'agent01')`,
      )
      .run();
    expect(await get('agent01', 'agent123', UNREAD)).toBe(0);
  });
});

describe('GET /wps/member/info/funds/consolidated', () => {
  // Issue 23: the answer also carries the wallet's fields, equal to the wallet call's.
  it('agent01 has daily salary and dividend offers waiting, hourly and real-time not', async () => {
    expect(await get('agent01', 'agent123', CONTRACTS)).toEqual({
      dailysalreqtype: 1,
      divtypecompperiodreq: 1,
      divtypereq: 1,
      contracthoursalreq: 0,
      realtimesalreqtype: 0,
      ...((await get('agent01', 'agent123', '/wps/v2/wallets/balance')) as object),
    });
  });

  it('an answered offer no longer waits; a member without offers has none', async () => {
    server.db.prepare(`UPDATE agent_contracts SET status = 'signed', answered_at = offered_at + 1 WHERE kind = 'daily'`).run();
    expect(await get('agent01', 'agent123', CONTRACTS)).toMatchObject({ dailysalreqtype: 0, divtypereq: 1 });
    const { sumBalance, frozenBalance, balance, ...flags } = (await get('demo01', 'demo123', CONTRACTS)) as Record<string, unknown>;
    expect({ sumBalance, frozenBalance, balance }).toEqual(await get('demo01', 'demo123', '/wps/v2/wallets/balance'));
    expect(Object.values(flags)).toEqual([0, 0, 0, 0, 0]);
  });
});
