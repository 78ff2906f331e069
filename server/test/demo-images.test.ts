import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, rawRequest, startTestServer, type TestServer } from './helpers.ts';

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
  it('every icon the API names is drawn, small and cacheable for a week', async () => {
    const { list } = (await api(server.port, '/wps/relay/GCSGAME_hotGamesV2?language=EN')).json().value;
    for (const game of list) expectSvgImage(await get(game.iconUrl), game.iconUrl);
    const first = await get(list[0].iconUrl);
    expect(first.text).toContain(`>${list[0].vassalage.split('_')[0]}</text>`);
  });

  it('answers 304 to its ETag; HEAD sends headers only', async () => {
    const path = (await api(server.port, '/wps/relay/GCSGAME_hotGamesV2')).json().value.list[0].iconUrl;
    const plain = await get(path);
    const again = await get(path, { 'If-None-Match': plain.headers['etag'] as string });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await rawRequest(server.port, path, { method: 'HEAD' });
    expect(Number(head.headers['content-length'])).toBe(plain.body.length);
    expect(head.body.length).toBe(0);
  });

  it('a path no game has is 404', async () => {
    for (const path of ['/cdn/games/jl/no_such_game.svg', '/cdn/games/JL/x.svg', '/cdn/games/../../etc/passwd', '/cdn/games/']) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});

describe('team images (/cdn/teams/…)', () => {
  it('every team of the hot matches has a small flag or crest', async () => {
    const { list } = (await api(server.port, '/wps/relay/GCSGAME_getGameMatchV2')).json().value;
    const paths = new Set<string>(list.flatMap((m: { homeTeamImageUrl: string; awayTeamImageUrl: string }) => [m.homeTeamImageUrl, m.awayTeamImageUrl]));
    expect(paths.size).toBe(8);
    for (const path of paths) expectSvgImage(await get(path), path);
    for (const path of ['/cdn/teams/nowhere.svg', '/cdn/teams/__proto__.svg', '/cdn/teams/constructor.svg']) {
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
