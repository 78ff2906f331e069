/**
 * Accounts in e2e tests: the seeded demo accounts, unique new players, and the reference server's
 * development outbox (SMS codes, e-mails and captcha answers; docs/accounts.md). The outbox
 * exists only when the server runs in development or test mode, as the e2e servers do.
 *
 *   const code = await latestCode(request, baseURL, smsAddress(player.mobile));
 *   const answer = await captchaAnswer(page);
 *   const player = await registerViaApi(request, baseURL, { paymentPassword: '371946' });
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { encryptPayload, importServerKey } from '../../server/test/codec.ts';

export const MERCHANT = 'bdm01';
export const DIALING_CODE = '+880';

/** Seeded by the server (docs/accounts.md "Demo accounts"). Never change their passwords in a
 *  test: the main server is shared by parallel workers. */
export const DEMO = {
  member: { username: 'demo01', password: 'demo123', mobile: '01711000001', email: 'demo01@bdplay.example' },
  agent: { username: 'agent01', password: 'agent123', mobile: '01711000002', affiliateCode: 'AG1001' },
  trial: { username: 'trial01', password: 'trial123' },
} as const;

export interface NewPlayer {
  username: string;
  password: string;
  /** 11 digits, Bangladeshi style (`017…`). */
  mobile: string;
}

let counter = 0;

/** A player no other test (or earlier run) uses: the username is 6–12 letters and digits. */
export function newPlayer(): NewPlayer {
  counter++;
  const stamp = (Date.now() % 1e9).toString(36); // 6 characters
  const salt = Math.floor(Math.random() * 36 ** 2)
    .toString(36)
    .padStart(2, '0');
  const digits = String(Date.now() % 1e6).padStart(6, '0') + String(Math.floor(Math.random() * 100)).padStart(2, '0');
  return {
    username: `p${stamp}${salt}${counter % 10}`.slice(0, 12),
    password: `pw${Math.floor(Math.random() * 1e6)}`.padEnd(8, '7'),
    mobile: `019${digits}`,
  };
}

/** The outbox address of an SMS: dialing code, a space, the number (any spelling: the server looks it up in its one form). */
export const smsAddress = (mobile: string, dialingCode = DIALING_CODE) => `${dialingCode} ${mobile}`;

export interface OutboxMessage {
  id: number;
  channel: 'sms' | 'email' | 'captcha';
  to: string;
  purpose: string;
  code: string | null;
  text: string;
  createdAt: string;
}

export async function readOutbox(request: APIRequestContext, baseURL: string, to: string): Promise<OutboxMessage[]> {
  // A read: retried on ECONNRESET, which a kept-alive connection the server just closed gives.
  const res = await request.get(`${baseURL}/wps/dev/outbox`, { params: { to }, headers: { Merchant: MERCHANT }, maxRetries: 2 });
  const body = await res.json();
  if (!body.success) throw new Error(`outbox: ${res.status()} ${body.errorCode}`);
  return body.value as OutboxMessage[];
}

