import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClock, shiftClock } from '../src/lib/clock.ts';
import { CONTRACT_LIMITS } from '../src/modules/limits/guards.ts';
import { TestClient } from './client.ts';
import { startTestServer, type TestServer } from './helpers.ts';

/**
 * Issue 19, point 14: each captcha request writes a row (and outside production an outbox
 * message), so they are limited per IP and per client (IP + User-Agent), and expired rows go.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ limits: CONTRACT_LIMITS, trustProxy: 1 });
});
afterAll(async () => {
  resetClock();
  await server.close();
});
beforeEach(() => shiftClock(2 * 3600_000));

const count = (sql: string): number => (server.db.prepare(sql).get() as { n: number }).n;
const fetchCaptcha = (ip: string, agent: string) =>
  new TestClient(server).call('GET', '/wps/captcha', undefined, { 'X-Forwarded-For': ip, 'User-Agent': agent });

describe('captcha requests', () => {
  it('one client gets 30 per 5 minutes; then 429 captcha.rate.limited, writing nothing', async () => {
    for (let i = 0; i < 30; i++) expect((await fetchCaptcha('192.0.2.1', 'phone-a')).status).toBe(200);
    const rows = count('SELECT count(*) AS n FROM captchas');
    const refused = await fetchCaptcha('192.0.2.1', 'phone-a');
    expect(refused.status).toBe(429);
    expect(refused.json().errorCode).toBe('captcha.rate.limited');
    expect(refused.headers['retry-after']).toBe(String(refused.json().value.retryAfter));
    expect(count('SELECT count(*) AS n FROM captchas')).toBe(rows);
    // Another phone behind the same address is still served.
    expect((await fetchCaptcha('192.0.2.1', 'phone-b')).status).toBe(200);
  });

  it('one IP gets 120 per 5 minutes, whatever clients it claims to be', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 130; i++) statuses.push((await fetchCaptcha('192.0.2.2', `agent-${i}`)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(120);
    expect(statuses.slice(120).every((s) => s === 429)).toBe(true);
  });

  it('expired captchas and their outbox answers are swept', async () => {
    for (let i = 0; i < 5; i++) await fetchCaptcha('192.0.2.3', `sweep-${i}`);
    shiftClock(6 * 60_000);
    await fetchCaptcha('192.0.2.3', 'sweep-last');
    expect(count('SELECT count(*) AS n FROM captchas')).toBe(1);
    expect(count("SELECT count(*) AS n FROM outbox WHERE channel = 'captcha'")).toBe(1);
  });
});
