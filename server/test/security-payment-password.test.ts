import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPasswordSync } from '../src/lib/passwords.ts';
import { insertMember } from '../src/modules/accounts/members.ts';
import { verifyPaymentPassword } from '../src/modules/payment-password/verify.ts';
import { startChildServer } from './child-server.ts';
import { TestClient } from './client.ts';
import { startTestServer, type TestServer } from './helpers.ts';

/**
 * Issue 20, the payment password (docs/money.md, "Payment password"): the attacker holds a stolen
 * session token (and the tab it came from), but not the login password, the old payment password
 * or the member's phone.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const SET = '/wps/member/paymentPassword';
const SEND_CODE = '/wps/member/paymentPassword/sms';
const CONFIG = '/wps/v2/member/securityConfig';

let nextNumber = 1;

/** A fresh member (own counts, own number), signed in. */
async function newMember(options: { password?: string; phone?: boolean } = {}): Promise<{ client: TestClient; id: number; mobile: string }> {
  const password = options.password ?? 'secret77';
  const username = `pay${String(nextNumber).padStart(4, '0')}`;
  const mobile = `17220${String(nextNumber++).padStart(5, '0')}`;
  const id = insertMember(server.db, {
    merchant: 'bdm01',
    username,
    passwordHash: hashPasswordSync(password),
    type: 0,
    phone: options.phone === false ? null : { dialingCode: '+880', mobile },
    email: null,
    nickname: null,
    payeeName: null,
    extra: {},
    uplineId: null,
    registerMethod: 'H5',
    registerUrl: 'test',
    registerDomain: 'test',
    regDate: new Date().toISOString(),
    balanceMinor: 0,
  });
  const client = new TestClient(server);
  expect((await client.login(username, password)).status).toBe(200);
  return { client, id, mobile: `0${mobile}` };
}

const body = (fresh: string, proof: Record<string, string>) => ({ newPaymentPassword: fresh, confirmNewPaymentPassword: fresh, ...proof });

const storedHash = (id: number): string | undefined =>
  (server.db.prepare('SELECT hash FROM payment_passwords WHERE member_id = ?').get(id) as { hash: string } | undefined)?.hash;

const answer = (r: { status: number; json: () => any }) => [r.status, r.json().errorCode];

async function codeFor(client: TestClient, mobile: string): Promise<string> {
  expect((await client.call('POST', SEND_CODE)).status).toBe(200);
  const [message] = await client.outbox(`+880 ${mobile}`);
  expect(message).toMatchObject({ channel: 'sms', purpose: 'payment' });
  return message!.code;
}

