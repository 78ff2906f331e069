import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClock, shiftClock } from '../src/lib/clock.ts';
import { CONTRACT_LIMITS } from '../src/modules/limits/guards.ts';
import { TestClient } from './client.ts';
import { startTestServer, type RawResponse, type TestServer } from './helpers.ts';
import { registrationPayload } from './registration-payload.ts';

/**
 * Issue 19, point 5: whether a number belongs to a member must not show in the answers of the
 * register and reset paths, and one IP or device cannot walk through numbers (every request
 * counts, refusals too). Production limits (CONTRACT_LIMITS), not test mode's relaxed ones.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ limits: CONTRACT_LIMITS });
});
afterAll(async () => {
  resetClock();
  await server.close();
});
beforeEach(() => shiftClock(2 * 3600_000));

const MEMBER = '01711000001';
let serial = 0;
const nobody = (): string => `0188${String(1_000_000 + ++serial).slice(1)}`;

/** What a prober sees: status and the whole body. */
const seen = (res: RawResponse) => ({ status: res.status, body: res.json() });

describe('members and strangers get the same answers', () => {
  it('a reset code request', async () => {
    const player = new TestClient(server);
    const ask = (mobileNum: string) => player.call('POST', '/wps/member/password/sms', { mobileNum, countryDialingCode: '+880' });
    expect(seen(await ask(nobody()))).toEqual(seen(await ask(MEMBER)));
  });

  it('a login code request', async () => {
    const player = new TestClient(server);
    const ask = (mobileNum: string) => player.call('POST', '/wps/verification/sms/noLogin', { mobileNum, countryDialingCode: '+880' });
    expect(seen(await ask(nobody()))).toEqual(seen(await ask(MEMBER)));
  });

  it('a registration code request; the member learns by SMS that the number has an account', async () => {
    const player = new TestClient(server);
    const ask = (mobileNo: string) => player.call('POST', '/wps/verification/sms/register', { mobileNo, countryDialingCode: '+880' });
    expect(seen(await ask(nobody()))).toEqual(seen(await ask(MEMBER)));
    const [message] = await player.outbox(`+880 ${MEMBER}`);
    expect(message).toMatchObject({ purpose: 'register', code: '' });
    expect(message?.text).toContain('already has a BD Play account');
  });

  it('a reset with a guessed code', async () => {
    const player = new TestClient(server);
    const reset = (mobileNum: string) =>
      player.secure('POST', '/wps/member/password/verification', {
        newPassword: 'second12',
        mobileNum,
        verificationCode: '123456',
        countryDialingCode: '+880',
      });
    expect(seen(await reset(nobody()))).toEqual(seen(await reset(MEMBER)));
  });

  it('a registration with a member’s number and no valid code is refused for the code, not the number', async () => {
    const player = new TestClient(server);
    const captcha = await player.captcha();
    const res = await player.secure(
      'PUT',
      '/wps/member/register',
      registrationPayload({
        username: 'prober01',
        password: 'secret12',
        confirmPassword: 'secret12',
        mobileNum: MEMBER,
        captcha,
        verificationCode: '123456',
      }),
    );
    expect(res.json().errorCode).toBe('verification.code.invalid');
  });
});

describe('walking through numbers is limited, refusals counted', () => {
  it('one IP: 30 code requests an hour, whatever the numbers and answers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const path = i % 2 === 0 ? '/wps/verification/sms/register' : '/wps/member/password/sms';
      const body = i % 2 === 0 ? { mobileNo: nobody(), countryDialingCode: '+880' } : { mobileNum: nobody(), countryDialingCode: '+880' };
      statuses.push((await new TestClient(server).call('POST', path, body)).status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    const refused = await new TestClient(server).call('POST', '/wps/verification/sms/register', { mobileNo: nobody(), countryDialingCode: '+880' });
    expect(refused.status).toBe(429);
    expect(refused.json().errorCode).toBe('sms.rate.limited');
    expect(refused.json().value.retryAfter).toBeGreaterThan(0);
  });

  it('one device: 10 code requests an hour', async () => {
    const player = new TestClient(server);
    const ask = () =>
      player.call('POST', '/wps/member/password/sms', { mobileNum: nobody(), countryDialingCode: '+880', loginDeviceId: player.deviceId });
    for (let i = 0; i < 10; i++) expect((await ask()).status).toBe(200);
    expect((await ask()).json().errorCode).toBe('sms.rate.limited');
    // Another device on the same IP still may.
    const other = new TestClient(server);
    const res = await other.call('POST', '/wps/member/password/sms', {
      mobileNum: nobody(),
      countryDialingCode: '+880',
      loginDeviceId: other.deviceId,
    });
    expect(res.status).toBe(200);
  });

  it('one IP: 30 refused resets an hour, then login.rate.limited', async () => {
    const player = new TestClient(server);
    const reset = () =>
      player.secure('POST', '/wps/member/password/verification', {
        newPassword: 'second12',
        mobileNum: nobody(),
        verificationCode: '123456',
        countryDialingCode: '+880',
      });
    for (let i = 0; i < 30; i++) expect((await reset()).json().errorCode).toBe('verification.code.invalid');
    const refused = await reset();
    expect(refused.status).toBe(429);
    expect(refused.json().errorCode).toBe('login.rate.limited');
  });
});
