import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_LIMITS } from '../src/modules/limits/guards.ts';
import { TestClient } from './client.ts';
import { startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POST /wps/session/login', () => {
  it('logs demo01 in: token, user name, type, flags', async () => {
    const player = new TestClient(server);
    const res = await player.login('demo01', 'demo123');
    expect(res.status).toBe(200);
    const value = res.json().value;
    expect(value).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      userName: 'demo01',
      customerType: 0,
      firstTimeLogin: false,
      passwordExpired: false,
    });
    // The token is stored hashed only.
    expect(server.db.prepare('SELECT count(*) AS n FROM sessions WHERE token_hash = ?').get(value.token)).toEqual({ n: 0 });
  });

  it('usernames are case-insensitive; the answer gives the stored spelling', async () => {
    const res = await new TestClient(server).login('DEMO01', 'demo123');
    expect(res.json().value.userName).toBe('demo01');
  });

  it('a wrong password and an unknown user get the same answer', async () => {
    const wrong = await new TestClient(server).login('demo01', 'nope123');
    const unknown = await new TestClient(server).login('nobody99', 'nope123');
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        errorCode: 'login.credentials.invalid',
        value: { captcha: false },
        message: 'The user does not exist or the password is wrong.',
      });
    }
  });

  it('demands a captcha after 2 failures; missing, wrong and reused captchas are refused', async () => {
    const player = new TestClient(server);
    expect((await player.login('demo01', 'bad1111')).json().value).toEqual({ captcha: false });
    const second = await player.login('demo01', 'bad2222');
    expect(second.json()).toMatchObject({ errorCode: 'login.credentials.invalid', value: { captcha: true } });

    // Even the right password needs a captcha now.
    const missing = await player.login('demo01', 'demo123');
    expect(missing.json()).toMatchObject({ errorCode: 'login.captcha.required', value: { captcha: true } });

    const answer = await player.captcha();
    expect(answer).toMatch(/^[0-9]{6}$/);
    const wrongAnswer = answer === '000000' ? '111111' : '000000';
    const wrong = await player.login('demo01', 'demo123', { captcha: wrongAnswer });
    expect(wrong.json()).toMatchObject({ errorCode: 'login.captcha.invalid', value: { captcha: true } });
    // Single use: the right answer to a captcha already checked is refused.
    const reused = await player.login('demo01', 'demo123', { captcha: answer });
    expect(reused.json().errorCode).toBe('login.captcha.invalid');

    const fresh = await player.captcha();
    const ok = await player.login('demo01', 'demo123', { captcha: fresh });
    expect(ok.status).toBe(200);
    // A success lifts the demand for this client.
    expect((await player.login('demo01', 'demo123')).status).toBe(200);
  });

  it('another device on the same IP is not asked for a captcha', async () => {
    const player = new TestClient(server);
    await player.login('demo01', 'bad1111');
    await player.login('demo01', 'bad2222');
    expect((await player.login('demo01', 'demo123')).json().errorCode).toBe('login.captcha.required');
    expect((await new TestClient(server).login('demo01', 'demo123')).status).toBe(200);
  });

  it('a new captcha replaces the old one of the same cookie; captchas expire', async () => {
    const player = new TestClient(server);
    await player.login('demo01', 'bad1111');
    await player.login('demo01', 'bad2222');
    const first = await player.captcha();
    const firstId = player.captchaId;
    await player.captcha();
    player.captchaId = firstId;
    expect((await player.login('demo01', 'demo123', { captcha: first })).json().errorCode).toBe('login.captcha.invalid');

    const answer = await player.captcha();
    server.db.prepare('UPDATE captchas SET expires_at = 0').run();
    expect((await player.login('demo01', 'demo123', { captcha: answer })).json().errorCode).toBe('login.captcha.invalid');
  });

  it('the captcha is a PNG with an HttpOnly, SameSite=Strict cookie on /wps', async () => {
    const player = new TestClient(server);
    const res = await player.call('GET', '/wps/captcha');
    const cookie = String(res.headers['set-cookie']?.[0]);
    expect(cookie).toMatch(/^captchaId=[A-Za-z0-9_-]{22}; Path=\/wps; HttpOnly; SameSite=Strict; Max-Age=300$/);
    const png = Buffer.from(res.json().value, 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([120, 40]);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('type firebase is function.not.available; an unknown type is request.body.invalid', async () => {
    const player = new TestClient(server);
    expect((await player.login('demo01', 'demo123', { type: 'firebase' })).json().errorCode).toBe('function.not.available');
    expect((await player.login('demo01', 'demo123', { type: 'magic' })).json().errorCode).toBe('request.body.invalid');
  });

  it('type "" (after a phone reset) logs in like username', async () => {
    expect((await new TestClient(server).login('demo01', 'demo123', { type: '' })).status).toBe(200);
  });

  it('a disabled member gets user.disabled (with the right password only)', async () => {
    server.db.prepare("UPDATE members SET disabled = 1 WHERE username = 'agent01'").run();
    try {
      expect((await new TestClient(server).login('agent01', 'agent123')).json().errorCode).toBe('user.disabled');
      expect((await new TestClient(server).login('agent01', 'wrong12')).json().errorCode).toBe('login.credentials.invalid');
    } finally {
      server.db.prepare("UPDATE members SET disabled = 0 WHERE username = 'agent01'").run();
    }
  });

  it('10 attempts per client per 5 minutes, then 429 login.rate.limited with retryAfter', async () => {
    const player = new TestClient(server);
    // After two failures the rest fail fast on the missing captcha; they still count.
    for (let i = 0; i < 10; i++) expect((await player.login('nobody99', 'x12345')).status).toBe(400);
    const limited = await player.login('demo01', 'demo123');
    expect(limited.status).toBe(429);
    expect(limited.json()).toMatchObject({ errorCode: 'login.rate.limited', value: { retryAfter: expect.any(Number) } });
    expect(limited.json().value.retryAfter).toBeGreaterThan(0);
  });

  it('and per IP, whatever the device id: past it a captcha is asked for (limit lowered to 3 here)', async () => {
    const small = await startTestServer({ limits: { ...CONTRACT_LIMITS, loginPerIp: { limit: 3, windowMs: 300_000 } } });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await new TestClient(small).login('nobody99', 'x12345')).json().errorCode);
      expect(codes).toEqual([...Array(3).fill('login.credentials.invalid'), 'login.captcha.required']);
    } finally {
      await small.close();
    }
  });
});