describe('payment password with a stolen session token', () => {
  it('the token alone sets nothing: no proof, a wrong login password, a guessed code, an "old" one', async () => {
    const { client: thief, id } = await newMember();
    const answers = [
      await thief.secure('POST', SET, body('582941', {})),
      await thief.secure('POST', SET, body('582941', { loginPassword: '', oldPaymentPassword: '', verificationCode: '' })),
      await thief.secure('POST', SET, body('582941', { loginPassword: 'guess123' })),
      await thief.secure('POST', SET, body('582941', { verificationCode: '123456' })),
      await thief.secure('POST', SET, body('582941', { oldPaymentPassword: '582940' })),
      // Two proofs at once are no proof either.
      await thief.secure('POST', SET, body('582941', { loginPassword: 'guess123', verificationCode: '123456' })),
    ];
    expect(answers.map(answer)).toEqual([
      [400, 'request.body.invalid'],
      [400, 'request.body.invalid'],
      [400, 'password.old.incorrect'],
      [400, 'verification.code.invalid'],
      [400, 'payment.password.required'],
      [400, 'request.body.invalid'],
    ]);
    expect(storedHash(id)).toBeUndefined();
    // A plain JSON body (not encrypted) is refused before anything is read.
    expect((await thief.call('POST', SET, body('582941', { loginPassword: 'secret77' }))).json().errorCode).toBe('request.encryption.invalid');
    expect((await thief.call('GET', CONFIG)).json().value.paymentPasswordSet).toBe(false);
  });

  it('the first one is set with the login password; then the token cannot change it without the old one or a code', async () => {
    const { client, id } = await newMember();
    expect(answer(await client.secure('POST', SET, body('582941', { loginPassword: 'secret77' })))).toEqual([200, null]);
    const hash = storedHash(id);
    expect(hash).toMatch(/^scrypt\$/);
    const answers = [
      // The login password sets a first one only.
      await client.secure('POST', SET, body('672014', { loginPassword: 'secret77' })),
      await client.secure('POST', SET, body('672014', { oldPaymentPassword: '582942' })),
      await client.secure('POST', SET, body('672014', { verificationCode: '000000' })),
    ];
    expect(answers.map(answer)).toEqual([
      [400, 'payment.password.exists'],
      [400, 'payment.password.incorrect'],
      [400, 'verification.code.invalid'],
    ]);
    expect(answers[1]!.json().value).toEqual({ attemptsLeft: 4 });
    expect(storedHash(id)).toBe(hash);
    expect(answer(await client.secure('POST', SET, body('672014', { oldPaymentPassword: '582941' })))).toEqual([200, null]);
    await expect(verifyPaymentPassword(server.db, { id }, '672014')).resolves.toBeUndefined();
    await expect(verifyPaymentPassword(server.db, { id }, '582941')).rejects.toMatchObject({ errorCode: 'payment.password.incorrect' });
  });

  it('a code for another purpose (password change, reset) does not work for payment, nor a payment code for them', async () => {
    const { client, id, mobile } = await newMember();
    expect((await client.call('POST', '/wps/member/password/sms/member')).status).toBe(200);
    const [passwordCode] = await client.outbox(`+880 ${mobile}`);
    expect(passwordCode?.purpose).toBe('password');
    const reset = await new TestClient(server).call('POST', '/wps/member/password/sms', {
      mobileNum: mobile,
      countryDialingCode: '+880',
      loginDeviceId: 'd1',
    });
    expect(reset.status).toBe(200);
    const [resetCode] = await client.outbox(`+880 ${mobile}`);
    expect(resetCode?.purpose).toBe('reset');
    for (const code of [passwordCode!.code, resetCode!.code]) {
      expect(answer(await client.secure('POST', SET, body('582941', { verificationCode: code })))).toEqual([400, 'verification.code.invalid']);
    }
    expect(storedHash(id)).toBeUndefined();

    const paymentCode = await codeFor(client, mobile);
    const change = { oldPassword: '', verificationCode: paymentCode, newPassword: 'other123', confirmNewPassword: 'other123' };
    expect(answer(await client.secure('POST', '/wps/member/password', change))).toEqual([400, 'verification.code.invalid']);
    expect(answer(await client.secure('POST', SET, body('582941', { verificationCode: paymentCode })))).toEqual([200, null]);
    // Used up.
    expect(answer(await client.secure('POST', SET, body('672014', { verificationCode: paymentCode })))).toEqual([400, 'verification.code.invalid']);
  });

  it('a code sent to another member does not work here', async () => {
    const victim = await newMember();
    const other = await newMember();
    const code = await codeFor(other.client, other.mobile);
    expect(answer(await victim.client.secure('POST', SET, body('582941', { verificationCode: code })))).toEqual([400, 'verification.code.invalid']);
    expect(storedHash(victim.id)).toBeUndefined();
  });
});

describe('payment password rules', () => {
  it('six digits, not weak, confirmed, not the login password, not the old one', async () => {
    const { client, id } = await newMember({ password: '482913' });
    const tries: Array<[Record<string, string>, string]> = [
      [body('12345', { loginPassword: '482913' }), 'payment.password.format.invalid'],
      [body('12345a', { loginPassword: '482913' }), 'payment.password.format.invalid'],
      [body('١٢٣٤٥٦', { loginPassword: '482913' }), 'payment.password.format.invalid'],
      [body('111111', { loginPassword: '482913' }), 'payment.password.weak'],
      [body('123456', { loginPassword: '482913' }), 'payment.password.weak'],
      [body('654321', { loginPassword: '482913' }), 'payment.password.weak'],
      [{ ...body('582941', { loginPassword: '482913' }), confirmNewPaymentPassword: '582942' }, 'password.confirm.mismatch'],
      // Without the proof the answer says nothing about the login password...
      [body('482913', { loginPassword: 'wrong999' }), 'password.old.incorrect'],
      // ...with it, the login password is refused as the payment password.
      [body('482913', { loginPassword: '482913' }), 'payment.password.same.as.login'],
    ];
    for (const [payload, code] of tries) expect([code, (await client.secure('POST', SET, payload)).json().errorCode]).toEqual([code, code]);
    expect(storedHash(id)).toBeUndefined();
    expect((await client.secure('POST', SET, body('582941', { loginPassword: '482913' }))).status).toBe(200);
    expect(answer(await client.secure('POST', SET, body('582941', { oldPaymentPassword: '582941' })))).toEqual([400, 'modify.new.old.same']);
    expect(answer(await client.secure('POST', SET, body('482913', { oldPaymentPassword: '582941' })))).toEqual([
      400,
      'payment.password.same.as.login',
    ]);
  });

  it('trial members and guests are refused; the code needs a bound number and keeps the resend wait', async () => {
    const trial = new TestClient(server);
    expect((await trial.login('trial01', 'trial123')).status).toBe(200);
    expect((await trial.secure('POST', SET, body('582941', { loginPassword: 'trial123' }))).json().errorCode).toBe('member.trial.forbidden');
    expect((await trial.call('POST', SEND_CODE)).json().errorCode).toBe('member.trial.forbidden');
    expect((await trial.call('GET', CONFIG)).json().errorCode).toBe('member.trial.forbidden');
    const guest = new TestClient(server);
    for (const r of [await guest.call('POST', SEND_CODE), await guest.call('GET', CONFIG), await guest.secure('POST', SET, body('582941', {}))]) {
      expect(answer(r)).toEqual([401, 'login.not.session']);
    }
    const { client: noPhone } = await newMember({ phone: false });
    expect((await noPhone.call('POST', SEND_CODE)).json().errorCode).toBe('member.mobile.not.found');
    const { client, mobile } = await newMember();
    await codeFor(client, mobile);
    expect(answer(await client.call('POST', SEND_CODE))).toEqual([429, 'sms.too.frequent']);
  });
});

