import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summariseUserAgent } from '../src/modules/session/user-agent.ts';
import { TestClient } from './client.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { addMember, outcome, signIn, type TestMember } from './security/members.ts';

/**
 * Issue 20, the security centre (docs/money.md, "Security centre"): binding a number or an
 * e-mail address and the devices list. The attacker holds a stolen session token, or is another
 * member probing whose number is whose.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MOBILE_SMS = '/wps/member/mobile/sms';
const MOBILE = '/wps/member/mobile';
const EMAIL_CODE = '/wps/member/email/code';
const EMAIL = '/wps/member/email';
const DEVICES = '/wps/session/devices';
const OTHERS = '/wps/session/others';

let spare = 0;
/** A number nobody holds (national form). */
const freeNumber = (): string => `0161${String(1_000_000 + ++spare).slice(1)}`;

/** The member with no number bound (as trial-to-member or e-mail sign-ups may be). */
function withoutNumber(member: TestMember): TestMember {
  server.db.prepare('UPDATE members SET dialing_code = NULL, mobile = NULL WHERE id = ?').run(member.id);
  return member;
}

const storedNumber = (id: number): string | null =>
  (server.db.prepare('SELECT mobile FROM members WHERE id = ?').get(id) as { mobile: string | null }).mobile;

async function lastCode(client: TestClient, to: string): Promise<{ code: string; purpose: string; text: string }> {
  const [message] = await client.outbox(to);
  expect(message).toBeDefined();
  return message!;
}

