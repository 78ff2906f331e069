import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClock, shiftClock } from '../src/lib/clock.ts';
import { hashPasswordSync } from '../src/lib/passwords.ts';
import { limitsFor } from '../src/modules/limits/guards.ts';
import { setSwitch } from '../src/modules/whitelabel/switches.ts';
import { rowCounts, TestClient } from './client.ts';
import { MERCHANT, rawRequest, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  // Three wrong old passwords instead of ten, so the limit test hashes less.
  server = await startTestServer({ limits: { ...limitsFor('test'), oldPasswordPerMember: { limit: 3, windowMs: 300_000 } } });
});
afterAll(async () => {
  resetClock();
  await server.close();
});
// Two hours between tests: no SMS or rate limit of one test reaches the next.
beforeEach(() => shiftClock(2 * 3600_000));

let serial = 0;
/** A member of its own for each test (the tests change passwords). */
function addMember(password = 'first123'): { username: string; mobile: string; email: string } {
  serial += 1;
  const username = `pw${String(serial).padStart(4, '0')}`;
  const mobile = `0191${String(1_000_000 + serial).slice(1)}`;
  const email = `${username}@bdplay.example`;
  server.db
    .prepare(
      `INSERT INTO members (merchant, username, password_hash, dialing_code, mobile, email, reg_date)
     VALUES ('bdm01', ?, ?, '+880', ?, ?, '2024-01-01T00:00:00.000Z')`,
    )
    .run(username, hashPasswordSync(password), mobile.slice(1), email); // stored without the trunk 0
  return { username, mobile, email };
}

const change = (player: TestClient, oldPassword: string, newPassword: string, confirmNewPassword = newPassword) =>
  player.secure('POST', '/wps/member/password', { oldPassword, newPassword, confirmNewPassword });

describe('POST /wps/member/password (change)', () => {
  it('ends every session and answers a fresh token; only the new password works afterwards', async () => {
    const { username } = addMember();
    const player = new TestClient(server);
    await player.login(username, 'first123');
    const other = new TestClient(server);
    await other.login(username, 'first123');

    const res = await change(player, 'first123', 'second12');
    expect(res.status).toBe(200);
    const { token } = res.json().value;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await player.call('GET', '/wps/member/info')).status).toBe(401);
    expect((await other.call('GET', '/wps/member/info')).status).toBe(401);
    player.token = token;
    expect((await player.call('GET', '/wps/member/info')).status).toBe(200);
    expect((await new TestClient(server).login(username, 'first123')).json().errorCode).toBe('login.credentials.invalid');
    expect((await new TestClient(server).login(username, 'second12')).status).toBe(200);
  });

  it('refuses a wrong old password, the same password, a bad format and a mismatch, writing nothing', async () => {
    const { username } = addMember();
    const player = new TestClient(server);
    await player.login(username, 'first123');
    const before = rowCounts(server);
    expect((await change(player, 'wrong123', 'second12')).json().errorCode).toBe('password.old.incorrect');
    expect((await change(player, 'first123', 'first123')).json().errorCode).toBe('modify.new.old.same');
    expect((await change(player, 'first123', 'ab')).json()).toMatchObject({
      errorCode: 'password.format.invalid',
      value: { field: 'newPassword', patternId: 4 },
    });
    expect((await change(player, 'first123', 'second12', 'second13')).json().errorCode).toBe('password.confirm.mismatch');
    expect(rowCounts(server)).toEqual(before);
    expect((await player.call('GET', '/wps/member/info')).status).toBe(200);
  });

  it('needs a token; a trial member gets member.trial.forbidden', async () => {
    expect((await change(new TestClient(server), 'a', 'b')).status).toBe(401);
    const trial = new TestClient(server);
    await trial.login('trial01', 'trial123');
    expect((await change(trial, 'trial123', 'other123')).json().errorCode).toBe('member.trial.forbidden');
  });

  it('wrong old passwords are limited per member (10 per 5 minutes; 3 here), then login.rate.limited', async () => {
    const { username } = addMember();
    const player = new TestClient(server);
    await player.login(username, 'first123');
    for (let i = 0; i < 3; i++) await change(player, `wrong${i}00`, 'second12');
    expect((await change(player, 'first123', 'second12')).status).toBe(429);
  });
});

const forgot = (username: string, email: string) =>
  rawRequest(server.port, '/wps/member/password/email', {
    method: 'POST',
    headers: { ...MERCHANT, Language: 'EN', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, email }).toString(),
  });

