import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { rawRequest, startTestServer, writeDist, type TestServer } from './helpers.ts';

const INDEX = '<!doctype html><title>home</title>';
const MAINT = '<!doctype html><title>maintenance</title>';
const APP_JS = 'console.log("app");'.repeat(50);
const MANIFEST = '{"name":"BD Play"}';
const SCRIPT_HASH = "'sha256-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789+/abcde='";
const STYLE_HASH = "'sha256-ZyXwVuTsRqPoNmLkJiHgFeDcBa9876543210+/zyxwv='";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    dist: {
      'index.html': INDEX,
      'm/maintenance.html': MAINT,
      'assets/app-1a2b3c.js': APP_JS,
      'assets/app-1a2b3c.js.br': brotliCompressSync(APP_JS),
      'assets/app-1a2b3c.js.gz': gzipSync(APP_JS),
      'manifest.webmanifest': MANIFEST,
      'manifest.webmanifest.br': brotliCompressSync(MANIFEST),
      'assets/app-1a2b3c.css': 'body{margin:0}',
      'cdn/banners/home-1.webp': 'RIFF....WEBPVP8 ',
      'icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '.vite/manifest.json': '{}',
      'routes.json': JSON.stringify({
        pages: { '/m/home': 'index.html', '/m/maintenance': 'm/maintenance.html' },
        aliases: { '/': '/m/home', '/m': '/m/home', '/m/index.html': '/m/home', '/register.html': '/m/register' },
        fallback: 'index.html',
      }),
      'csp.json': JSON.stringify({ 'index.html': { 'script-src': [SCRIPT_HASH, "'unsafe-inline'"], 'style-src': [STYLE_HASH] } }),
    },
  });
  // Outside dist: must never be served.
  writeFileSync(join(server.dir, 'secret.txt'), 'TOP-SECRET');
});
afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = {}) => rawRequest(server.port, path, { headers });

describe('routes', () => {
  it('serves canonical pages and their aliases, with or without a trailing slash', async () => {
    for (const path of ['/m/home', '/', '/m', '/m/', '/m/index.html', '/m/home/?x=1']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.text, path).toBe(INDEX);
    }
    expect((await get('/m/maintenance')).text).toBe(MAINT);
  });

  it('serves the fallback HTML with 200 for unknown routes, 404 for missing assets', async () => {
    for (const path of ['/m/login', '/register.html', '/m/whatever/deep']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.text, path).toBe(INDEX);
    }
    const missing = await get('/assets/gone-123.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/plain/);
    expect((await get('/.vite/manifest.json')).status).toBe(404);
  });

  it('refuses to leave the dist directory', async () => {
    const attempts = [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/..%2fsecret.txt',
      '/m/%2e%2e/%2e%2e/secret.txt',
      '/%5c..%5csecret.txt',
      '/secret.txt%00.html',
    ];
    for (const path of attempts) {
      const res = await get(path);
      expect(res.text, path).not.toContain('TOP-SECRET');
      expect([400, 404], path).toContain(res.status);
    }
  });

  it('rejects other methods with 405', async () => {
    const res = await rawRequest(server.port, '/m/home', { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers['allow']).toBe('GET, HEAD');
  });
});