describe('binding a number', () => {
  it('a first number: a code to it binds it, and the answer is masked', async () => {
    const member = withoutNumber(addMember(server));
    const client = await signIn(server, member);
    const number = freeNumber();
    expect((await client.call('POST', MOBILE_SMS, { which: 'new', mobileNum: number, countryDialingCode: '+880' })).status).toBe(200);
    const { code, purpose } = await lastCode(client, `+880 ${number}`);
    expect(purpose).toBe('mobile');
    const res = await client.call('PUT', MOBILE, { mobileNum: number, countryDialingCode: '+880', verificationCode: code });
    expect(res.status, res.text).toBe(200);
    expect(res.json().value.mobileNum).toMatch(/^016\*+\d{3}$/);
    // E.164 normalisation: stored without the trunk zero.
    expect(storedNumber(member.id)).toBe(number.slice(1));
    // Single use.
    expect(await outcome(client.call('PUT', MOBILE, { mobileNum: number, countryDialingCode: '+880', verificationCode: code }))).toMatchObject({
      errorCode: 'modify.new.old.same',
    });
  });

  it('a change needs a code to the current number too', async () => {
    const member = addMember(server);
    const client = await signIn(server, member);
    const number = freeNumber();
    await client.call('POST', MOBILE_SMS, { which: 'new', mobileNum: number, countryDialingCode: '+880' });
    const fresh = (await lastCode(client, `+880 ${number}`)).code;
    const withoutCurrent = { mobileNum: number, countryDialingCode: '+880', verificationCode: fresh };
    expect(await outcome(client.call('PUT', MOBILE, withoutCurrent))).toEqual({ status: 400, errorCode: 'verification.code.invalid' });
    expect((await client.call('POST', MOBILE_SMS, { which: 'current' })).status).toBe(200);
    const current = (await lastCode(client, `+880 ${member.mobile}`)).code;
    const res = await client.call('PUT', MOBILE, { ...withoutCurrent, currentVerificationCode: current });
    expect(res.status, res.text).toBe(200);
    expect(storedNumber(member.id)).toBe(number.slice(1));
  });

  it('attack: binding a number another member holds sends them an SMS, no code, and fails as a wrong code', async () => {
    const victim = addMember(server);
    const thief = withoutNumber(addMember(server));
    const client = await signIn(server, thief);
    const held = await client.call('POST', MOBILE_SMS, { which: 'new', mobileNum: victim.mobile, countryDialingCode: '+880' });
    const free = await client.call('POST', MOBILE_SMS, { which: 'new', mobileNum: freeNumber(), countryDialingCode: '+880' });
    // The same answer as for a free number: no enumeration.
    expect([held.status, held.json().value]).toEqual([free.status, free.json().value]);
    const message = await lastCode(client, `+880 ${victim.mobile}`);
    expect(message).toMatchObject({ code: '' });
    expect(message.text).toMatch(/already has a BD Play account/);
    // The victim's own live `mobile` code (they asked to change numbers) does not help either.
    const victimClient = await signIn(server, victim);
    await victimClient.call('POST', MOBILE_SMS, { which: 'current' });
    const victimCode = (await lastCode(victimClient, `+880 ${victim.mobile}`)).code;
    for (const verificationCode of ['123456', victimCode]) {
      expect(await outcome(client.call('PUT', MOBILE, { mobileNum: victim.mobile, countryDialingCode: '+880', verificationCode }))).toEqual({
        status: 400,
        errorCode: 'verification.code.invalid',
      });
    }
    expect(storedNumber(victim.id)).toBe(victim.mobile.slice(1));
    expect(storedNumber(thief.id)).toBeNull();
  });

  it('attack: a code of another purpose, or sent to another number, binds nothing', async () => {
    const member = withoutNumber(addMember(server));
    const client = await signIn(server, member);
    // A registration code for the number (anyone may ask one for a free number).
    const target = freeNumber();
    await new TestClient(server).call('POST', '/wps/verification/sms/register', { mobileNo: target, countryDialingCode: '+880' });
    const registerCode = await lastCode(client, `+880 ${target}`);
    expect(registerCode.purpose).toBe('register');
    // A binding code sent to another number the thief controls.
    const other = freeNumber();
    await client.call('POST', MOBILE_SMS, { which: 'new', mobileNum: other, countryDialingCode: '+880' });
    const otherCode = (await lastCode(client, `+880 ${other}`)).code;
    for (const verificationCode of [registerCode.code, otherCode]) {
      expect(await outcome(client.call('PUT', MOBILE, { mobileNum: target, countryDialingCode: '+880', verificationCode }))).toEqual({
        status: 400,
        errorCode: 'verification.code.invalid',
      });
    }
    expect(storedNumber(member.id)).toBeNull();
  });

  it('attack: a payment-password code is no proof for the current number', async () => {
    const member = addMember(server);
    const client = await signIn(server, member);
    const number = freeNumber();
    await client.call('POST', MOBILE_SMS, { which: 'new', mobileNum: number, countryDialingCode: '+880' });
    const fresh = (await lastCode(client, `+880 ${number}`)).code;
    await client.call('POST', '/wps/member/paymentPassword/sms');
    const payment = await lastCode(client, `+880 ${member.mobile}`);
    expect(payment.purpose).toBe('payment');
    const res = client.call('PUT', MOBILE, {
      mobileNum: number,
      countryDialingCode: '+880',
      verificationCode: fresh,
      currentVerificationCode: payment.code,
    });
    expect(await outcome(res)).toEqual({ status: 400, errorCode: 'verification.code.invalid' });
    expect(storedNumber(member.id)).toBe(member.mobile.slice(1));
  });

  it('limits: the resend wait per number, the request limit; trial members and guests refused', async () => {
    const client = await signIn(server, withoutNumber(addMember(server)));
    const number = freeNumber();
    const ask = () => client.call('POST', MOBILE_SMS, { which: 'new', mobileNum: number, countryDialingCode: '+880' });
    expect((await ask()).status).toBe(200);
    expect(await outcome(ask())).toEqual({ status: 429, errorCode: 'sms.too.frequent' });
    expect(await outcome(client.call('POST', MOBILE_SMS, { which: 'current' }))).toMatchObject({ errorCode: 'member.mobile.not.found' });
    expect(await outcome(client.call('POST', MOBILE_SMS, { which: 'new', mobileNum: '12', countryDialingCode: '+880' }))).toMatchObject({
      errorCode: 'mobile.format.invalid',
    });
    expect(await outcome(client.call('POST', MOBILE_SMS, { which: 'other' }))).toMatchObject({ status: 400, errorCode: 'request.body.invalid' });

    const trial = new TestClient(server);
    expect((await trial.login('trial01', 'trial123')).status).toBe(200);
    for (const [method, path, body] of [
      ['POST', MOBILE_SMS, { which: 'current' }],
      ['PUT', MOBILE, { mobileNum: freeNumber(), countryDialingCode: '+880', verificationCode: '123456' }],
      ['POST', EMAIL_CODE, { email: 'x@example.com' }],
      ['GET', DEVICES, undefined],
      ['DELETE', OTHERS, undefined],
    ] as const) {
      expect(await outcome(trial.call(method, path, body))).toMatchObject({ errorCode: 'member.trial.forbidden' });
      expect(await outcome(new TestClient(server).call(method, path, body))).toEqual({ status: 401, errorCode: 'login.not.session' });
    }
  });
});

