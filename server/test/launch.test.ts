import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, shiftClock } from '../src/lib/clock.ts';
import { hashPasswordSync } from '../src/lib/passwords.ts';
import { TestClient } from './client.ts';
import { api, rawRequest, startTestServer, type TestServer } from './helpers.ts';
import { insertTestMember } from './test-members.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => resetClock());

interface Game {
  nodeId: string;
  gameId: string;
  gameCode: string;
  vassalage: string;
  gameType: string;
  gameName: string;
}

async function hotGame(index = 0): Promise<Game> {
  const res = await api(server.port, '/wps/relay/GCSGAME_hotGamesV2?language=EN');
  return res.json().value.list[index];
}

const launchPath = (g: Partial<Game>, extra = '') =>
  `/wps/game/launchGame?launchMode=GLS&accountType=1&platform=html5&language=EN&gameType=${g.gameType ?? ''}` +
  `&vassalage=${g.vassalage ?? ''}&gameCode=${g.gameCode ?? ''}&gameId=${g.gameId ?? ''}&nodeId=${g.nodeId ?? ''}&supportPlay=1${extra}`;

async function player(username: string, password: string): Promise<TestClient> {
  const client = new TestClient(server);
  expect((await client.login(username, password)).status).toBe(200);
  return client;
}

let serial = 0;
/** A member of its own, so that its launches count against nobody else's 30 a minute. */
async function freshPlayer(): Promise<{ client: TestClient; username: string }> {
  const username = `launch${++serial}x`;
  insertTestMember(server.db, username, { passwordHash: hashPasswordSync('pass123') });
  return { client: await player(username, 'pass123'), username };
}

const recentCodes = (username: string): string[] =>
  (
    server.db
      .prepare(
        `SELECT g.game_code AS code FROM recent_games r JOIN games g ON g.id = r.game_ref
   JOIN members m ON m.id = r.member_id WHERE m.username = ? ORDER BY r.played_at DESC, r.rowid DESC`,
      )
      .all(username) as Array<{ code: string }>
  ).map((r) => r.code);

