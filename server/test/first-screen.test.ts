// Home's first screen in its HTML (server/src/http/static/first-screen.ts): the answers of the
// announcements and hot-games calls as a JSON data block, for the build's merchant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import { bannerPreload } from '../src/http/static/first-screen.ts';
import { rawRequest, startTestServer, type TestServer } from './helpers.ts';

const INDEX = '<!doctype html><html><head><meta charset="utf-8" /><script>early()</script></head><body><div id="app"></div></body></html>';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    dist: {
      'index.html': INDEX,
      'm/login.html': INDEX,
      '.vite/manifest.json': '{}',
      'routes.json': JSON.stringify({
        pages: { '/m/home': 'index.html', '/m/login': 'm/login.html' },
        aliases: {},
        fallback: 'index.html',
        home: 'index.html',
        merchant: 'bdm01',
      }),
      'csp.json': '{}',
    },
  });
});
afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = {}) => rawRequest(server.port, path, { headers });
const blockOf = (html: string) => {
  const m = /<script type="application\/json" id="first-screen">(.*?)<\/script>/s.exec(html);
  return m
    ? (JSON.parse(m[1]!) as {
        language: string;
        home: { value: { banners: { imageUrl: string; title: string }[] } };
        games: { value: { list: unknown[] } };
      })
    : null;
};

describe("home's first screen in its HTML", () => {
  it('puts the guest answers of the two calls, in the default language, first in <head>', async () => {
    const res = await get('/m/home');
    expect(res.status).toBe(200);
    expect(res.text.indexOf('id="first-screen"')).toBeLessThan(res.text.indexOf('<script>early()'));
    const block = blockOf(res.text)!;
    expect(block.language).toBe('BN');
    const api = (path: string) => rawRequest(server.port, path, { headers: { Merchant: 'bdm01', Language: 'BN' } }).then((r) => JSON.parse(r.text));
    const home = await api('/wps/relay/MCSFE_getListAnnouncements?types=B%2CPL%2CPU%2CH&groupName=m_home&platform=M');
    const games = await api('/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&language=BN&platform=html5');
    expect(block.home).toEqual(home);
    // Nine games: the three rows home shows.
    expect(block.games.value.list).toEqual(games.value.list.slice(0, 9));
    // Other pages are served as built.
    expect((await get('/m/login')).text).toBe(INDEX);
  });

  it('cannot be ended by a text of an answer (attack: a banner title with </script>)', async () => {
    const first = server.db
      .prepare("SELECT id FROM announcements WHERE merchant = 'bdm01' AND type = 'B' AND group_name = 'm_home' ORDER BY id LIMIT 1")
      .get() as { id: number };
    server.db.prepare('UPDATE announcements SET title_bn = ? WHERE id = ?').run('</script><script>alert(1)</script>', first.id);
    const html = (await get('/m/home')).text;
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the block's and the start-up script's own
    expect(blockOf(html)!.home.value.banners[0]!.title).toBe('</script><script>alert(1)</script>');
  });

  it('is served compressed with its own ETag, 304 for a match, and rebuilt as soon as an answer changes', async () => {
    const res = await rawRequest(server.port, '/m/home', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.body).toString();
    expect(blockOf(html)).not.toBeNull();
    expect(res.headers['content-security-policy']).toBeDefined();
    const etag = res.headers['etag'] as string;
    expect((await get('/m/home', { 'If-None-Match': etag })).status).toBe(304);
    server.db.prepare("UPDATE announcements SET image_url = '/cdn/banners/new.webp' WHERE merchant = 'bdm01' AND type = 'B'").run();
    const fresh = await get('/m/home', { 'If-None-Match': etag });
    expect(fresh.status).toBe(200);
    expect(blockOf(fresh.text)!.home.value.banners[0]!.imageUrl).toBe('/cdn/banners/new.webp');
  });

  it('adds nothing while the merchant is in maintenance', async () => {
    server.db.prepare("UPDATE merchants SET maintenance = 1 WHERE code = 'bdm01'").run();
    expect((await get('/m/home')).text).toBe(INDEX);
    server.db.prepare("UPDATE merchants SET maintenance = 0 WHERE code = 'bdm01'").run();
  });
});

describe("the first banner's preload in home's headers", () => {
  it('names the picture the start-up script will ask for, the small one for Save-Data', async () => {
    const res = await get('/m/home');
    const banner = blockOf(res.text)!.home.value.banners[0]!.imageUrl;
    expect(res.headers['link']).toBe(`<${banner}>; rel=preload; as=image; fetchpriority=high`);
    expect(res.headers['vary']).toContain('Save-Data');
    const saving = await get('/m/home', { 'Save-Data': 'on' });
    expect(saving.headers['link']).toMatch(/^<\/cdn\/banners\/[\w-]+\.sm\.webp>; rel=preload/);
    // The app's own data saver says so with its cookie (src/state/data-saver.ts).
    expect((await get('/m/home', { Cookie: 'a=b; ds=1' })).headers['link']).toBe(saving.headers['link']);
    expect((await get('/m/home', { Cookie: 'xds=1' })).headers['link']).toBe(res.headers['link']);
    expect((await get('/m/login')).headers['link']).toBeUndefined();
  });

  it("puts the picture on the build's CDN, and preloads nothing it cannot write safely (attack: header injection)", () => {
    expect(bannerPreload('/cdn/banners/a.webp', 'https://img.example', false)).toBe(
      '<https://img.example/cdn/banners/a.webp>; rel=preload; as=image; fetchpriority=high',
    );
    expect(bannerPreload('/cdn/banners/a.webp', '/cdn', true)).toBe('</cdn/banners/a.sm.webp>; rel=preload; as=image; fetchpriority=high');
    for (const bad of ['/x.webp>; rel=stylesheet', '/a b.webp', '/a.webp\r\nSet-Cookie: x=1', 'data:image/png;base64,AAAA', undefined])
      expect(bannerPreload(bad, '', false), String(bad)).toBeUndefined();
  });
});
