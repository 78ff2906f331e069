import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './client.ts';
import { startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const INBOX = '/wps/relay/CSP_getInbox';
const READ = '/wps/relay/CSP_readInbox';

interface Message {
  id: number;
  title: string;
  content: string;
  createdAt: string;
  read: boolean;
}

async function player(username: string, password: string): Promise<TestClient> {
  const client = new TestClient(server);
  expect((await client.login(username, password)).status).toBe(200);
  return client;
}

async function page(client: TestClient, query = ''): Promise<{ list: Message[]; pageNum: number; totalPages: number; unreadCount: number }> {
  const res = await client.call('GET', `${INBOX}${query}`);
  expect(res.status, query).toBe(200);
  return res.json().value;
}

describe('inbox calls need a session', () => {
  it.each([
    ['GET', INBOX],
    ['POST', READ],
  ])('%s %s without a token is 401 login.not.session', async (method, path) => {
    const client = new TestClient(server);
    const res = await client.call(method, path, method === 'POST' ? { id: 1 } : undefined);
    expect(res.status).toBe(401);
    expect(res.json().errorCode).toBe('login.not.session');
  });
});

describe('GET /wps/relay/CSP_getInbox', () => {
  it("lists demo01's 6 messages newest first, 2 unread, HTML content", async () => {
    const value = await page(await player('demo01', 'demo123'));
    expect(value).toMatchObject({ pageNum: 1, totalPages: 1, unreadCount: 2 });
    expect(value.list).toHaveLength(6);
    const times = value.list.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(value.list.map((m) => m.read)).toEqual([false, false, true, true, true, true]);
    expect(Object.keys(value.list[0] ?? {}).sort()).toEqual(['content', 'createdAt', 'id', 'read', 'title']);
    expect(value.list.every((m) => m.content.startsWith('<p>'))).toBe(true);
  });

  it('pages: 4 a page gives 2 pages, the second with the 2 oldest; past the end is empty', async () => {
    const client = await player('demo01', 'demo123');
    const all = (await page(client)).list;
    const first = await page(client, '?pageNo=1&pageSize=4');
    const second = await page(client, '?pageNo=2&pageSize=4');
    expect(first).toMatchObject({ pageNum: 1, totalPages: 2 });
    expect([...first.list, ...second.list]).toEqual(all);
    expect(second.list).toHaveLength(2);
    expect((await page(client, '?pageNo=3&pageSize=4')).list).toEqual([]);
  });

  it.each(['pageSize=0', 'pageSize=51', 'pageSize=abc', 'pageNo=0', 'pageNo=-1', 'pageNo=1.5'])('%s is 400 request.param.invalid', async (query) => {
    const client = await player('demo01', 'demo123');
    const res = await client.call('GET', `${INBOX}?${query}`);
    expect(res.status).toBe(400);
    expect(res.json().errorCode).toBe('request.param.invalid');
  });

  it('a member without messages has an empty inbox', async () => {
    expect(await page(await player('trial01', 'trial123'))).toEqual({ list: [], pageNum: 1, totalPages: 0, unreadCount: 0 });
  });
});

describe('POST /wps/relay/CSP_readInbox', () => {
  it('marks a message read: the unread count falls by one, and stays so across requests and sessions', async () => {
    const client = await player('agent01', 'agent123');
    const [unread] = (await page(client)).list.filter((m) => !m.read);
    expect(unread).toBeDefined();
    const res = await client.call('POST', READ, { id: unread?.id });
    expect(res.status).toBe(200);
    expect(res.json().value).toEqual({ unreadCount: 0 });

    const again = await player('agent01', 'agent123');
    expect((await page(again)).list.find((m) => m.id === unread?.id)?.read).toBe(true);
    expect((await again.call('GET', '/wps/relay/CSP_unreadCount')).json().value).toBe(0);
  });

  it('reading twice is harmless and keeps the first reading time', async () => {
    const client = await player('demo01', 'demo123');
    const before = (await page(client)).unreadCount;
    const target = (await page(client)).list.find((m) => !m.read);
    const readAt = () => server.db.prepare('SELECT read_at AS t FROM inbox_messages WHERE id = ?').get(target?.id);
    expect((await client.call('POST', READ, { id: target?.id })).json().value).toEqual({ unreadCount: before - 1 });
    const first = readAt();
    expect((await client.call('POST', READ, { id: String(target?.id) })).json().value).toEqual({ unreadCount: before - 1 });
    expect(readAt()).toEqual(first);
  });

  it("another member's message is 404 inbox.not.found and stays unread; so is an unknown id", async () => {
    const demo = await player('demo01', 'demo123');
    const trial = await player('trial01', 'trial123');
    const target = (await page(demo)).list.find((m) => !m.read) ?? (await page(demo)).list[0];
    server.db.prepare('UPDATE inbox_messages SET read_at = NULL WHERE id = ?').run(target?.id);
    for (const id of [target?.id, 999_999]) {
      const res = await trial.call('POST', READ, { id });
      expect(res.status).toBe(404);
      expect(res.json().errorCode).toBe('inbox.not.found');
    }
    expect((await page(demo)).list.find((m) => m.id === target?.id)?.read).toBe(false);
  });

  it.each([{}, { id: 0 }, { id: -3 }, { id: 1.5 }, { id: 'x' }, { id: true }, { id: [1] }, { id: null }])(
    'body %j is 400 request.body.invalid',
    async (body) => {
      const client = await player('demo01', 'demo123');
      const res = await client.call('POST', READ, body);
      expect(res.status).toBe(400);
      expect(res.json().errorCode).toBe('request.body.invalid');
    },
  );
});

describe('a new account', () => {
  it('starts with one unread greeting (here a trial account; registration writes the same)', async () => {
    const client = new TestClient(server);
    const res = await client.call('POST', '/wps/session/login/freeplay', { loginDeviceId: client.deviceId });
    expect(res.status).toBe(200);
    client.token = res.json().value.token;
    const value = await page(client);
    expect(value).toMatchObject({ unreadCount: 1, totalPages: 1 });
    expect(value.list).toEqual([expect.objectContaining({ title: 'Welcome to the free trial!', read: false })]);
    expect(value.list[0]?.content).toContain('<a href="/m/register">');
    const bn = (await client.call('GET', INBOX, undefined, { Language: 'BN' })).json().value;
    expect(bn.list).toEqual([expect.objectContaining({ title: 'ফ্রি ট্রায়ালে স্বাগতম!', read: false })]);
    expect(bn.list[0]?.content).toContain('<a href="/m/register">আসল অ্যাকাউন্ট খুলুন</a>');
  });
});
