import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { parseFaultRule } from '../src/http/faults/rules.ts';
import { api, rawRequest, startTestServer, type TestServer } from './helpers.ts';

const STATUS = '/wps/system/status';

/** Sends a request and reports how it ended: an answer, a broken connection, or nothing in `waitMs`. */
function outcome(port: number, path: string, headers: Record<string, string>, waitMs = 1500) {
  return new Promise<{ kind: 'answer'; status: number; text: string } | { kind: 'broken'; partial: string } | { kind: 'silence' }>((resolve) => {
    let partial = '';
    const req = request({ host: '127.0.0.1', port, path, headers: { Merchant: 'bdm01', ...headers } }, (res) => {
      res.setEncoding('utf8');
      res.on('data', (c: string) => (partial += c));
      res.on('end', () => resolve({ kind: 'answer', status: res.statusCode ?? 0, text: partial }));
      res.on('aborted', () => resolve({ kind: 'broken', partial }));
      res.on('error', () => resolve({ kind: 'broken', partial }));
    });
    req.on('error', () => resolve({ kind: 'broken', partial }));
    setTimeout(() => (resolve({ kind: 'silence' }), req.destroy()), waitMs);
    req.end();
  });
}

const setFaults = (port: number, scope: string, rules: unknown) =>
  rawRequest(port, '/wps/dev/faults', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Merchant: 'bdm01' },
    body: JSON.stringify({ scope, rules }),
  });

describe('fault injection', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dist: { 'index.html': '<!doctype html><p>app</p>' } });
  });
  afterAll(() => server.close());

  const scoped = (scope: string) => ({ Cookie: `lang=x; fault_scope=${scope}` });

  it('plays each fault only on requests of its scope and matching path', async () => {
    expect((await setFaults(server.port, 'e1', ['error@/wps/system/*'])).json().value.rules).toEqual(['error@/wps/system/*']);
    const failed = await api(server.port, STATUS, scoped('e1'));
    expect(failed.status).toBe(500);
    expect(failed.json()).toMatchObject({ success: false, errorCode: 'system.error' });
    // Another scope, no scope, and another path are untouched.
    expect((await api(server.port, STATUS, scoped('other'))).status).toBe(200);
    expect((await api(server.port, STATUS)).status).toBe(200);
    expect((await api(server.port, '/wps/relay/MCSFE_getListAnnouncements?types=B', scoped('e1'))).status).toBe(200);
    // The header works as the cookie does (tests without a browser).
    expect((await api(server.port, STATUS, { 'X-Fault-Scope': 'e1' })).status).toBe(500);
  });

  it('answers malformed JSON with a 200', async () => {
    await setFaults(server.port, 'm1', ['malformed@/wps/*']);
    const res = await api(server.port, STATUS, scoped('m1'));
    expect(res.status).toBe(200);
    expect(() => JSON.parse(res.text)).toThrow();
  });

  it('cuts a body short, drops the connection, or never answers', async () => {
    await setFaults(server.port, 'c1', ['truncate@/wps/system/*', 'drop@/wps/relay/*', 'hang@/wps/member/*']);
    const cut = await outcome(server.port, STATUS, scoped('c1'));
    expect(cut.kind).toBe('broken');
    expect(cut.kind === 'broken' && cut.partial.startsWith('{"success":true')).toBe(true);
    expect((await outcome(server.port, '/wps/relay/anything', scoped('c1'))).kind).toBe('broken');
    expect((await outcome(server.port, '/wps/member/info', scoped('c1'), 700)).kind).toBe('silence');
    // A hang with a time drops the connection then.
    await setFaults(server.port, 'c2', ['hang:300@/wps/*']);
    expect((await outcome(server.port, STATUS, scoped('c2'), 2000)).kind).toBe('broken');
  });

  it('delays the real answer', async () => {
    await setFaults(server.port, 'l1', ['latency:400@/wps/system/status']);
    const started = Date.now();
    const res = await api(server.port, STATUS, scoped('l1'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    expect(res.json().success).toBe(true);
  });

  it('faults pages and assets too, not only the API', async () => {
    await setFaults(server.port, 'p1', ['error@/m/*']);
    expect((await rawRequest(server.port, '/m/home', { headers: scoped('p1') })).status).toBe(500);
    expect((await rawRequest(server.port, '/m/home')).status).toBe(200);
  });

  it('clears a scope, lists rules, and refuses what it cannot read with a 400', async () => {
    await setFaults(server.port, 'x1', ['drop@/wps/*']);
    expect((await rawRequest(server.port, '/wps/dev/faults?scope=x1')).json().value.rules).toEqual(['drop@/wps/*']);
    expect((await rawRequest(server.port, '/wps/dev/faults?scope=x1', { method: 'DELETE' })).status).toBe(200);
    expect((await api(server.port, STATUS, scoped('x1'))).status).toBe(200);
    for (const body of [['boom@/wps/*'], ['error'], 'error@/wps/*', [42]]) {
      const res = await setFaults(server.port, 'x1', body);
      expect(res.status).toBe(400);
      expect(res.json().errorCode).toBe('request.param.invalid');
    }
    expect((await setFaults(server.port, 'bad scope!', ['error@/x'])).status).toBe(400);
    expect((await rawRequest(server.port, '/wps/dev/faults', { method: 'POST' })).status).toBe(405);
  });
});

describe('fault injection switches', () => {
  it('reads rules from --fault and FAULTS, and refuses them in production', () => {
    const config = loadConfig({ MODE: 'development', FAULTS: 'error@/wps/relay/*, latency:2000@/wps/*' }, [
      '--fault',
      'hang@/wps/member/*',
      '--fresh',
    ]);
    expect(config.faults.map((r) => r.text)).toEqual(['error@/wps/relay/*', 'latency:2000@/wps/*', 'hang@/wps/member/*']);
    expect(config.fresh).toBe(true);
    expect(() => loadConfig({ MODE: 'production' }, ['--fault', 'drop@/wps/*'])).toThrow(/development and test/);
    // Production is also the default mode (issue 19).
    expect(() => loadConfig({}, ['--fault', 'drop@/wps/*'])).toThrow(/development and test/);
    expect(() => loadConfig({}, ['--fault', 'slow@/wps/*'])).toThrow(/expected <error\|malformed/);
    expect(() => loadConfig({}, ['--fault'])).toThrow(/Bad fault rule/);
  });

  it('matches * across slashes, and nothing else as a wildcard', () => {
    const rule = parseFaultRule('drop@/wps/*.json');
    expect(rule.matches('/wps/a/b.json')).toBe(true);
    expect(rule.matches('/wps/a/bxjson')).toBe(false);
    expect(parseFaultRule('latency@/x').ms).toBe(3000);
    expect(parseFaultRule('hang@/x').text).toBe('hang@/x');
    expect(parseFaultRule('hang:500@/x').text).toBe('hang:500@/x');
    expect(() => parseFaultRule('error:5@/x')).toThrow();
  });

  it('has no switch and plays no rule in production', async () => {
    const server = await startTestServer({ mode: 'production', faults: [parseFaultRule('error@/wps/*')] });
    try {
      expect((await setFaults(server.port, 'p', ['error@/wps/*'])).status).toBe(404);
      expect((await api(server.port, STATUS)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