describe('POST /wps/member/password/email (forgot by e-mail, form post)', () => {
  it('e-mails a temporary password; the old one works until the temporary one is used', async () => {
    const { username, email } = addMember();
    const res = await forgot(` ${username} `, email.toUpperCase());
    expect(res.json()).toEqual({ success: true, value: null, message: null, errorCode: null });
    const [message] = await new TestClient(server).outbox(email);
    expect(message).toMatchObject({ channel: 'email', purpose: 'reset', to: email });
    expect(message?.text).toContain(message?.code);
    const temporary = message?.code ?? '';

    expect((await new TestClient(server).login(username, 'first123')).status).toBe(200);
    const withTemporary = await new TestClient(server).login(username, temporary);
    expect(withTemporary.json().value).toMatchObject({ userName: username, passwordExpired: true });
    // It is the password now; the old one is gone.
    expect((await new TestClient(server).login(username, 'first123')).json().errorCode).toBe('login.credentials.invalid');
    expect((await new TestClient(server).login(username, temporary)).json().value.passwordExpired).toBe(false);
  });

  it('the temporary password lasts 30 minutes', async () => {
    const { username, email } = addMember();
    await forgot(username, email);
    const [message] = await new TestClient(server).outbox(email);
    shiftClock(30 * 60_000);
    expect((await new TestClient(server).login(username, message?.code ?? '')).json().errorCode).toBe('login.credentials.invalid');
  });

  it('a username and e-mail that do not match is user.not.exist; missing fields request.body.invalid', async () => {
    const { username } = addMember();
    const before = rowCounts(server);
    expect((await forgot(username, 'someone@else.example')).json().errorCode).toBe('user.not.exist');
    expect((await forgot('nobody99', 'demo01@bdplay.example')).json().errorCode).toBe('user.not.exist');
    const noEmail = await rawRequest(server.port, '/wps/member/password/email', {
      method: 'POST',
      headers: { ...MERCHANT, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'username=demo01',
    });
    expect(noEmail.json().errorCode).toBe('request.body.invalid');
    expect(rowCounts(server)).toEqual(before);
  });
});

describe('reset by phone', () => {
  async function resetCode(player: TestClient, mobile: string): Promise<string> {
    const res = await player.call('POST', '/wps/member/password/sms', { mobileNum: mobile, countryDialingCode: '+880' });
    expect(res.json().value).toEqual({ expiredMinutes: 5 });
    const [message] = await player.outbox(`+880 ${mobile}`);
    expect(message?.purpose).toBe('reset');
    return message?.code ?? '';
  }
  const reset = (player: TestClient, mobile: string, verificationCode: string, newPassword: string) =>
    player.secure('POST', '/wps/member/password/verification', { newPassword, mobileNum: mobile, verificationCode, countryDialingCode: '+880' });

  it('sets the password, ends the sessions, then the player logs in with it (type "")', async () => {
    const { username, mobile } = addMember();
    const signedIn = new TestClient(server);
    await signedIn.login(username, 'first123');
    const player = new TestClient(server);
    const code = await resetCode(player, mobile);
    const res = await reset(player, mobile, code, 'second12');
    expect(res.json().value).toEqual({ userName: username });
    expect((await signedIn.call('GET', '/wps/member/info')).status).toBe(401);
    expect((await player.login(username, 'second12', { type: '' })).status).toBe(200);
    expect((await reset(new TestClient(server), mobile, code, 'third123')).json().errorCode).toBe('verification.code.invalid');
  });

  it('the same password is modify.new.old.same and keeps the code; a wrong code is refused first', async () => {
    const { mobile } = addMember();
    const player = new TestClient(server);
    const code = await resetCode(player, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await reset(player, mobile, wrong, 'first123')).json().errorCode).toBe('verification.code.invalid');
    expect((await reset(player, mobile, code, 'first123')).json().errorCode).toBe('modify.new.old.same');
    expect((await reset(player, mobile, code, 'second12')).status).toBe(200);
  });

  it('unknown numbers (answered as members’ are, nothing sent), bad formats and CHNGPASSVERIF3 off are refused', async () => {
    const player = new TestClient(server);
    expect((await player.call('POST', '/wps/member/password/sms', { mobileNum: '01799999999', countryDialingCode: '+880' })).json().value).toEqual({
      expiredMinutes: 5,
    });
    expect(await player.outbox('+880 01799999999')).toEqual([]);
    expect((await reset(player, '01799999999', '123456', 'second12')).json().errorCode).toBe('verification.code.invalid');
    expect((await reset(player, '01711000001', '12', 'second12')).json().errorCode).toBe('verification.code.invalid');
    expect((await reset(player, '01711000001', '123456', 'x')).json().errorCode).toBe('password.format.invalid');
    setSwitch(server.db, 'bdm01', 'CHNGPASSVERIF3', false);
    try {
      expect((await player.call('POST', '/wps/member/password/sms', { mobileNum: '01711000001', countryDialingCode: '+880' })).json().errorCode).toBe(
        'function.not.available',
      );
      expect((await reset(player, '01711000001', '123456', 'second12')).json().errorCode).toBe('function.not.available');
    } finally {
      setSwitch(server.db, 'bdm01', 'CHNGPASSVERIF3', true);
    }
  });
});
