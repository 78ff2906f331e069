/**
 * Accounts in e2e tests: the seeded demo accounts, unique new players, and the reference server's
 * development outbox (SMS codes, e-mails and captcha answers; docs/accounts.md). The outbox
 * exists only when the server runs in development or test mode, as the e2e servers do.
 *
 *   const code = await latestCode(request, baseURL, smsAddress(player.mobile));
 *   const answer = await captchaAnswer(page);
 */
import type { APIRequestContext, Page } from '@playwright/test';

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