describe('GET /wps/game/launchGame', () => {
  it('needs a session', async () => {
    const res = await api(server.port, launchPath(await hotGame()));
    expect(res.status).toBe(401);
    expect(res.json().errorCode).toBe('login.not.session');
  });

  it('answers a same-origin demo page address and records the game as recent', async () => {
    const demo = await player('demo01', 'demo123');
    const game = await hotGame(0);
    const res = await demo.call('GET', launchPath(game));
    expect(res.status).toBe(200);
    const url: string = res.json().value.content.game_url;
    expect(url).toMatch(/^\/demo-game\/\?launch=[\w-]{24}$/);
    expect(recentCodes('demo01')[0]).toBe(game.gameCode);

    const second = await hotGame(1);
    await demo.call('GET', launchPath(second));
    await demo.call('GET', launchPath(game));
    // One row per game; the last launch first.
    expect(recentCodes('demo01').slice(0, 2)).toEqual([game.gameCode, second.gameCode]);
  });

  it('accepts the room id in place of the game id (spec doc. 2 §4: "gameId (room id if present)")', async () => {
    const demo = await player('demo01', 'demo123');
    const res = await api(server.port, '/wps/relay/GCSGAME_hotGamesV2?language=EN&gameType=LIVE');
    const live = (res.json().value.list as Array<Game & { roomId: string }>).find((g) => g.roomId);
    expect(live).toBeDefined();
    expect((await demo.call('GET', launchPath({ ...live!, gameId: live!.roomId }))).status).toBe(200);
  });

  it("launches by the node id sent as gameId, as the platform's clients do (issue 23)", async () => {
    const { client, username } = await freshPlayer();
    const game = await hotGame(4);
    const code = (g: Partial<Game>) => client.call('GET', launchPath(g)).then((res) => res.json());
    // What a real client sends: gameId and nodeId both the node id, with the vendor and type.
    const both = await code({ gameType: game.gameType, vassalage: game.vassalage, gameId: game.nodeId, nodeId: game.nodeId });
    expect(both).toMatchObject({ success: true, value: { content: { game_url: expect.stringMatching(/^\/demo-game\/\?launch=/) } } });
    expect(both.value.url).toBe(both.value.content.game_url);
    expect(recentCodes(username)).toEqual([game.gameCode]);
    for (const g of [{ vassalage: game.vassalage, gameId: game.nodeId }, { gameId: game.nodeId }, { gameType: 'ESPORTS', gameId: game.nodeId }]) {
      expect(await code(g), JSON.stringify(g)).toMatchObject({ success: true });
    }
  });

  it("refuses a node id (as nodeId or gameId) of another merchant's game, or under another vendor (issue 23)", async () => {
    const { client, username } = await freshPlayer();
    const game = await hotGame(4);
    server.db.prepare("INSERT OR IGNORE INTO merchants (code, name, currency) VALUES ('other', 'Other', 'BDT')").run();
    server.db.prepare("INSERT OR IGNORE INTO vendors (merchant, code, display_name) VALUES ('other', 'JL', 'Jili')").run();
    server.db
      .prepare(
        `INSERT OR IGNORE INTO games (merchant, node_id, game_id, game_code, vendor, game_type, name_bn, name_en, icon_url)
         VALUES ('other', 987654, '1', 'secret_game', 'JL', 'RNG', 'গোপন', 'Secret', '/cdn/games/jl/secret_game.png')`,
      )
      .run();
    const other = game.vassalage === 'PG' ? 'JL' : 'PG';
    for (const g of [
      { nodeId: '987654' },
      { gameId: '987654' },
      { vassalage: 'JL', gameId: '987654' },
      { vassalage: other, gameId: game.nodeId },
      { vassalage: other, gameId: game.nodeId, nodeId: game.nodeId },
      { gameId: String(Number(game.nodeId) + 1), nodeId: game.nodeId },
    ]) {
      const res = await client.call('GET', launchPath(g));
      expect(res.status, JSON.stringify(g)).toBe(400);
      expect(res.json().errorCode, JSON.stringify(g)).toBe('game.not.found');
    }
    expect(recentCodes(username)).toEqual([]);
  });

  it('allows 30 launches a minute per member, then 429 with the wait', async () => {
    const agent = await player('agent01', 'agent123');
    const path = launchPath(await hotGame(3));
    for (let i = 0; i < 30; i++) expect((await agent.call('GET', path)).status).toBe(200);
    const refused = await agent.call('GET', path);
    expect(refused.status).toBe(429);
    expect(refused.json()).toMatchObject({ errorCode: 'game.launch.rate.limited', value: { retryAfter: expect.any(Number) } });
  });

  it('finds a game by vendor and code without a node id; trial members may launch', async () => {
    const trial = await player('trial01', 'trial123');
    const game = await hotGame(2);
    const res = await trial.call('GET', launchPath({ vassalage: game.vassalage, gameCode: game.gameCode }, '&accountType=0'));
    expect(res.status).toBe(200);
    expect(recentCodes('trial01')).toEqual([game.gameCode]);
  });

  it('unknown or mismatched games are 400 game.not.found; bad parameters 400 request.param.invalid', async () => {
    const demo = await player('demo01', 'demo123');
    const game = await hotGame();
    const notFound = [
      launchPath({ ...game, nodeId: '999999999' }),
      launchPath({ ...game, gameId: 'other' }),
      launchPath({ ...game, vassalage: 'PG', nodeId: game.vassalage === 'PG' ? '10000' : game.nodeId }),
      launchPath({ vassalage: 'JL', gameCode: 'no_such_game' }),
    ];
    for (const path of notFound) {
      const res = await demo.call('GET', path);
      expect(res.status, path).toBe(400);
      expect(res.json(), path).toMatchObject({ errorCode: 'game.not.found', message: 'This game is not available. Please choose another one.' });
    }
    const invalid = [
      launchPath({ ...game, nodeId: '12x' }),
      launchPath({}),
      launchPath({ vassalage: 'JL' }),
      launchPath(game).replace('launchMode=GLS', 'launchMode=FOO'),
      launchPath(game).replace('accountType=1', 'accountType=7'),
      launchPath({ ...game, gameType: 'CASINO' }),
    ];
    for (const path of invalid) {
      const res = await demo.call('GET', path);
      expect(res.status, path).toBe(400);
      expect(res.json().errorCode, path).toBe('request.param.invalid');
    }
  });
});