describe('encoding, types and caching', () => {
  it('negotiates br, then gzip, then identity; Vary wherever a compressed variant exists', async () => {
    const br = await get('/assets/app-1a2b3c.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toEqual(brotliCompressSync(APP_JS));
    const gz = await get('/assets/app-1a2b3c.js', { 'Accept-Encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const raw = await get('/assets/app-1a2b3c.js');
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.text).toBe(APP_JS);
    for (const res of [br, gz, raw]) {
      expect(res.headers['vary']).toBe('Accept-Encoding');
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    }
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
  });

  it('says Vary only where a compressed variant exists: every client gets the same bytes otherwise', async () => {
    for (const path of ['/m/home', '/icon.svg', '/assets/app-1a2b3c.css', '/cdn/banners/home-1.webp']) {
      expect((await get(path, { 'Accept-Encoding': 'br' })).headers['vary'], path).toBeUndefined();
    }
    expect((await get('/manifest.webmanifest')).headers['vary']).toBe('Accept-Encoding');
    expect((await get('/assets/gone-123.js')).headers['vary']).toBeUndefined();
  });

  it('never serves a precompressed variant older than its source', async () => {
    const file = join(server.distDir, 'assets/app-1a2b3c.js');
    const future = new Date(Date.now() + 60_000);
    utimesSync(file, future, future);
    const res = await get('/assets/app-1a2b3c.js', { 'Accept-Encoding': 'br' });
    expect(res.headers['content-encoding']).toBeUndefined();
    const past = new Date(Date.now() - 60_000);
    utimesSync(file, past, past);
  });

  it('caches hashed assets forever, HTML never, other files for an hour', async () => {
    expect((await get('/assets/app-1a2b3c.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/m/home')).headers['cache-control']).toBe('no-cache');
    expect((await get('/m/unknown')).headers['cache-control']).toBe('no-cache');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers['cache-control']).toBe('public, max-age=3600');
    expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect((await get('/icon.svg')).headers['content-type']).toBe('image/svg+xml');
  });

  it('answers 304 to a matching If-None-Match, per encoding', async () => {
    const first = await get('/m/home', { 'Accept-Encoding': 'identity' });
    const etag = first.headers['etag'] as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/m/home', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // Per encoding: on a revalidated file with a brotli variant (content-hashed assets carry none, below).
    const brEtag = (await get('/manifest.webmanifest', { 'Accept-Encoding': 'br' })).headers['etag'];
    const rawEtag = (await get('/manifest.webmanifest')).headers['etag'];
    expect(brEtag).toMatch(/^"[\w-]+"$/);
    expect(rawEtag).toMatch(/^"[\w-]+"$/);
    expect(brEtag).not.toBe(rawEtag);
    expect((await get('/manifest.webmanifest', { 'Accept-Encoding': 'br', 'If-None-Match': brEtag as string })).status).toBe(304);
  });

  it('gives content-hashed /assets/ files no ETag: cached immutable, they are never revalidated', async () => {
    for (const path of ['/assets/app-1a2b3c.js', '/assets/app-1a2b3c.css']) {
      const res = await get(path, { 'Accept-Encoding': 'br' });
      expect(res.headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
      expect(res.headers['etag'], path).toBeUndefined();
      // Nothing to match: a stray If-None-Match gets the file.
      expect((await get(path, { 'If-None-Match': '*' })).status, path).toBe(200);
    }
    for (const path of ['/m/home', '/manifest.webmanifest', '/icon.svg']) expect((await get(path)).headers['etag'], path).toBeDefined();
  });

  it('HEAD sends headers only', async () => {
    const res = await rawRequest(server.port, '/m/home', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(Number(res.headers['content-length'])).toBe(INDEX.length);
    expect(res.body.length).toBe(0);
  });
});

describe('security headers', () => {
  it('puts a strict CSP with the page`s build hashes on HTML', async () => {
    const res = await get('/m/home');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain(`script-src 'self' ${SCRIPT_HASH}`);
    expect(csp).toContain(`style-src 'self' ${STYLE_HASH}`);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['permissions-policy']).toContain('camera=()');
  });

  // Issue 22: the document headers go only where a browser acts on them (docs/perf.md).
  it('gives scripts, styles and JSON nosniff and nothing a document needs; images none of it', async () => {
    for (const path of ['/assets/app-1a2b3c.js', '/assets/app-1a2b3c.css', '/manifest.webmanifest']) {
      const res = await get(path);
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
      for (const name of ['content-security-policy', 'permissions-policy', 'x-frame-options', 'referrer-policy']) {
        expect(res.headers[name], `${path} ${name}`).toBeUndefined();
      }
    }
    for (const path of ['/icon.svg', '/cdn/banners/home-1.webp']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      for (const name of ['x-content-type-options', 'permissions-policy', 'x-frame-options', 'referrer-policy']) {
        expect(res.headers[name], `${path} ${name}`).toBeUndefined();
      }
    }
  });
});

describe('without a build', () => {
  it('falls back to index.html without routes.json, and says 503 without index.html', async () => {
    const bare = await startTestServer({ dist: { 'index.html': INDEX } });
    try {
      expect((await rawRequest(bare.port, '/m/home')).text).toBe(INDEX);
      expect((await rawRequest(bare.port, '/anything')).text).toBe(INDEX);
      const csp = (await rawRequest(bare.port, '/')).headers['content-security-policy'];
      expect(csp).toContain("script-src 'self';");
      rmSync(join(bare.distDir, 'index.html'));
      const res = await rawRequest(bare.port, '/m/home');
      expect(res.status).toBe(503);
      expect(res.text).toBe('Run npm run build first');
      writeDist(bare.distDir, 'index.html', INDEX);
      expect((await rawRequest(bare.port, '/m/home')).status).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
