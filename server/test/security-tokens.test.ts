import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, shiftClock } from '../src/lib/clock.ts';
import { randomToken, sha256Hex } from '../src/lib/random.ts';
import { SESSION_TTL_MS, TRIAL_SESSION_TTL_MS } from '../src/modules/session/sessions.ts';
import { TestClient } from './client.ts';
import { MERCHANT, rawRequest, startTestServer, type TestServer } from './helpers.ts';
import { addMember, signIn } from './security/members.ts';

/**
 * Session tokens (docs/security.md): 256 random bits, stored only as a hash, 7 days (trial: 24
 * hours) by the server's clock, dead after logout (that device only) and after any password
 * change (every device of the member).
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => resetClock());

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const MINUTE = 60_000;

/** Calls that need a session, one per resource; each must refuse a dead token the same way. */
const SESSION_CALLS: Array<[string, string]> = [
  ['GET', '/wps/member/info'],
  ['GET', '/wps/v2/wallets/balance'],
  ['GET', '/wps/relay/MCSFE_getFavoriteGames'],
  ['GET', '/wps/relay/CSP_getInbox'],
  ['GET', '/wps/relay/MCSFE_getAvailablePromotions'],
  ['PUT', '/wps/session/renew'],
];

/** How each session call answers `client`: 'ok' or the status and errorCode. */
async function answers(client: TestClient): Promise<string[]> {
  return Promise.all(
    SESSION_CALLS.map(async ([method, path]) => {
      const res = await client.call(method, path);
      return res.status === 200 ? 'ok' : `${res.status} ${res.json().errorCode}`;
    }),
  );
}
const allOk = SESSION_CALLS.map(() => 'ok');
const allDead = SESSION_CALLS.map(() => '401 login.not.session');

describe('tokens are unguessable', () => {
  it('randomToken: 32 bytes of node:crypto randomBytes, base64url, no repeats in 10,000', () => {
    const tokens = Array.from({ length: 10_000 }, () => randomToken());
    expect(tokens.every((t) => TOKEN.test(t) && Buffer.from(t, 'base64url').length === 32)).toBe(true);
    expect(new Set(tokens).size).toBe(tokens.length);
    // No fixed byte anywhere: over 10,000 tokens every position takes well over 200 of its 256 values.
    const spread = Array.from({ length: 32 }, (_, i) => new Set(tokens.map((t) => Buffer.from(t, 'base64url')[i])).size);
    expect(Math.min(...spread)).toBeGreaterThan(200);
  });

  it('every login answers a new 43-character token; the database holds only its SHA-256', async () => {
    const member = addMember(server);
    const tokens = await Promise.all(Array.from({ length: 12 }, async () => (await signIn(server, member)).token ?? ''));
    expect(tokens.every((t) => TOKEN.test(t))).toBe(true);
    expect(new Set(tokens).size).toBe(tokens.length);
    const stored = server.db.prepare('SELECT token_hash AS hash FROM sessions WHERE member_id = ?').all(member.id) as Array<{ hash: string }>;
    expect(stored.map((s) => s.hash).sort()).toEqual(tokens.map(sha256Hex).sort());
  });
});

describe('tokens expire', () => {
  it('after 7 days for a member, by the server clock', async () => {
    const client = await signIn(server, addMember(server));
    shiftClock(SESSION_TTL_MS - MINUTE);
    expect((await client.call('GET', '/wps/member/info')).status).toBe(200);
    shiftClock(MINUTE);
    // Renew included: a dead token cannot be brought back.
    expect(await answers(client)).toEqual(allDead);
  });

  it('after 24 hours for a trial member', async () => {
    const trial = new TestClient(server);
    trial.token = (await trial.call('POST', '/wps/session/login/freeplay', { loginDeviceId: trial.deviceId })).json().value.token;
    shiftClock(TRIAL_SESSION_TTL_MS - MINUTE);
    expect((await trial.call('GET', '/wps/member/info')).status).toBe(200);
    shiftClock(MINUTE);
    expect(await answers(trial)).toEqual(allDead);
  });
});

describe('tokens die', () => {
  it('on logout: that token on every call; the same member on another device stays signed in', async () => {
    const member = addMember(server);
    const phone = await signIn(server, member);
    const tablet = await signIn(server, member);
    expect((await phone.call('DELETE', '/wps/session/logout')).status).toBe(200);
    expect(await answers(phone)).toEqual(allDead);
    expect(await answers(tablet)).toEqual(allOk);
  });

  it('on a password change: every session of the member, the old token of the changing device too', async () => {
    const member = addMember(server);
    const other = addMember(server);
    const [phone, tablet, bystander] = [await signIn(server, member), await signIn(server, member), await signIn(server, other)];
    const oldToken = phone.token;
    const res = await phone.secure('POST', '/wps/member/password', {
      oldPassword: member.password,
      newPassword: 'second12',
      confirmNewPassword: 'second12',
    });
    expect(res.status, res.text).toBe(200);
    expect(await answers(Object.assign(new TestClient(server), { token: oldToken }))).toEqual(allDead);
    expect(await answers(tablet)).toEqual(allDead);
    expect(await answers(bystander)).toEqual(allOk);
    phone.token = res.json().value.token;
    expect(await answers(phone)).toEqual(allOk);
  });

  it('on a phone reset and on a login with an e-mailed temporary password: every session', async () => {
    const member = addMember(server);
    const signedIn = await signIn(server, member);
    const player = new TestClient(server);
    await player.call('POST', '/wps/member/password/sms', { mobileNum: member.mobile, countryDialingCode: '+880' });
    const [sms] = await player.outbox(`+880 ${member.mobile}`);
    const reset = await player.secure('POST', '/wps/member/password/verification', {
      newPassword: 'second12',
      mobileNum: member.mobile,
      verificationCode: sms?.code,
      countryDialingCode: '+880',
    });
    expect(reset.status, reset.text).toBe(200);
    expect(await answers(signedIn)).toEqual(allDead);

    const again = await signIn(server, { username: member.username, password: 'second12' });
    const forgot = await rawRequest(server.port, '/wps/member/password/email', {
      method: 'POST',
      headers: { ...MERCHANT, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: member.username, email: member.email }).toString(),
    });
    expect(forgot.status, forgot.text).toBe(200);
    const [mail] = await player.outbox(member.email);
    await signIn(server, { username: member.username, password: mail?.code ?? '' });
    expect(await answers(again)).toEqual(allDead);
  });
});
