import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isTlsRequest } from '../src/http/request-info.ts';
import { MERCHANT, rawRequest, startTestServer, type RawResponse, type TestServer } from './helpers.ts';

/**
 * Issue 19, point 15: the headers a money app owes its players' browsers. Framing is refused
 * twice (CSP frame-ancestors and X-Frame-Options, for browsers that read only the latter), the
 * page gives up device features it never uses, and a connection that came over TLS is kept on
 * TLS (HSTS) with the captcha cookie never sent in clear (Secure).
 */

const DIST = { 'index.html': '<!doctype html><title>app</title>' };
const PAGE = '/m/home';
const API = '/wps/system/status';
const CAPTCHA = '/wps/captcha';
const UNUSED_FEATURES = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'midi', 'display-capture'];

const get = (server: TestServer, path: string, headers: Record<string, string> = {}): Promise<RawResponse> =>
  rawRequest(server.port, path, { headers: { ...MERCHANT, ...headers } });
const captchaCookie = (res: RawResponse): string => String((res.headers['set-cookie'] as string[] | undefined)?.[0] ?? '');

describe('without a proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dist: DIST });
  });
  afterAll(() => server.close());

  it('pages, API answers and the demo game refuse to be framed by another site', async () => {
    expect((await get(server, PAGE)).headers['x-frame-options']).toBe('DENY');
    expect((await get(server, API)).headers['x-frame-options']).toBe('DENY');
    // The demo game's CSP allows our own pages to frame it (frame-ancestors 'self'): the same here.
    expect((await get(server, '/demo-game?launch=gone')).headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('pages deny the device features no page uses', async () => {
    for (const path of [PAGE, '/demo-game?launch=gone']) {
      const policy = String((await get(server, path)).headers['permissions-policy'] ?? '');
      for (const feature of UNUSED_FEATURES) expect(policy, `${path} ${feature}`).toContain(`${feature}=()`);
      // Copying the invite code and sharing it are used (ReferralPanel): not denied.
      expect(policy, path).not.toMatch(/clipboard-write|web-share/);
    }
  });

  it('plain HTTP gets no HSTS and a captcha cookie without Secure, whatever X-Forwarded-Proto says', async () => {
    for (const headers of [{}, { 'X-Forwarded-Proto': 'https' }] as Array<Record<string, string>>) {
      expect((await get(server, PAGE, headers)).headers['strict-transport-security']).toBeUndefined();
      const captcha = await get(server, CAPTCHA, headers);
      expect(captcha.headers['strict-transport-security']).toBeUndefined();
      expect(captchaCookie(captcha)).toMatch(/^captchaId=/);
      expect(captchaCookie(captcha)).not.toMatch(/;\s*Secure/i);
    }
  });
});

describe('behind a trusted proxy that terminates TLS', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dist: DIST, trustProxy: 1 });
  });
  afterAll(() => server.close());

  it('an https request gets HSTS on pages and API answers, and a Secure captcha cookie', async () => {
    const https = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '198.51.100.7' };
    for (const path of [PAGE, API, CAPTCHA]) {
      expect((await get(server, path, https)).headers['strict-transport-security'], path).toMatch(/^max-age=31536000\b/);
    }
    const cookie = captchaCookie(await get(server, CAPTCHA, https));
    expect(cookie).toMatch(/;\s*Secure(;|$)/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
  });

  it('an http request through the proxy gets neither', async () => {
    const http = { 'X-Forwarded-Proto': 'http' };
    expect((await get(server, PAGE, http)).headers['strict-transport-security']).toBeUndefined();
    expect(captchaCookie(await get(server, CAPTCHA, http))).not.toMatch(/Secure/);
  });
});

describe('isTlsRequest', () => {
  const request = (encrypted: boolean, proto?: string): IncomingMessage =>
    ({ socket: { encrypted }, headers: proto === undefined ? {} : { 'x-forwarded-proto': proto } }) as unknown as IncomingMessage;

  it('is the socket itself when nothing stands in front; the proxy`s word (the last value) when one does', () => {
    expect(isTlsRequest(request(true), 0)).toBe(true);
    expect(isTlsRequest(request(false, 'https'), 0)).toBe(false);
    expect(isTlsRequest(request(false, 'https'), 1)).toBe(true);
    expect(isTlsRequest(request(false, 'HTTPS'), 1)).toBe(true);
    // The proxy nearest the server wrote the last value; anything before it came from further out.
    expect(isTlsRequest(request(false, 'https, http'), 1)).toBe(false);
    expect(isTlsRequest(request(false, 'http, https'), 1)).toBe(true);
    expect(isTlsRequest(request(false), 1)).toBe(false);
  });
});
