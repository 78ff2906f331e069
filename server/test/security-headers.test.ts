import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isTlsRequest } from '../src/http/request-info.ts';
import { MERCHANT, rawRequest, startTestServer, type RawResponse, type TestServer } from './helpers.ts';

/**
 * Issue 19, point 15: the headers a money app owes its players' browsers. Framing is refused
 * twice (CSP frame-ancestors and X-Frame-Options, for browsers that read only the latter), the
 * page gives up device features it never uses, and a connection that came over TLS is kept on
 * TLS (HSTS) with the captcha cookie never sent in clear (Secure). Issue 22 put the document
 * headers on documents only (HTML and the error pages a browser may show), nosniff on scripts,
 * styles and JSON: the last describe holds every HTML answer and error page to that.
 */

const DIST = { 'index.html': '<!doctype html><title>app</title>', 'assets/app-1a2b3c.js': 'console.log(1)' };
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

  it('pages and the demo game refuse to be framed by another site', async () => {
    expect((await get(server, PAGE)).headers['x-frame-options']).toBe('DENY');
    // Issue 22: moved to documents (API answers carried it until then); JSON keeps nosniff.
    expect((await get(server, API)).headers['x-frame-options']).toBeUndefined();
    expect((await get(server, API)).headers['x-content-type-options']).toBe('nosniff');
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

describe('every HTML answer and every error page keeps the document headers (issue 22)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dist: DIST });
  });
  afterAll(() => server.close());

  const expectDocumentHeaders = (res: RawResponse, what: string, framing = 'DENY'): void => {
    expect(res.headers['x-content-type-options'], what).toBe('nosniff');
    expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options'], what).toBe(framing);
  };
  const request = (path: string, method = 'GET') => rawRequest(server.port, path, { method, headers: MERCHANT });

  it('pages (canonical, alias, fallback, HEAD), the demo game and the demo payment page: with CSP and Permissions-Policy', async () => {
    const pages: Array<[RawResponse, string, string?]> = [
      [await request(PAGE), PAGE],
      [await request('/'), '/'],
      [await request('/m/no/such/page'), 'the fallback'],
      [await request(PAGE, 'HEAD'), 'HEAD'],
      [await request('/demo-game?launch=gone'), 'demo game', 'SAMEORIGIN'],
      [await request('/demo-pay?orderNo=NONE'), 'demo payment page'],
    ];
    for (const [res, what, framing] of pages) {
      expect(res.headers['content-type'], what).toMatch(/^text\/html/);
      expectDocumentHeaders(res, what, framing);
      expect(res.headers['content-security-policy'], what).toMatch(/frame-ancestors|default-src 'none'/);
      expect(res.headers['permissions-policy'], what).toContain('camera=()');
    }
  });

  it('error pages (400, 404, 405): nosniff, referrer policy, no framing', async () => {
    const errors: Array<[RawResponse, number]> = [
      [await request('/%E0%A4%A'), 400],
      [await request('/assets/gone-1.js'), 404],
      [await request('/cdn/games/jl/no_such_game.png'), 404],
      [await request(PAGE, 'POST'), 405],
      [await request('/demo-game', 'POST'), 405],
    ];
    for (const [res, status] of errors) {
      expect(res.status).toBe(status);
      expectDocumentHeaders(res, `${status}`);
    }
    // API errors are JSON: nosniff.
    const apiError = await request('/wps/nope');
    expect(apiError.status).toBe(404);
    expect(apiError.headers['x-content-type-options']).toBe('nosniff');
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
    for (const path of [PAGE, API, CAPTCHA, '/assets/app-1a2b3c.js', '/assets/gone-1.js']) {
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
