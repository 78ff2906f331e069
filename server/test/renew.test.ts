import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { now, resetClock, shiftClock } from '../src/lib/clock.ts';
import { sha256Hex } from '../src/lib/random.ts';
import { TestClient } from './client.ts';
import { startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => resetClock());

const RENEW = '/wps/session/renew';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function player(username: string, password: string): Promise<TestClient> {
  const client = new TestClient(server);
  expect((await client.login(username, password)).status).toBe(200);
  return client;
}

const storedExpiry = (client: TestClient): number =>
  (server.db.prepare('SELECT expires_at AS t FROM sessions WHERE token_hash = ?').get(sha256Hex(client.token ?? '')) as { t: number }).t;

/** Expects a renewal to a full `ttl` from the moment of the call. */
async function renewedFor(client: TestClient, ttl: number, body: unknown): Promise<void> {
  const from = now();
  const expiresAt = await renew(client, body);
  expect(expiresAt).toBeGreaterThanOrEqual(from + ttl);
  expect(expiresAt).toBeLessThanOrEqual(now() + ttl);
}

async function renew(client: TestClient, body?: unknown): Promise<number> {
  const res = await client.call('PUT', RENEW, body);
  expect(res.status).toBe(200);
  const expiresAt = Date.parse(res.json().value.expiresAt);
  expect(expiresAt).toBe(storedExpiry(client));
  return expiresAt;
}

describe('PUT /wps/session/renew', () => {
  it('leaves a session in the first half of its life as it is', async () => {
    const client = await player('demo01', 'demo123');
    const before = storedExpiry(client);
    shiftClock(3 * DAY);
    expect(await renew(client, { force: false })).toBe(before);
    expect(await renew(client)).toBe(before);
  });

  it('gives a session in its second half a full 7 days from now', async () => {
    const client = await player('demo01', 'demo123');
    shiftClock(4 * DAY);
    await renewedFor(client, 7 * DAY, { force: false });
    shiftClock(6 * DAY); // past the first expiry: the renewed token still works
    expect((await client.call('GET', '/wps/member/info')).status).toBe(200);
  });

  it('force renews at once; a trial session gets 24 hours', async () => {
    const client = await player('demo01', 'demo123');
    shiftClock(HOUR);
    await renewedFor(client, 7 * DAY, { force: true });
    const trial = await player('trial01', 'trial123');
    shiftClock(11 * HOUR);
    expect(await renew(trial, { force: false })).toBe(storedExpiry(trial));
    shiftClock(2 * HOUR);
    await renewedFor(trial, DAY, { force: false });
  });

  it('an expired, unknown or missing token is 401 login.not.session and renews nothing', async () => {
    const client = await player('demo01', 'demo123');
    shiftClock(7 * DAY + 1);
    const expired = await client.call('PUT', RENEW, { force: true });
    expect(expired.status).toBe(401);
    expect(expired.json().errorCode).toBe('login.not.session');
    const guest = await new TestClient(server).call('PUT', RENEW, { force: true });
    expect(guest.status).toBe(401);
  });

  it.each([{ force: 'yes' }, { force: 1 }, [true]])('body %j is 400 request.body.invalid', async (body) => {
    const res = await (await player('demo01', 'demo123')).call('PUT', RENEW, body);
    expect(res.status).toBe(400);
    expect(res.json().errorCode).toBe('request.body.invalid');
  });
});
