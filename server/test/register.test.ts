import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSwitch } from '../src/modules/whitelabel/switches.ts';
import { rowCounts, TestClient } from './client.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { registrationPayload } from './registration-payload.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let serial = 0;
/** A number and username nobody has yet. */
function fresh(): { mobile: string; username: string } {
  serial += 1;
  return { mobile: `0181${String(1_000_000 + serial).slice(1)}`, username: `player${String(serial).padStart(3, '0')}` };
}

/** Captcha and SMS code fetched as the page would; returns the fields to add to the payload. */
async function prepare(player: TestClient, mobile: string): Promise<Record<string, string>> {
  const captcha = await player.captcha();
  const sms = await player.call('POST', '/wps/verification/sms/register', { mobileNo: mobile, countryDialingCode: '+880' });
  expect(sms.json().value).toEqual({ expiredMinutes: 5 });
  const [message] = await player.outbox(`+880 ${mobile}`);
  expect(message?.purpose).toBe('register');
  return { captcha, verificationCode: message?.code ?? '', mobileNum: mobile };
}

async function registerByUsername(extra: Record<string, string> = {}) {
  const player = new TestClient(server);
  const { mobile, username } = fresh();
  const ready = await prepare(player, mobile);
  const res = await player.secure(
    'PUT',
    '/wps/member/register',
    registrationPayload({
      username,
      password: 'secret12',
      confirmPassword: 'secret12',
      ...ready,
      ...extra,
    }),
  );
  return { player, res, username, mobile };
}

