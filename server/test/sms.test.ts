import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClock, shiftClock } from '../src/lib/clock.ts';
import { setSwitch } from '../src/modules/whitelabel/switches.ts';
import { rowCounts, TestClient } from './client.ts';
import { MERCHANT, rawRequest, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  resetClock();
  await server.close();
});
// Each test starts two hours after the previous one, so the SMS limits of one do not reach the next.
beforeEach(() => shiftClock(2 * 3600_000));

const DEMO = { mobileNum: '01711000001', countryDialingCode: '+880' };
const MINUTE = 60_000;

async function sendLoginCode(player: TestClient, body: object = DEMO): Promise<string> {
  const res = await player.call('POST', '/wps/verification/sms/noLogin', body);
  expect(res.json()).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
  return (await player.outbox('+880 01711000001'))[0]?.code ?? '';
}

const smsLogin = (player: TestClient, code: string) => player.login('01711000001', code, { type: 'sms', countryDialingCode: '+880' });

describe('SMS codes', () => {
  it('sends a 6-digit code to the outbox, addressed "+880 01711000001", in the request language', async () => {
    const player = new TestClient(server);
    const code = await sendLoginCode(player);
    expect(code).toMatch(/^[0-9]{6}$/);
    const [message] = await player.outbox('+880 01711000001');
    expect(message).toMatchObject({ channel: 'sms', to: '+880 01711000001', purpose: 'login', code });
    expect(message?.text).toContain(`Your BD Play code is ${code}`);
    // A '+' sent unencoded in the query arrives as a space: the outbox still finds the number.
    const loose = await rawRequest(server.port, '/wps/dev/outbox?to=+880 01711000001'.replace(' ', '%20'), { headers: MERCHANT });
    expect(loose.json().value[0].code).toBe(code);
  });

  it('accepts the dialing code without "+"', async () => {
    expect(await sendLoginCode(new TestClient(server), { mobileNum: '01711000001', countryDialingCode: '880' })).toMatch(/^\d{6}$/);
  });

  it('one per number and purpose per 60 s (sms.too.frequent), five per number per hour (sms.limit.reached)', async () => {
    const player = new TestClient(server);
    await sendLoginCode(player);
    const soon = await player.call('POST', '/wps/verification/sms/noLogin', DEMO);
    expect(soon.status).toBe(429);
    expect(soon.json()).toMatchObject({ errorCode: 'sms.too.frequent', value: { retryAfter: 60 } });
    expect(soon.headers['retry-after']).toBe('60');
    // Another flow may send at once (its own countdown), and counts toward the hourly cap.
    const reset = await player.call('POST', '/wps/member/password/sms', DEMO);
    expect(reset.json()).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    for (let i = 0; i < 3; i++) {
      shiftClock(MINUTE);
      await sendLoginCode(player);
    }
    shiftClock(MINUTE);
    const capped = await player.call('POST', '/wps/verification/sms/noLogin', DEMO);
    expect(capped.status).toBe(429);
    expect(capped.json().errorCode).toBe('sms.limit.reached');
    expect(capped.json().value.retryAfter).toBeGreaterThan(60);
  });

  it('refuses bad numbers (mobile.format.invalid); a number no member has is answered alike, nothing sent', async () => {
    const player = new TestClient(server);
    const before = rowCounts(server);
    for (const body of [
      { mobileNum: '0171100000a', countryDialingCode: '+880' },
      { mobileNum: '0171', countryDialingCode: '+880' },
      { mobileNum: '01711000001', countryDialingCode: '+1' },
    ]) {
      expect((await player.call('POST', '/wps/verification/sms/noLogin', body)).json().errorCode).toBe('mobile.format.invalid');
    }
    expect((await player.call('POST', '/wps/verification/sms/noLogin', { mobileNum: 1 })).json().errorCode).toBe('request.body.invalid');
    expect(rowCounts(server)).toEqual(before);
    const unknown = await player.call('POST', '/wps/verification/sms/noLogin', { mobileNum: '01799999999', countryDialingCode: '+880' });
    expect(unknown.json().value).toEqual({ expiredMinutes: 5 });
    expect(rowCounts(server)).toEqual(before);
  });
});

describe('login by SMS', () => {
  it('logs in with the code, once', async () => {
    const player = new TestClient(server);
    const code = await sendLoginCode(player);
    const res = await smsLogin(player, code);
    expect(res.json().value).toMatchObject({ userName: 'demo01', customerType: 0 });
    expect((await smsLogin(new TestClient(server), code)).json().errorCode).toBe('verification.code.invalid');
  });

  it('a wrong code is verification.code.invalid and counts as a failed login; five wrong kill the code', async () => {
    const player = new TestClient(server);
    const code = await sendLoginCode(player);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await smsLogin(player, wrong)).json()).toMatchObject({ errorCode: 'verification.code.invalid', value: { captcha: false } });
    expect((await smsLogin(player, wrong)).json().value).toEqual({ captcha: true });
    for (let i = 0; i < 3; i++) await smsLogin(new TestClient(server), wrong);
    expect((await smsLogin(new TestClient(server), code)).json().errorCode).toBe('verification.code.invalid');
  });

  it('an expired code is verification.code.expired', async () => {
    const player = new TestClient(server);
    const code = await sendLoginCode(player);
    shiftClock(5 * MINUTE);
    expect((await smsLogin(player, code)).json().errorCode).toBe('verification.code.expired');
  });

  it('a new code replaces the old one', async () => {
    const player = new TestClient(server);
    const first = await sendLoginCode(player);
    shiftClock(MINUTE);
    const second = await sendLoginCode(player);
    if (first !== second) expect((await smsLogin(player, first)).json().errorCode).toBe('verification.code.invalid');
    expect((await smsLogin(new TestClient(server), second)).status).toBe(200);
  });

  it('MOBILEVERCODELOGIN3 off: sending and logging in by SMS are function.not.available', async () => {
    setSwitch(server.db, 'bdm01', 'MOBILEVERCODELOGIN3', false);
    try {
      const player = new TestClient(server);
      expect((await player.call('POST', '/wps/verification/sms/noLogin', DEMO)).json().errorCode).toBe('function.not.available');
      expect((await smsLogin(player, '123456')).json().errorCode).toBe('function.not.available');
    } finally {
      setSwitch(server.db, 'bdm01', 'MOBILEVERCODELOGIN3', true);
    }
  });
});
