// /sw.js: the built worker normally; the retiring worker when SERVICE_WORKER=off (docs/offline.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { rawRequest, startTestServer, type TestServer } from './helpers.ts';

const BUILT = 'self.addEventListener("fetch",()=>{});';
const dist = {
  'index.html': '<!doctype html><title>home</title>',
  'sw.js': BUILT,
  '.vite/manifest.json': '{}',
  'routes.json': JSON.stringify({ pages: { '/m/home': 'index.html' }, aliases: {}, fallback: 'index.html' }),
  'csp.json': JSON.stringify({ 'index.html': { 'script-src': [], 'style-src': [] } }),
};

let on: TestServer;
let off: TestServer;
beforeAll(async () => {
  on = await startTestServer({ dist });
  off = await startTestServer({ dist, serviceWorker: false });
});
afterAll(() => Promise.all([on.close(), off.close()]));

describe('/sw.js', () => {
  it('is the built worker, always revalidated', async () => {
    const res = await rawRequest(on.port, '/sw.js');
    expect(res.status).toBe(200);
    expect(res.text).toBe(BUILT);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
  });

  it('switched off, is a worker that deletes the app’s caches and unregisters itself', async () => {
    const res = await rawRequest(off.port, '/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.text).toContain('self.registration.unregister()');
    expect(res.text).toContain("indexOf('bdplay-') === 0");
    // The rest of the app is served as usual.
    expect((await rawRequest(off.port, '/m/home')).status).toBe(200);
  });

  it('is switched by SERVICE_WORKER (on unless off), and a bad value is refused', () => {
    expect(loadConfig({}, []).serviceWorker).toBe(true);
    expect(loadConfig({ SERVICE_WORKER: 'off' }, []).serviceWorker).toBe(false);
    expect(loadConfig({ SERVICE_WORKER: '0' }, []).serviceWorker).toBe(false);
    expect(loadConfig({ SERVICE_WORKER: 'on' }, []).serviceWorker).toBe(true);
    expect(() => loadConfig({ SERVICE_WORKER: 'maybe' }, [])).toThrow(/SERVICE_WORKER must be on or off/);
  });
});
