/**
 * The app as a merchant on the platform's legacy codec runs it (issue 23; docs/api.md, "Platform
 * compatibility: legacy codec"): `npm run build:legacy` builds dist-legacy/ for bdm02 ("Padma
 * Play", seeded with `codec = 'legacy'`) with VITE_CODEC=legacy, and this spec serves that build
 * from a reference server of its own. A player signs in with the platform's DES + textbook RSA
 * body, sees their balance, and reads the customer-service links the server DES-encrypts; a wrong
 * password gets the specification's message. And the default build never fetches the legacy
 * chunk. `npm test` builds dist-legacy/ after dist/; run alone, the spec builds it when it is
 * missing or older than dist/.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { consoleErrors } from './support/console.ts';
import { DEMO, newPlayer } from './support/accounts.ts';
import { logIn, open } from './support/app.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';

const BUILD = 'dist-legacy';
/** bdm02's seeded member (server/src/db/seed-data/second-merchant.ts). */
const PLAYER = { username: 'player01', password: 'demo123' };
/** Its Telegram contact, sent DES-encrypted in `info.customerService[]`. */
const TELEGRAM = 'https://t.padmaplay.example/help';

const bn = {
  username: 'ইউজারনেম',
  password: 'পাসওয়ার্ড',
  login: 'লগ ইন',
  wrong: 'ব্যবহারকারী নেই অথবা পাসওয়ার্ড ভুল',
  contact: 'গ্রাহক সেবায় যোগাযোগ করুন',
  telegram1: 'টেলিগ্রাম ১',
};

let server: OwnServer;

/** The legacy build is there and not older than the default one (so built from this source). */
function legacyBuildIsCurrent(): boolean {
  const page = `${BUILD}/index.html`;
  return existsSync(page) && (!existsSync('dist/index.html') || statSync(page).mtimeMs >= statSync('dist/index.html').mtimeMs);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  if (!legacyBuildIsCurrent()) {
    // About 20 s quiet, a minute or more beside other tests.
    test.setTimeout(240_000);
    execFileSync('npm', ['run', 'build:legacy'], { stdio: 'ignore', timeout: 220_000 });
  }
  server = await startOwnServer({ build: BUILD });
});
test.afterAll(async () => {
  await server?.close();
});

/** Fills and sends the legacy build's login form (the answer may be a refusal). */
async function submitLogin(page: Page, username: string, password: string) {
  await open(page, `${server.baseURL}/m/login`);
  await page.getByRole('textbox', { name: bn.username, exact: true }).fill(username);
  await page.getByLabel(bn.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: bn.login, exact: true }).click();
}

test('player01 signs in to the legacy merchant with the platform codec and sees their balance', async ({ page }) => {
  const errors = consoleErrors(page);
  const keyAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/session/key/rsa');
  const loginCall = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/session/login');
  await submitLogin(page, PLAYER.username, PLAYER.password);

  // The key as the platform sends it: the bare modulus in hex, not our JSON.
  const key = await keyAnswer;
  expect(key.headers()['content-type']).toMatch(/^text\/plain/);
  const modulus = (await key.text()).trim();
  expect(modulus).toMatch(/^[0-9a-f]{256}$/i);

  // The body as the platform's clients seal it (§4): the Base64 of whole DES blocks, the session
  // key as textbook RSA in hex (the default codec sends Base64 RSA-OAEP here), the v2 headers too.
  const login: Request = await loginCall;
  const headers = login.headers();
  expect(headers['merchant']).toBe('bdm02');
  expect(headers['encryption']).toMatch(/^[0-9a-f]{256}$/);
  expect(headers['x-rsa']).toBe(modulus);
  const body = login.postDataJSON() as { value: string };
  expect(Object.keys(body)).toEqual(['value']);
  expect(headers['x-digest']).toBe(body.value);
  expect(Buffer.from(body.value, 'base64').length % 8).toBe(0);
  expect(JSON.stringify(body)).not.toContain(PLAYER.password);

  await expect(page).toHaveURL(/\/m\/home$/);
  const header = page.getByRole('banner');
  await expect(header).toContainText(PLAYER.username);
  await expect(header).toContainText('৫,৪৩২.১০'); // ৳5,432.10, bdm02's seeded balance
  expect(errors).toEqual([]);
});

test('a refused sign-in gets the message and keeps the username', async ({ page }) => {
  // An unknown player: failures count towards a lock-out, which the seeded one must never reach.
  const stranger = newPlayer();
  const errors = consoleErrors(page, { ignore: [/status of 4\d\d/] });
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/session/login');
  await submitLogin(page, stranger.username, stranger.password);
  // Read, then refused for what it says: the codec was understood.
  expect((await (await answered).json()).errorCode).toBe('login.credentials.invalid');
  await expect(page.getByRole('alert')).toHaveText(bn.wrong);
  await expect(page.getByRole('textbox', { name: bn.username, exact: true })).toHaveValue(stranger.username);
  expect(errors).toEqual([]);
});

test('customer service reveals the DES-encrypted links as the merchant set them', async ({ page }) => {
  const errors = consoleErrors(page);
  const status = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/system/status');
  await open(page, `${server.baseURL}/m/service`);
  // Sent encrypted (platform reference §5), not as the URL itself.
  const sent = JSON.stringify(await (await status).json());
  expect(sent).not.toContain(TELEGRAM);
  const contacts = page.getByRole('navigation', { name: bn.contact });
  await expect(contacts.getByRole('link', { name: bn.telegram1 })).toHaveAttribute('href', TELEGRAM);
  expect(errors).toEqual([]);
});

test('the default build signs in without fetching the legacy codec', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await logIn(page, DEMO.member.username, DEMO.member.password);
  await expect(page.getByRole('banner')).toContainText(DEMO.member.username);
  expect(fetched).toContain('/wps/session/login');
  expect(fetched.filter((p) => p.includes('legacy-codec'))).toEqual([]);
});