describe('PUT /wps/member/register (username tab, REGMOBVERF3 on)', () => {
  it('registers, logs in, links the upline of the affiliate code', async () => {
    const { player, res, username } = await registerByUsername({ affiliateCode: 'ag1001', email: 'player@bdplay.example' });
    expect(res.status).toBe(200);
    expect(res.json().value).toMatchObject({ userName: username, customerType: 0, firstTimeLogin: true, passwordExpired: false });
    player.token = res.json().value.token;
    const info = (await player.call('GET', '/wps/member/info')).json().value;
    expect(info).toMatchObject({ account: username, type: 0, toUpline: true, email: 'pl****@bdplay.example' });
    expect((await player.call('GET', '/wps/v2/wallets/balance')).json().value.sumBalance).toBe(0);
    const again = await new TestClient(server).login(username, 'secret12');
    expect(again.json().value.firstTimeLogin).toBe(false);
  });

  it('a wrong or missing SMS code writes nothing', async () => {
    const player = new TestClient(server);
    const { mobile, username } = fresh();
    const ready = await prepare(player, mobile);
    const wrong = ready.verificationCode === '000000' ? '111111' : '000000';
    const before = rowCounts(server);
    const res = await player.secure(
      'PUT',
      '/wps/member/register',
      registrationPayload({
        username,
        password: 'secret12',
        confirmPassword: 'secret12',
        ...ready,
        verificationCode: wrong,
      }),
    );
    expect(res.json().errorCode).toBe('verification.code.invalid');
    expect(rowCounts(server)).toMatchObject({ members: before.members, sessions: before.sessions });
    const missing = await player.secure(
      'PUT',
      '/wps/member/register',
      registrationPayload({
        username,
        password: 'secret12',
        confirmPassword: 'secret12',
        mobileNum: mobile,
        captcha: await player.captcha(),
      }),
    );
    expect(missing.json()).toMatchObject({ errorCode: 'register.format.invalid', value: { field: 'verificationCode', patternId: 17 } });
  });

  it('each format error names its field and patternId', async () => {
    const player = new TestClient(server);
    const base = {
      username: 'goodname1',
      password: 'secret12',
      confirmPassword: 'secret12',
      mobileNum: '01812345678',
      captcha: '123456',
      verificationCode: '123456',
    };
    const cases: Array<[Record<string, string>, string, number]> = [
      [{ username: 'ab' }, 'username', 0],
      [{ username: 'bad name!' }, 'username', 0],
      [{ password: 'abc', confirmPassword: 'abc' }, 'password', 4],
      [{ email: 'not-an-email' }, 'email', 13],
      [{ mobileNum: '01812abc' }, 'mobileNum', 16],
      [{ mobileNum: '' }, 'mobileNum', 16],
      [{ verificationCode: '12ab' }, 'verificationCode', 17],
      [{ affiliateCode: 'a!' }, 'affiliateCode', 19],
      [{ captcha: 'abcdef' }, 'captcha', 3],
      [{ captcha: '' }, 'captcha', 3],
    ];
    const before = rowCounts(server);
    for (const [fields, field, patternId] of cases) {
      const res = await player.secure('PUT', '/wps/member/register', registrationPayload({ ...base, ...fields }));
      expect(res.json(), field).toMatchObject({ errorCode: 'register.format.invalid', value: { field, patternId } });
    }
    const mismatch = await player.secure('PUT', '/wps/member/register', registrationPayload({ ...base, confirmPassword: 'secret13' }));
    // The answer carries the rule and says it (issue 17, item 11), in the request's language.
    const short = { ...base, username: 'ab' };
    const en = (await player.secure('PUT', '/wps/member/register', registrationPayload(short))).json();
    expect(en).toMatchObject({
      value: { field: 'username', patternId: 0, acceptedPattern: '^[a-zA-Z0-9]+$', minLength: 6, maxLength: 12 },
      message: 'The format is incorrect: use 6 to 12 English letters or digits.',
    });
    const bn = (await player.secure('PUT', '/wps/member/register', registrationPayload(short), { Language: 'BN' })).json();
    expect(bn.message).toBe('ফরম্যাট সঠিক নয়: ৬ থেকে ১২টি ইংরেজি অক্ষর বা সংখ্যা দিন।');
    const code = (await player.secure('PUT', '/wps/member/register', registrationPayload({ ...base, captcha: 'abcdef' }))).json();
    expect(code.message).toBe('The format is incorrect: use 4 to 6 digits.');
    const email = (await player.secure('PUT', '/wps/member/register', registrationPayload({ ...base, email: 'not-an-email' }))).json();
    expect(email.message).toBe('The account, password, e-mail, name or mobile number format is incorrect.'); // not said simply
    expect(mismatch.json().errorCode).toBe('register.confirm.mismatch');
    expect(rowCounts(server)).toEqual(before);
  });

  it('a wrong captcha is login.captcha.invalid; an unknown affiliate code is affiliate.code.invalid', async () => {
    const captchaAnswer = await new TestClient(server).captcha();
    const badCaptcha = await registerByUsername({ captcha: captchaAnswer === '000000' ? '111111' : '000000' });
    expect(badCaptcha.res.json().errorCode).toBe('login.captcha.invalid');
    const badCode = await registerByUsername({ affiliateCode: 'NOPE99' });
    expect(badCode.res.json().errorCode).toBe('affiliate.code.invalid');
  });

  it('duplicate username and duplicate mobile number are refused; a taken number only after its code', async () => {
    const taken = await registerByUsername({ username: 'DEMO01' });
    expect(taken.res.json().errorCode).toBe('register.username.exists');
    // A member's number gets no code but an SMS saying it has an account; the answer is a free number's.
    const player = new TestClient(server);
    const sms = await player.call('POST', '/wps/verification/sms/register', { mobileNo: '01711000001', countryDialingCode: '+880' });
    expect(sms.json().value).toEqual({ expiredMinutes: 5 });
    expect((await player.outbox('+880 01711000001'))[0]).toMatchObject({ purpose: 'register', code: '' });
    // The number was free when the code was sent and taken before the form was sent.
    const { mobile, username } = fresh();
    const second = new TestClient(server);
    const ready = await prepare(second, mobile);
    server.db
      .prepare(
        "INSERT INTO members (merchant, username, password_hash, dialing_code, mobile, reg_date) VALUES ('bdm01', ?, ?, '+880', ?, '2024-01-01')",
      )
      .run(`${username}x`, 'scrypt$taken', mobile.slice(1));
    const dup = await second.secure(
      'PUT',
      '/wps/member/register',
      registrationPayload({ username, password: 'secret12', confirmPassword: 'secret12', ...ready }),
    );
    expect(dup.json().errorCode).toBe('register.mobile.exists');
  });

  it('REGMOBVERF3 off: no SMS code needed; USERNAMEREG3 off: function.not.available', async () => {
    setSwitch(server.db, 'bdm01', 'REGMOBVERF3', false);
    try {
      const player = new TestClient(server);
      const { mobile, username } = fresh();
      const res = await player.secure(
        'PUT',
        '/wps/member/register',
        registrationPayload({
          username,
          password: 'secret12',
          confirmPassword: 'secret12',
          mobileNum: mobile,
          captcha: await player.captcha(),
        }),
      );
      expect(res.json().value.userName).toBe(username);
    } finally {
      setSwitch(server.db, 'bdm01', 'REGMOBVERF3', true);
    }
    setSwitch(server.db, 'bdm01', 'USERNAMEREG3', false);
    try {
      expect((await new TestClient(server).secure('PUT', '/wps/member/register', registrationPayload({}))).json().errorCode).toBe(
        'function.not.available',
      );
    } finally {
      setSwitch(server.db, 'bdm01', 'USERNAMEREG3', true);
    }
  });
});