describe('the demo game page', () => {
  async function launch(language: 'BN' | 'EN'): Promise<{ url: string; game: Game }> {
    const demo = await player('demo01', 'demo123');
    const game = await hotGame(3);
    const res = await demo.call('GET', launchPath(game).replace('language=EN', `language=${language}`));
    return { url: res.json().value.content.game_url, game };
  }

  it('shows the game in the launch language, with a way back home, under a strict CSP', async () => {
    const { url, game } = await launch('EN');
    const res = await rawRequest(server.port, url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain(`<h1>${game.gameName.replace(/&/g, '&#38;')}</h1>`);
    expect(res.text).toContain('<a class="back" href="/m/home">Back to BD Play</a>');
    expect(res.text).toContain(`src="/cdn/games/${game.vassalage.toLowerCase()}/${game.gameCode}.png"`);
    // The app's icon, so the browser does not ask for /favicon.ico (a 404); img-src 'self' allows it.
    expect(res.text).toContain('<link rel="icon" href="/favicon.svg">');
    // One inline script (the bet panel's, docs/money.md), allowed by its hash; nothing from elsewhere.
    expect(res.text.match(/<script/g)).toHaveLength(1);
    expect(res.text).not.toMatch(/<script src|https?:\/\//);
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toMatch(
      /default-src 'none'; img-src 'self'; style-src 'sha256-[A-Za-z0-9+/]+=*'; script-src 'sha256-[A-Za-z0-9+/]+=*'; connect-src 'self';/,
    );
    expect(csp).not.toContain('unsafe');

    const bn = await rawRequest(server.port, (await launch('BN')).url);
    expect(bn.text).toContain('<html lang="bn">');
    expect(bn.text).toContain('BD Play-তে ফিরে যান');
  });

  it('leads back to the in-app page of the launch (backUrl), never to another site', async () => {
    const demo = await player('demo01', 'demo123');
    const game = await hotGame(3);
    const back = async (backUrl: string) => {
      const res = await demo.call('GET', launchPath(game, `&backUrl=${encodeURIComponent(backUrl)}`));
      expect(res.status, backUrl).toBe(200);
      const page = await rawRequest(server.port, res.json().value.content.game_url);
      return /<a class="back" href="([^"]*)">/.exec(page.text)?.[1];
    };
    expect(await back('/m/gameList?gameType=RNG&tab=fav')).toBe('/m/gameList?gameType=RNG&#38;tab=fav');
    for (const other of ['https://evil.example/m/home', '//evil.example/m/x', '/\\evil.example', 'javascript:alert(1)', '/m/x\ny', '/demo-game/']) {
      expect(await back(other), other).toBe('/m/home');
    }
  });

  it('an unknown or expired launch shows the polite "session ended" page', async () => {
    const { url } = await launch('EN');
    for (const path of ['/demo-game/?launch=nope', '/demo-game/', '/demo-game']) {
      const res = await rawRequest(server.port, path);
      expect(res.status, path).toBe(404);
      expect(res.text, path).toContain('This game session has ended');
      expect(res.text, path).toContain('href="/m/home"');
    }
    shiftClock(2 * 3600_000 + 1000);
    expect((await rawRequest(server.port, url)).status).toBe(404);
  });

  it('answers GET and HEAD only', async () => {
    const res = await rawRequest(server.port, '/demo-game/', { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers['allow']).toBe('GET, HEAD');
  });
});