describe('binding an e-mail address', () => {
  it('a code to the address binds it; the code is stored hashed and is single use', async () => {
    const member = addMember(server);
    const client = await signIn(server, member);
    const email = `new.${member.username}@example.com`;
    expect((await client.call('POST', EMAIL_CODE, { email })).status).toBe(200);
    const { code, purpose } = await lastCode(client, email);
    expect(purpose).toBe('email');
    const stored = server.db.prepare('SELECT code_hash FROM email_codes WHERE member_id = ?').get(member.id) as { code_hash: string };
    expect(stored.code_hash).not.toContain(code);
    const res = await client.call('PUT', EMAIL, { email, verificationCode: code });
    expect(res.status, res.text).toBe(200);
    expect(res.json().value.email).toBe('ne****@example.com');
    expect((await client.call('GET', '/wps/v2/member/securityConfig')).json().value.email).toBe('ne****@example.com');
    expect(await outcome(client.call('PUT', EMAIL, { email: `x${email}`, verificationCode: code }))).toMatchObject({
      errorCode: 'verification.code.invalid',
    });
  });

  it('attack: a code sent to one address binds no other; five wrong guesses kill it', async () => {
    const member = addMember(server);
    const client = await signIn(server, member);
    const mine = `own.${member.username}@example.com`;
    await client.call('POST', EMAIL_CODE, { email: mine });
    const { code } = await lastCode(client, mine);
    expect(await outcome(client.call('PUT', EMAIL, { email: `victim.${member.username}@example.com`, verificationCode: code }))).toEqual({
      status: 400,
      errorCode: 'verification.code.invalid',
    });
    for (let i = 0; i < 4; i++) await client.call('PUT', EMAIL, { email: mine, verificationCode: code === '000000' ? '000001' : '000000' });
    // That was the fifth wrong one in all: the right code is dead now.
    expect(await outcome(client.call('PUT', EMAIL, { email: mine, verificationCode: code }))).toMatchObject({
      errorCode: 'verification.code.invalid',
    });
    expect(await outcome(client.call('POST', EMAIL_CODE, { email: 'not-an-address' }))).toMatchObject({ errorCode: 'email.format.invalid' });
  });

  it('limits: 5 codes an hour per member and per address', async () => {
    const client = await signIn(server, addMember(server));
    for (let i = 0; i < 5; i++) expect((await client.call('POST', EMAIL_CODE, { email: `m${i}@example.com` })).status).toBe(200);
    const sixth = await client.call('POST', EMAIL_CODE, { email: 'm9@example.com' });
    expect([sixth.status, sixth.json().errorCode]).toEqual([429, 'email.limit.reached']);
    expect(sixth.json().value.retryAfter).toBeGreaterThan(0);

    // One address flooded from five accounts.
    const address = 'flooded@example.com';
    for (let i = 0; i < 5; i++)
      expect((await (await signIn(server, addMember(server))).call('POST', EMAIL_CODE, { email: address })).status).toBe(200);
    expect(await outcome((await signIn(server, addMember(server))).call('POST', EMAIL_CODE, { email: address.toUpperCase() }))).toEqual({
      status: 429,
      errorCode: 'email.limit.reached',
    });
  });
});

