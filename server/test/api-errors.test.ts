import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Route } from '../src/http/router.ts';
import { MERCHANT, api, rawRequest, startTestServer, type TestServer } from './helpers.ts';

/** Test-only routes: real POST endpoints arrive in later issues, the body rules apply now. */
const extraRoutes: Route[] = [
  { method: 'POST', path: '/wps/test/echo', handler: ({ body }) => ({ received: body }) },
  {
    method: 'GET',
    path: '/wps/test/boom',
    handler: () => {
      throw new Error('secret internals at /srv/app.ts:42');
    },
  },
];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ extraRoutes });
});
afterAll(() => server.close());

const post = (body: string | Buffer, headers: Record<string, string> = {}) =>
  rawRequest(server.port, '/wps/test/echo', {
    method: 'POST',
    headers: { ...MERCHANT, 'Content-Type': 'application/json', ...headers },
    body,
  });

describe('routing errors', () => {
  it('unknown /wps and /lgw paths are 404 request.path.not.found', async () => {
    for (const path of ['/wps/nope', '/lgw/games/nope']) {
      const res = await api(server.port, path);
      expect(res.status, path).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        value: null,
        errorCode: 'request.path.not.found',
        message: expect.any(String),
      });
    }
  });

  it('a wrong method on a known path is 405 with Allow', async () => {
    const res = await rawRequest(server.port, '/wps/system/status', { method: 'DELETE', headers: MERCHANT });
    expect(res.status).toBe(405);
    expect(res.headers['allow']).toBe('GET');
    expect(res.json().errorCode).toBe('request.method.not.allowed');
  });
});

describe('request bodies', () => {
  it('parses JSON', async () => {
    const res = await post(JSON.stringify({ a: 1 }));
    expect(res.json()).toMatchObject({ success: true, value: { received: { a: 1 } } });
  });

  it('malformed JSON is 400 request.body.invalid', async () => {
    const res = await post('{"a":');
    expect(res.status).toBe(400);
    expect(res.json().errorCode).toBe('request.body.invalid');
  });

  it('a body over 64 kB is 413 request.body.too.large (declared or chunked)', async () => {
    const big = Buffer.alloc(65 * 1024, 'a');
    const declared = await post(big);
    expect(declared.status).toBe(413);
    expect(declared.json().errorCode).toBe('request.body.too.large');
    const chunked = await post(big, { 'Transfer-Encoding': 'chunked' });
    expect(chunked.status).toBe(413);
  });
});

describe('Merchant header', () => {
  it('missing is 400 merchant.required', async () => {
    const res = await rawRequest(server.port, '/wps/system/status');
    expect(res.status).toBe(400);
    expect(res.json().errorCode).toBe('merchant.required');
  });

  it('unknown is 400 merchant.not.found', async () => {
    const res = await rawRequest(server.port, '/wps/system/status', { headers: { Merchant: 'nope' } });
    expect(res.status).toBe(400);
    expect(res.json().errorCode).toBe('merchant.not.found');
  });

  it('two Merchant headers are 400 function.not.available, even when equal', async () => {
    const res = await rawRequest(server.port, '/wps/system/status', { headers: { Merchant: ['bdm01', 'bdm01'] } });
    expect(res.status).toBe(400);
    expect(res.json().errorCode).toBe('function.not.available');
  });
});

describe('messages and failures', () => {
  it('localises message by Language, BN by default', async () => {
    const en = (await api(server.port, '/wps/nope', { Language: 'EN' })).json().message;
    const bn = (await api(server.port, '/wps/nope')).json().message;
    expect(en).toBe('The requested URL does not exist.');
    expect(bn).not.toBe(en);
    expect(bn).toMatch(/[\u0980-\u09FF]/);
  });

  it('a thrown error is 500 system.error without internals, and the server keeps serving', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await api(server.port, '/wps/test/boom');
    expect(res.status).toBe(500);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'system.error', value: null });
    expect(res.text).not.toMatch(/secret|\/srv|at /);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
    expect((await api(server.port, '/wps/system/country')).status).toBe(200);
  });
});
