import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './client.ts';
import { startTestServer, type TestServer } from './helpers.ts';

/**
 * Issue 19, point 7: a change of password needs the current password or an SMS code sent to the
 * member's bound number, never the session alone. The attacker holds a stolen token (and the tab
 * it came from) but neither the password nor the member's phone.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const CHANGE = '/wps/member/password';
const SEND_CODE = '/wps/member/password/sms/member';
const DEMO_PHONE = '+880 01711000001';

async function signedIn(username = 'demo01', password = 'demo123'): Promise<TestClient> {
  const player = new TestClient(server);
  expect((await player.login(username, password)).status).toBe(200);
  return player;
}

async function stillSignsIn(username: string, password: string): Promise<boolean> {
  return (await new TestClient(server).login(username, password)).status === 200;
}

describe('change password with a stolen token (issue 19, point 7)', () => {
  it('the token alone changes nothing: no old password, an empty one, a guessed code', async () => {
    const thief = await signedIn();
    const change = { newPassword: 'stolen99', confirmNewPassword: 'stolen99' };
    const answers = [
      await thief.secure('POST', CHANGE, change),
      await thief.secure('POST', CHANGE, { ...change, oldPassword: '' }),
      await thief.secure('POST', CHANGE, { ...change, oldPassword: '', verificationCode: '' }),
      await thief.secure('POST', CHANGE, { ...change, oldPassword: '', verificationCode: '123456' }),
    ];
    expect(answers.map((r) => [r.status, r.json().errorCode])).toEqual([
      [400, 'request.body.invalid'],
      [400, 'password.old.incorrect'],
      [400, 'password.old.incorrect'],
      [400, 'verification.code.invalid'],
    ]);
    expect(await stillSignsIn('demo01', 'demo123')).toBe(true);
    expect(await stillSignsIn('demo01', 'stolen99')).toBe(false);
  });

  it('the code goes to the bound number only, for this purpose only, and works once', async () => {
    const player = await signedIn('agent01', 'agent123');
    const sent = await player.call('POST', SEND_CODE);
    expect(sent.status).toBe(200);
    expect(sent.json().value).toEqual({ expiredMinutes: 5 });
    const [message] = await player.outbox('+880 01711000002');
    expect(message).toMatchObject({ channel: 'sms', purpose: 'password' });
    // A code of this purpose is no reset code (the public reset page cannot use it).
    const reset = await new TestClient(server).secure('POST', '/wps/member/password/verification', {
      newPassword: 'agent456',
      mobileNum: '01711000002',
      countryDialingCode: '+880',
      verificationCode: message!.code,
    });
    expect(reset.json().errorCode).toBe('verification.code.invalid');
    const change = { oldPassword: '', verificationCode: message!.code, newPassword: 'agent456', confirmNewPassword: 'agent456' };
    const changed = await player.secure('POST', CHANGE, change);
    expect(changed.status).toBe(200);
    player.token = changed.json().value.token;
    expect(await stillSignsIn('agent01', 'agent456')).toBe(true);
    // Used up.
    const again = await player.secure('POST', CHANGE, { ...change, newPassword: 'agent789', confirmNewPassword: 'agent789' });
    expect(again.json().errorCode).toBe('verification.code.invalid');
  });

  it('a code for demo01 does not change agent01', async () => {
    const demo = await signedIn();
    const agent = await signedIn('agent01', 'agent456');
    expect((await demo.call('POST', SEND_CODE)).status).toBe(200);
    const [message] = await demo.outbox(DEMO_PHONE);
    const res = await agent.secure('POST', CHANGE, {
      oldPassword: '',
      verificationCode: message!.code,
      newPassword: 'agent999',
      confirmNewPassword: 'agent999',
    });
    expect(res.json().errorCode).toBe('verification.code.invalid');
    expect(await stillSignsIn('agent01', 'agent456')).toBe(true);
  });

  it('without a session, or for a trial member, no code is sent', async () => {
    expect((await new TestClient(server).call('POST', SEND_CODE)).json().errorCode).toBe('login.not.session');
    const trial = await signedIn('trial01', 'trial123');
    expect((await trial.call('POST', SEND_CODE)).json().errorCode).toBe('member.trial.forbidden');
  });
});