describe('devices', () => {
  it('lists the live sessions with a summary of the browser, this one marked', async () => {
    const member = addMember(server);
    const phone = new TestClient(server);
    const android = 'Mozilla/5.0 (Linux; Android 13; SM-A135F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
    const login = await phone.secure(
      'POST',
      '/wps/session/login',
      { username: member.username, password: member.password, captcha: '', type: 'username', loginDeviceId: phone.deviceId },
      { 'User-Agent': android },
    );
    phone.token = login.json().value.token;
    await signIn(server, member);
    const { list } = (await phone.call('GET', DEVICES)).json().value;
    expect(list).toHaveLength(2);
    expect(list.filter((d: { current: boolean }) => d.current)).toEqual([
      expect.objectContaining({ device: 'Chrome · Android', ip: expect.any(String), lastUsedAt: expect.any(String) }),
    ]);
    const row = server.db.prepare('SELECT device_id FROM sessions WHERE member_id = ? AND device = ?').get(member.id, 'Chrome · Android') as {
      device_id: string;
    };
    expect(row.device_id).toBe(phone.deviceId);
  });

  it('attack: signing out the others ends them (their token → 401), keeps this one, and touches no one else', async () => {
    const member = addMember(server);
    const here = await signIn(server, member);
    const there = await signIn(server, member);
    const other = await signIn(server, member);
    const stranger = addMember(server);
    const strangerClient = await signIn(server, stranger);
    const strangerSession = (await strangerClient.call('GET', DEVICES)).json().value.list[0].id;

    const res = await here.call('DELETE', OTHERS, { id: strangerSession, ids: [strangerSession], memberId: stranger.id });
    expect(res.status, res.text).toBe(200);
    expect(res.json().value).toEqual({ signedOut: 2 });
    for (const gone of [there, other])
      expect(await outcome(gone.call('GET', '/wps/member/info'))).toEqual({ status: 401, errorCode: 'login.not.session' });
    expect((await here.call('GET', '/wps/member/info')).status).toBe(200);
    expect((await here.call('GET', DEVICES)).json().value.list).toHaveLength(1);
    expect((await strangerClient.call('GET', '/wps/member/info')).status).toBe(200);
  });

  it('last use is written at most once a minute', async () => {
    const member = addMember(server);
    const client = await signIn(server, member);
    server.db.prepare('UPDATE sessions SET last_used_at = 1 WHERE member_id = ?').run(member.id);
    await client.call('GET', '/wps/member/info');
    const first = (server.db.prepare('SELECT last_used_at AS at FROM sessions WHERE member_id = ?').get(member.id) as { at: number }).at;
    expect(first).toBeGreaterThan(1);
    server.db.prepare('UPDATE sessions SET last_used_at = ? WHERE member_id = ?').run(first - 1000, member.id);
    await client.call('GET', '/wps/member/info');
    expect((server.db.prepare('SELECT last_used_at AS at FROM sessions WHERE member_id = ?').get(member.id) as { at: number }).at).toBe(first - 1000);
  });
});

describe('summariseUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      'Safari · iOS',
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0', 'Edge · Windows'],
    [
      'Mozilla/5.0 (Linux; Android 12) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0 Mobile Safari/537.36',
      'Samsung Internet · Android',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0', 'Firefox · Linux'],
    ['curl/8.0', ''],
    [undefined, ''],
  ])('%s → %s', (ua, summary) => expect(summariseUserAgent(ua)).toBe(summary));
});
