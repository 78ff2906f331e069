import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './client.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { registrationPayload } from './registration-payload.ts';
import { addMember } from './security/members.ts';

/**
 * The captcha cannot be replayed (one check per picture, right or wrong, success or not) and
 * belongs to whoever fetched it: the answer is bound to the HttpOnly `captchaId` cookie, so
 * another client cannot spend it, nor have it spent.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let serial = 0;

/** A registration payload for a fresh username and number, with the SMS code sent to that number. */
async function registration(client: TestClient, captcha: string): Promise<Record<string, unknown>> {
  serial += 1;
  const mobile = `0141${String(1_000_000 + serial).slice(1)}`;
  await client.call('POST', '/wps/verification/sms/register', { mobileNo: mobile, countryDialingCode: '+880' });
  const [sms] = await client.outbox(`+880 ${mobile}`);
  return registrationPayload({
    username: `cap${String(serial).padStart(4, '0')}`,
    password: 'secret12',
    confirmPassword: 'secret12',
    mobileNum: mobile,
    captcha,
    verificationCode: sms?.code ?? '',
  });
}

const register = async (client: TestClient, captcha: string) => client.secure('PUT', '/wps/member/register', await registration(client, captcha));

/** Two failed logins: from then on this client's logins need a captcha. */
async function demandCaptcha(client: TestClient, username: string): Promise<void> {
  await client.login(username, 'wrong111');
  expect((await client.login(username, 'wrong222')).json().value).toEqual({ captcha: true });
}

describe('a solved captcha cannot be used twice', () => {
  it('registration: the second use of the same cookie and answer is login.captcha.invalid', async () => {
    const client = new TestClient(server);
    const answer = await client.captcha();
    expect((await register(client, answer)).status).toBe(200);
    const replay = await register(client, answer);
    expect(replay.json()).toMatchObject({ errorCode: 'login.captcha.invalid', value: { captcha: true } });
  });

  it('login: after a successful login with a captcha, the same answer is refused', async () => {
    const member = addMember(server);
    const client = new TestClient(server);
    await demandCaptcha(client, member.username);
    const answer = await client.captcha();
    expect((await client.login(member.username, member.password, { captcha: answer })).status).toBe(200);
    await demandCaptcha(client, member.username);
    expect((await client.login(member.username, member.password, { captcha: answer })).json().errorCode).toBe('login.captcha.invalid');
  });

  it('a refused registration spends its captcha too', async () => {
    const client = new TestClient(server);
    const answer = await client.captcha();
    const taken = await client.secure('PUT', '/wps/member/register', { ...(await registration(client, answer)), username: 'demo01' });
    expect(taken.json().errorCode).toBe('register.username.exists');
    expect((await register(client, answer)).json().errorCode).toBe('login.captcha.invalid');
  });
});

describe('a captcha belongs to the client that fetched it', () => {
  it('another client cannot use the answer, with its own cookie or none, and does not spend it', async () => {
    const owner = new TestClient(server);
    const answer = await owner.captcha();

    const stranger = new TestClient(server);
    await stranger.captcha();
    expect((await register(stranger, answer)).json().errorCode).toBe('login.captcha.invalid');
    stranger.captchaId = undefined;
    expect((await register(stranger, answer)).json().errorCode).toBe('login.captcha.invalid');

    expect((await register(owner, answer)).status).toBe(200);
  });

  it('a cookie value that is not one the server handed out is refused', async () => {
    const owner = new TestClient(server);
    const answer = await owner.captcha();
    const forger = new TestClient(server);
    const id = owner.captchaId ?? '';
    const nearMiss = `${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of [nearMiss, 'x'.repeat(22), '../../etc/passwd', '']) {
      forger.captchaId = forged;
      expect((await register(forger, answer)).json().errorCode, forged).toBe('login.captcha.invalid');
    }
    expect((await register(owner, answer)).status).toBe(200);
  });
});
