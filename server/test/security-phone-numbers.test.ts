import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClock, shiftClock } from '../src/lib/clock.ts';
import { TestClient } from './client.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { registrationPayload } from './registration-payload.ts';

/**
 * Issue 19, point 2: one phone number is one account, however it is spelled. `01712000001`,
 * `1712000001` and `001712000001` (and `8801712000001` with the country code typed again) are
 * all +8801712000001: one registration, one SMS budget (docs/security.md, "Phone numbers").
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  resetClock();
  await server.close();
});
beforeEach(() => shiftClock(2 * 3600_000));

const SPELLINGS = ['01712000001', '1712000001', '001712000001'];

async function registerWith(mobile: string, username: string) {
  const player = new TestClient(server);
  const captcha = await player.captcha();
  await player.call('POST', '/wps/verification/sms/register', { mobileNo: mobile, countryDialingCode: '+880' });
  const [message] = await player.outbox(`+880 ${mobile}`);
  const verificationCode = message?.purpose === 'register' ? message.code : '';
  return player.secure(
    'PUT',
    '/wps/member/register',
    registrationPayload({ username, password: 'secret12', confirmPassword: 'secret12', mobileNum: mobile, captcha, verificationCode }),
  );
}

const membersWithNumber = (): number =>
  (server.db.prepare("SELECT count(*) AS n FROM members WHERE merchant = 'bdm01' AND mobile LIKE '%1712000001'").get() as { n: number }).n;

describe('one phone number, one account', () => {
  it('registering with three spellings of one number makes one account', async () => {
    const answers = [];
    for (const [i, mobile] of SPELLINGS.entries()) {
      answers.push(await registerWith(mobile, `spelling${i}`));
      shiftClock(61_000); // past the resend wait, so only the number's identity can refuse
    }
    expect(answers.map((res) => res.status)).toEqual([200, 400, 400]);
    expect(membersWithNumber()).toBe(1);
    // Stored once, in one form: the dialing code and the national number without trunk zeros.
    expect(server.db.prepare("SELECT dialing_code, mobile FROM members WHERE username = 'spelling0'").get()).toEqual({
      dialing_code: '+880',
      mobile: '1712000001',
    });
  });

  it('the SMS limits count every spelling as one number', async () => {
    const player = new TestClient(server);
    const send = (mobileNum: string) => player.call('POST', '/wps/verification/sms/noLogin', { mobileNum, countryDialingCode: '+880' });
    expect((await send('01711000001')).status).toBe(200);
    // Same number, same purpose, within 60 s: each other spelling waits as the first would.
    for (const mobile of ['1711000001', '001711000001']) {
      const res = await send(mobile);
      expect(res.status).toBe(429);
      expect(res.json().errorCode).toBe('sms.too.frequent');
    }
  });

  it('a code sent to one spelling signs in with another, and the outbox finds it under any', async () => {
    const player = new TestClient(server);
    await player.call('POST', '/wps/verification/sms/noLogin', { mobileNum: '001711000001', countryDialingCode: '880' });
    const [message] = await player.outbox('+880 1711000001');
    expect(message).toMatchObject({ to: '+880 01711000001', purpose: 'login' });
    const res = await player.login('01711000001', message?.code ?? '', { type: 'sms', countryDialingCode: '+880' });
    expect(res.json().value).toMatchObject({ userName: 'demo01' });
  });
});
