import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, rawRequest, startTestServer, type TestServer } from './helpers.ts';
import { readPng } from './png-reader.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ dist: { 'index.html': '<!doctype html>', 'cdn/banners/home-1.webp': Buffer.from('RIFF....WEBPVP8 ') } });
});
afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = {}) => rawRequest(server.port, path, { headers });
const WEEK = 'public, max-age=604800';

function expectSvgImage(res: Awaited<ReturnType<typeof get>>, path: string): void {
  expect(res.status, path).toBe(200);
  expect(res.headers['content-type'], path).toBe('image/svg+xml');
  expect(res.headers['cache-control'], path).toBe(WEEK);
  expect(res.headers['etag'], path).toMatch(/^"[\w-]+"$/);
  expect(res.headers['content-security-policy'], path).toBe("default-src 'none'");
  expect(res.body.length, path).toBeLessThanOrEqual(3 * 1024);
  expect(res.text, path).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
  expect(res.text, path).not.toMatch(/<script|href=|url\((?!#)/);
}

describe('game icons (/cdn/games/…)', () => {
  function expectPngIcon(res: Awaited<ReturnType<typeof get>>, path: string): void {
    expect(res.status, path).toBe(200);
    expect(res.headers['content-type'], path).toBe('image/png');
    expect(res.headers['cache-control'], path).toBe(WEEK);
    expect(res.headers['etag'], path).toMatch(/^"[\w-]+"$/);
    // A PNG cannot run anything even opened on its own: the CSP stays on SVG only (issue 22).
    expect(res.headers['content-security-policy'], path).toBeUndefined();
    expect(Number(res.headers['content-length']), path).toBe(res.body.length);
    expect(res.body.length, path).toBeLessThanOrEqual(1200);
    const png = readPng(res.body);
    expect([png.width, png.height, png.header[1]], path).toEqual([96, 96, 3]);
  }

  it('every icon the API names is a small PNG, cacheable for a week, the same bytes every time', async () => {
    const { list } = (await api(server.port, '/wps/relay/GCSGAME_hotGamesV2?language=EN')).json().value;
    expect(list.length).toBeGreaterThan(5);
    for (const game of list) {
      expect(game.iconUrl).toMatch(/^\/cdn\/games\/[a-z0-9_]+\/[a-z0-9_]+\.png$/);
      expectPngIcon(await get(game.iconUrl), game.iconUrl);
    }
    const [first, again] = [await get(list[0].iconUrl), await get(list[0].iconUrl)];
    expect(again.body.equals(first.body)).toBe(true);
    expect(again.headers['etag']).toBe(first.headers['etag']);
  });

  it('answers 304 to its ETag; HEAD sends headers only', async () => {
    const path = (await api(server.port, '/wps/relay/GCSGAME_hotGamesV2')).json().value.list[0].iconUrl;
    const plain = await get(path);
    const again = await get(path, { 'If-None-Match': plain.headers['etag'] as string });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await rawRequest(server.port, path, { method: 'HEAD' });
    expect(head.headers['content-type']).toBe('image/png');
    expect(Number(head.headers['content-length'])).toBe(plain.body.length);
    expect(head.body.length).toBe(0);
  });

  it('an old .svg icon path moves permanently to its .png', async () => {
    const path = (await api(server.port, '/wps/relay/GCSGAME_hotGamesV2')).json().value.list[0].iconUrl as string;
    const res = await get(path.replace(/\.png$/, '.svg'));
    expect(res.status).toBe(301);
    expect(res.headers['location']).toBe(path);
    expect(res.headers['cache-control']).toBe(WEEK);
  });

  it('a path no game has is 404', async () => {
    const paths = [
      '/cdn/games/jl/no_such_game.png',
      '/cdn/games/jl/no_such_game.svg',
      '/cdn/games/JL/x.png',
      '/cdn/games/../../etc/passwd',
      '/cdn/games/',
      '/cdn/games/jl/x.webp',
    ];
    for (const path of paths) expect((await get(path)).status, path).toBe(404);
  });
});

describe('team images (/cdn/teams/…)', () => {
  it('every team of the hot matches has a small flag or crest', async () => {
    const { list } = (await api(server.port, '/wps/relay/GCSGAME_getGameMatchV2')).json().value;
    const paths = new Set<string>(
      list.flatMap((m: { homeTeamImageUrl: string; awayTeamImageUrl: string }) => [m.homeTeamImageUrl, m.awayTeamImageUrl]),
    );
    expect(paths.size).toBe(8);
    for (const path of paths) expectSvgImage(await get(path), path);
    for (const path of ['/cdn/teams/nowhere.svg', '/cdn/teams/__proto__.svg', '/cdn/teams/constructor.svg']) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});

describe('vendor logos (/cdn/vendors/…)', () => {
  it('every vendor of the merchant has a badge under 1 kB with its short name', async () => {
    const { list } = (await api(server.port, '/wps/relay/GCSGAME_getVassalage')).json().value;
    expect(list.length).toBe(20);
    for (const { vassalage } of list) {
      const path = `/cdn/vendors/${vassalage}.svg`;
      const res = await get(path);
      expectSvgImage(res, path);
      expect(res.body.length, path).toBeLessThan(1024);
      expect(res.text, path).toContain('width="120" height="48"');
    }
    expect((await get('/cdn/vendors/PP.svg')).text).toContain('>Pragmatic</text>');
    expect((await get('/cdn/vendors/BDP.svg')).text).toContain('>BD Play</text>');
    expect((await get('/cdn/vendors/TCG_LOTTO_VN.svg')).text).toContain('>TCG Lotto</text>');
    const logo = await get('/cdn/vendors/JL.svg');
    expect((await get('/cdn/vendors/JL.svg', { 'If-None-Match': logo.headers['etag'] as string })).status).toBe(304);
  });

  it('an unknown vendor or a malformed path is 404', async () => {
    for (const path of ['/cdn/vendors/NOPE.svg', '/cdn/vendors/jl.svg', '/cdn/vendors/JL.png', '/cdn/vendors/', '/cdn/vendors/../JL.svg']) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});

describe('static files under /cdn/', () => {
  it('are cached for a week', async () => {
    const res = await get('/cdn/banners/home-1.webp');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe(WEEK);
  });
});