describe('PUT /wps/member/register/mobile', () => {
  it('the number is the username; with MOBILENUMPASSREG3 on, a password is asked', async () => {
    const player = new TestClient(server);
    const { mobile } = fresh();
    const ready = await prepare(player, mobile);
    const noPassword = await player.secure('PUT', '/wps/member/register/mobile', registrationPayload({ username: mobile, ...ready }));
    expect(noPassword.json()).toMatchObject({ errorCode: 'register.format.invalid', value: { field: 'password' } });
    const res = await player.secure(
      'PUT',
      '/wps/member/register/mobile',
      registrationPayload({
        username: mobile,
        password: 'secret12',
        confirmPassword: 'secret12',
        ...ready,
        captcha: await player.captcha(),
      }),
    );
    expect(res.json().value).toMatchObject({ userName: mobile, customerType: 0 });
    expect((await new TestClient(server).login(mobile, 'secret12')).status).toBe(200);
  });

  it('without MOBILENUMPASSREG3 there is no password: the member logs in by SMS', async () => {
    setSwitch(server.db, 'bdm01', 'MOBILENUMPASSREG3', false);
    try {
      const player = new TestClient(server);
      const { mobile } = fresh();
      const res = await player.secure(
        'PUT',
        '/wps/member/register/mobile',
        registrationPayload({ username: mobile, ...(await prepare(player, mobile)) }),
      );
      expect(res.json().value.userName).toBe(mobile);
      // No password works, not even an empty one.
      expect((await new TestClient(server).login(mobile, '')).json().errorCode).toBe('login.credentials.invalid');
    } finally {
      setSwitch(server.db, 'bdm01', 'MOBILENUMPASSREG3', true);
    }
  });

  it('MOBILENUMREG3 off: function.not.available', async () => {
    setSwitch(server.db, 'bdm01', 'MOBILENUMREG3', false);
    try {
      expect((await new TestClient(server).secure('PUT', '/wps/member/register/mobile', registrationPayload({}))).json().errorCode).toBe(
        'function.not.available',
      );
    } finally {
      setSwitch(server.db, 'bdm01', 'MOBILENUMREG3', true);
    }
  });
});

describe('GET /wps/agent/affiliate', () => {
  it('answers the stored code for a known one (any case), affiliate.code.invalid otherwise', async () => {
    const player = new TestClient(server);
    expect((await player.call('GET', '/wps/agent/affiliate?code=ag1001&domain=bdplay.example')).json().value).toEqual({ code: 'AG1001' });
    for (const code of ['NOPE99', '']) {
      const res = await player.call('GET', `/wps/agent/affiliate?code=${code}&domain=bdplay.example`);
      expect(res.status).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'affiliate.code.invalid', message: 'The invitation code is wrong.' });
    }
  });
});
