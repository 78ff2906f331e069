import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClock, shiftClock } from '../src/lib/clock.ts';
import { CONTRACT_LIMITS } from '../src/modules/limits/guards.ts';
import { TestClient } from './client.ts';
import { MERCHANT, rawRequest, startTestServer, type RawResponse, type TestServer } from './helpers.ts';
import { addMember } from './security/members.ts';

/**
 * The rate limits at the HTTP level (docs/security.md, "Rate limits"), with the production
 * numbers (not test mode's relaxed per-IP ones) except the per-IP login limit, lowered from 60
 * to 12 so that reaching it does not cost 60 password hashes. Every refusal is a 429 with its
 * errorCode, `value.retryAfter` and the same number in `Retry-After`.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ limits: { ...CONTRACT_LIMITS, loginPerIp: { limit: 12, windowMs: 5 * 60_000 } } });
});
afterAll(async () => {
  resetClock();
  await server.close();
});
// Every test starts two hours after the last: no window of one reaches the next.
beforeEach(() => shiftClock(2 * 3600_000));

const MINUTE = 60_000;

function expectLimited(res: RawResponse, errorCode: string): void {
  expect(res.status).toBe(429);
  const { value } = res.json();
  expect(res.json().errorCode).toBe(errorCode);
  expect(value.retryAfter).toBeGreaterThan(0);
  expect(res.headers['retry-after']).toBe(String(value.retryAfter));
}

describe('login', () => {
  it('10 attempts per client per 5 minutes; then even the right password is refused until the window passes', async () => {
    const member = addMember(server);
    const client = new TestClient(server);
    for (let i = 0; i < 10; i++) expect((await client.login(member.username, 'wrong111')).status).toBe(400);
    expectLimited(await client.login(member.username, member.password), 'login.rate.limited');
    shiftClock(5 * MINUTE);
    // Two failures demand a captcha of this client: the limit is gone, the captcha rule is not.
    expect((await client.login(member.username, member.password, { captcha: await client.captcha() })).status).toBe(200);
  });

  it('a new device id per attempt does not escape the per-IP limit: past it every attempt needs a captcha', async () => {
    const member = addMember(server);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await new TestClient(server).login(member.username, 'wrong111')).status);
    expect(statuses.every((s) => s === 400)).toBe(true);
    // Issue 19: a captcha, not a refusal (a carrier NAT is a town); security-login-nat.test.ts.
    const fresh = new TestClient(server);
    expect((await fresh.login(member.username, member.password)).json()).toMatchObject({
      errorCode: 'login.captcha.required',
      value: { captcha: true },
    });
    expect((await fresh.login(member.username, member.password, { captcha: await fresh.captcha() })).status).toBe(200);
  });
});

describe('change password', () => {
  it('10 wrong old passwords per member per 5 minutes, even when a stolen token sends them all at once', async () => {
    const member = addMember(server);
    const thief = new TestClient(server);
    await thief.login(member.username, member.password);
    const guesses = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        thief.secure('POST', '/wps/member/password', {
          oldPassword: `guess${String(i).padStart(3, '0')}`,
          newPassword: 'second12',
          confirmNewPassword: 'second12',
        }),
      ),
    );
    const codes = guesses.map((res) => res.json().errorCode);
    expect(codes.filter((code) => code === 'password.old.incorrect')).toHaveLength(10);
    expect(codes.filter((code) => code === 'login.rate.limited')).toHaveLength(6);
    expectLimited(
      guesses.find((res) => res.status === 429)!,
      'login.rate.limited',
    );
    shiftClock(5 * MINUTE);
    const right = await thief.secure('POST', '/wps/member/password', {
      oldPassword: member.password,
      newPassword: 'second12',
      confirmNewPassword: 'second12',
    });
    expect(right.status, right.text).toBe(200);
  });
});

describe('SMS codes', () => {
  const send = (path: string, body: object) =>
    rawRequest(server.port, path, { method: 'POST', headers: { ...MERCHANT, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  it('one per number per minute, however the dialing code is spelled', async () => {
    const member = addMember(server);
    expect((await send('/wps/verification/sms/noLogin', { mobileNum: member.mobile, countryDialingCode: '+880' })).status).toBe(200);
    expectLimited(await send('/wps/verification/sms/noLogin', { mobileNum: member.mobile, countryDialingCode: '880' }), 'sms.too.frequent');
    shiftClock(MINUTE);
    expect((await send('/wps/verification/sms/noLogin', { mobileNum: member.mobile, countryDialingCode: '880' })).status).toBe(200);
  });

  it('five per number per hour, registration codes included', async () => {
    const mobile = '01399000001';
    for (let i = 0; i < 5; i++) {
      expect((await send('/wps/verification/sms/register', { mobileNo: mobile, countryDialingCode: '+880' })).status).toBe(200);
      shiftClock(MINUTE);
    }
    expectLimited(await send('/wps/verification/sms/register', { mobileNo: mobile, countryDialingCode: '+880' }), 'sms.limit.reached');
  });
});

describe('forgot by e-mail', () => {
  it('10 per IP per 5 minutes', async () => {
    const forgot = () =>
      rawRequest(server.port, '/wps/member/password/email', {
        method: 'POST',
        headers: { ...MERCHANT, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: 'nobody99', email: 'nobody@bdplay.example' }).toString(),
      });
    for (let i = 0; i < 10; i++) expect((await forgot()).json().errorCode).toBe('user.not.exist');
    expectLimited(await forgot(), 'login.rate.limited');
  });
});