describe('payment password lockout over HTTP', () => {
  it('20 wrong old ones at once: 4 told wrong, the rest locked; a code from the phone ends it; it survives a restart', async () => {
    const { client, id, mobile } = await newMember();
    expect((await client.secure('POST', SET, body('582941', { loginPassword: 'secret77' }))).status).toBe(200);
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => client.secure('POST', SET, body('672014', { oldPaymentPassword: String(100000 + i * 7) }))),
    );
    const codes = guesses.map((r) => r.json().errorCode as string);
    expect(codes.filter((c) => c === 'payment.password.incorrect').length).toBeLessThanOrEqual(4);
    expect(codes.filter((c) => c === 'payment.password.locked').length).toBeGreaterThanOrEqual(16);
    expect(codes.every((c) => c === 'payment.password.incorrect' || c === 'payment.password.locked')).toBe(true);
    const locked = guesses.find((r) => r.json().errorCode === 'payment.password.locked')!;
    expect(locked.status).toBe(429);
    expect(locked.json().value.retryAfter).toBeGreaterThan(3 * 3600 - 60);
    // The right one now is locked out too.
    expect(answer(await client.secure('POST', SET, body('672014', { oldPaymentPassword: '582941' })))).toEqual([429, 'payment.password.locked']);
    const config = (await client.call('GET', CONFIG)).json().value;
    expect(Date.parse(config.paymentPasswordLockedUntil)).toBeGreaterThan(Date.now() + 3 * 3600_000 - 60_000);

    // A restart (another process on this database) reopens nothing.
    server.db.pragma('wal_checkpoint(TRUNCATE)');
    const dir = mkdtempSync(join(tmpdir(), 'payment-restart-'));
    copyFileSync(server.dbPath, join(dir, 'app.db'));
    const restarted = await startChildServer({ dbPath: join(dir, 'app.db'), distDir: server.distDir });
    try {
      const again = new TestClient({ port: restarted.port });
      again.token = client.token;
      expect(answer(await again.secure('POST', SET, body('672014', { oldPaymentPassword: '582941' })))).toEqual([429, 'payment.password.locked']);
    } finally {
      await restarted.stop('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    }

    // The owner's phone ends the lockout.
    const code = await codeFor(client, mobile);
    expect(answer(await client.secure('POST', SET, body('672014', { verificationCode: code })))).toEqual([200, null]);
    expect((await client.call('GET', CONFIG)).json().value.paymentPasswordLockedUntil).toBeNull();
    await expect(verifyPaymentPassword(server.db, { id }, '672014')).resolves.toBeUndefined();
  }, 60_000);
});

describe('securityConfig', () => {
  it("shows only the caller's own data, masked, whatever the request names", async () => {
    const demo = new TestClient(server);
    expect((await demo.login('demo01', 'demo123')).status).toBe(200);
    const agentId = (server.db.prepare("SELECT id FROM members WHERE username = 'agent01'").get() as { id: number }).id;
    const paths = [CONFIG, `${CONFIG}?memberId=${agentId}`, `${CONFIG}?username=agent01&id=${agentId}`];
    for (const path of paths) {
      const res = await demo.call('GET', path);
      expect(res.status).toBe(200);
      expect(res.json().value).toEqual({
        paymentPasswordSet: false,
        paymentPasswordLockedUntil: null,
        mobileNum: '017*****001',
        email: 'de****@bdplay.example',
        // demo01's seeded real name and bKash account (db/seed-withdrawals.ts).
        realName: 'Md. Karim Hossain',
        payoutAccountCount: 1,
        payoutAccountMax: 5,
        deviceCount: expect.any(Number),
      });
      expect(res.text).not.toContain('1711000001');
      expect(res.text).not.toContain('demo01@');
      expect(res.text).not.toContain('000002');
    }
    const { client } = await newMember({ phone: false });
    expect((await client.call('GET', CONFIG)).json().value).toMatchObject({ mobileNum: '', email: '', deviceCount: 1 });
  });
});