/** Waits (up to 10 s) for a message to `to` newer than `afterId` and returns it. */
export async function waitForMessage(request: APIRequestContext, baseURL: string, to: string, afterId = 0): Promise<OutboxMessage> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const newest = (await readOutbox(request, baseURL, to))[0];
    if (newest && newest.id > afterId) return newest;
    if (Date.now() > deadline) throw new Error(`outbox: nothing for ${to}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The code of the newest message to `to` (an SMS code, or a captcha answer). */
export async function latestCode(request: APIRequestContext, baseURL: string, to: string, afterId = 0): Promise<string> {
  const message = await waitForMessage(request, baseURL, to, afterId);
  if (!message.code) throw new Error(`outbox: message ${message.id} to ${to} has no code`);
  return message.code;
}

/** The id of the newest message to `to` (0 when none), to wait for a newer one later. */
export async function newestId(request: APIRequestContext, baseURL: string, to: string): Promise<number> {
  return (await readOutbox(request, baseURL, to))[0]?.id ?? 0;
}

/** The answer of the captcha picture the page shows now (tied to its `captchaId` cookie). */
export async function captchaAnswer(page: Page, baseURL: string): Promise<string> {
  // Not filtered by URL: the cookie's path is /wps, which the page's URL is not under.
  const cookie = (await page.context().cookies()).find((c) => c.name === 'captchaId');
  if (!cookie) throw new Error('no captchaId cookie: the page has not loaded a captcha');
  return latestCode(page.request, baseURL, cookie.value);
}

/** An encrypted call as the app makes it (docs/accounts.md, "Encrypted bodies"): the server's key,
 *  the body encrypted, the answer checked (2xx, errorCode null) and its value returned. */
export async function secureCall(
  request: APIRequestContext,
  baseURL: string,
  method: 'put' | 'post',
  path: string,
  payload: object,
  token?: string,
): Promise<Record<string, unknown>> {
  const headers = { Merchant: MERCHANT };
  const { spki } = (await (await request.get(`${baseURL}/wps/session/key/rsa`, { headers })).json()).value;
  const { encryption, body } = await encryptPayload(await importServerKey(spki), payload);
  const res = await request[method](`${baseURL}${path}`, {
    headers: { ...headers, Encryption: encryption, 'Content-Type': 'application/json;charset=UTF-8', ...(token ? { Authorization: token } : {}) },
    data: body,
  });
  expect(res.ok(), await res.text()).toBe(true);
  const answer = await res.json();
  expect(answer.errorCode, JSON.stringify(answer)).toBeNull();
  return answer.value;
}

export interface RegisterOptions {
  /** Registers under this agent's invitation code. */
  affiliateCode?: string;
  /** Also sets this payment password (with the login password). */
  paymentPassword?: string;
  /** An e-mail address too, made from the new username. */
  email?: (username: string) => string;
}

/**
 * A new player registered through the API as the register page does it (captcha, SMS code, the
 * encrypted body), for a test about what comes after registering. Returns the player and the
 * session token the registration answered with.
 */
export async function registerViaApi(
  request: APIRequestContext,
  baseURL: string,
  options: RegisterOptions = {},
): Promise<NewPlayer & { token: string; email: string }> {
  const player = newPlayer();
  const email = options.email?.(player.username) ?? '';
  const headers = { Merchant: MERCHANT };
  await request.get(`${baseURL}/wps/captcha`, { headers }); // sets the captchaId cookie (path /wps)
  const captchaId = (await request.storageState()).cookies.find((c) => c.name === 'captchaId')?.value ?? '';
  const captcha = await latestCode(request, baseURL, captchaId);
  const to = smsAddress(player.mobile);
  const before = await newestId(request, baseURL, to);
  const sms = await request.post(`${baseURL}/wps/verification/sms/register`, {
    headers,
    data: { mobileNo: player.mobile, countryDialingCode: DIALING_CODE },
  });
  expect(sms.ok(), await sms.text()).toBe(true);
  const { token } = (await secureCall(request, baseURL, 'put', '/wps/member/register', {
    username: player.username,
    password: player.password,
    confirmPassword: player.password,
    email,
    mobileNum: player.mobile,
    countryDialingCode: DIALING_CODE,
    captcha,
    verificationCode: await latestCode(request, baseURL, to, before),
    ...(options.affiliateCode ? { affiliateCode: options.affiliateCode } : {}),
    registerUrl: '127.0.0.1',
    registerMethod: 'H5',
    domain: '',
    type: 0,
  })) as { token: string };
  if (options.paymentPassword) {
    const fresh = options.paymentPassword;
    await secureCall(
      request,
      baseURL,
      'post',
      '/wps/member/paymentPassword',
      { newPaymentPassword: fresh, confirmNewPaymentPassword: fresh, loginPassword: player.password },
      token,
    );
  }
  return { ...player, token, email };
}
