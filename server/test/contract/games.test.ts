// Contract suite, games (issue 23; docs/api.md "Platform compatibility", its games rows): the game calls as
// the platform's real clients send them (platform reference §2.3, §6, §7.1–7.7, §7.16: their paths,
// methods, query names, bodies and headers), replayed against a real reference server, and the
// answers checked for the fields those clients read, with their types.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../client.ts';
import { rawRequest, startTestServer, type RawResponse, type TestServer } from '../helpers.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  const demo = new TestClient(server);
  expect((await demo.login('demo01', 'demo123')).status).toBe(200);
  token = demo.token!;
});
afterAll(() => server.close());

interface Call {
  /** The registry's modID (§2.3), sent as ModuleId (§6); none for calls without one. */
  moduleId?: string;
  /** §2.3 tok Y: the bare session token in Authorization. */
  signedIn?: boolean;
  body?: unknown;
  /** [G] sends its stored `hisLang`, lower case by default. */
  language?: string;
}

/** A call with the headers of the platform's shared HTTP client (§6). */
function platformCall(method: string, path: string, call: Call = {}): Promise<RawResponse> {
  const headers: Record<string, string> = {
    Merchant: 'bdm01',
    Language: call.language ?? 'EN',
    Device: 'web',
    Accept: 'application/json, text/plain, */*',
    'Content-Type': 'application/json;charset=UTF-8',
    'X-Requested-With': 'XMLHttpRequest',
    'X-Real-UA': Buffer.from('Mozilla/5.0 (Linux; Android 10)').toString('base64'),
  };
  if (call.moduleId) headers.ModuleId = call.moduleId;
  if (call.signedIn) headers.Authorization = token;
  const body = call.body === undefined ? undefined : JSON.stringify(call.body);
  if (body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(body));
  return rawRequest(server.port, path, { method, headers, body });
}

/** The value of a success envelope. */
async function valueOf(method: string, path: string, call?: Call): Promise<any> {
  const res = await platformCall(method, path, call);
  expect(res.status, `${method} ${path}`).toBe(200);
  const envelope = res.json();
  expect(envelope, path).toMatchObject({ success: true });
  return envelope.value;
}

const query = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

const text = expect.any(String);
const digits = expect.stringMatching(/^\d+$/);
/** An image a client can load: an origin-relative path (resolved against the image CDN, like iconUrl). */
const image = expect.stringMatching(/^\/cdn\/[\w/.-]+\.(png|svg|webp)$/);

/** §7.1's game item fields, the names real clients read. */
const GAME_ITEM = {
  nodeId: digits,
  gameId: text,
  gameCode: text,
  gameName: text,
  nodeName: text,
  defaultLanguage: text,
  showIcon: image,
  iconUrl: image,
  defaultIcon: image,
  vassalage: text,
  displayName: text,
  gameType: text,
  isGame: text,
  nodeTypeManageId: text,
};

const expectGameItems = (items: unknown[]) => {
  expect(items.length).toBeGreaterThan(0);
  for (const item of items) expect(item).toMatchObject(GAME_ITEM);
};

describe('§7.1 GET /wps/relay/GCSGAME_gameList', () => {
  const mobile = { clientType: 2, platform: 'html5', merchant: 'bdm01', pageNo: 1, pageSize: 24 };

  it('answers { games, totalPages, totalCount } of game items, the query a mobile client sends', async () => {
    const value = await valueOf(
      'GET',
      `/wps/relay/GCSGAME_gameList?${query({ ...mobile, gameType: '', vassalage: '', gameClassify: '', language: 'en' })}`,
      {
        moduleId: 'GAMELO3',
        signedIn: true,
        language: 'en',
      },
    );
    expect(value).toMatchObject({ games: expect.any(Array), totalPages: expect.any(Number), totalCount: expect.any(Number) });
    expect(value.games).toHaveLength(24);
    expectGameItems(value.games);
  });

  it('answers a guest too ([G]), and the desktop query', async () => {
    const desktop = { clientType: 3, platform: 'flash,html5-desktop', merchant: 'bdm01', gameType: 'RNG', pageNo: 1, pageSize: 12, language: 'EN' };
    expectGameItems((await valueOf('GET', `/wps/relay/GCSGAME_gameList?${query(desktop)}`, { moduleId: 'GAMELO3' })).games);
  });

  it('takes every game type a client has a tab for', async () => {
    for (const gameType of ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'ELOTT', 'LOTT', 'SPB', 'INHOUSE']) {
      const value = await valueOf('GET', `/wps/relay/GCSGAME_gameList?${query({ ...mobile, gameType, language: 'en' })}`, { moduleId: 'GAMELO3' });
      expectGameItems(value.games);
    }
    const mxwin = await valueOf('GET', `/wps/relay/GCSGAME_gameList?${query({ ...mobile, gameType: 'MXWIN' })}`, { moduleId: 'GAMELO3' });
    expect(mxwin).toMatchObject({ games: [], totalPages: 0, totalCount: 0 });
  });

  it('searches by name with a vendor list, without `language` ([G])', async () => {
    const value = await valueOf(
      'GET',
      `/wps/relay/GCSGAME_gameList?${query({ ...mobile, gameType: 'SPORTS', vassalage: 'SBO,SABA', gameName: 'a' })}`,
      {
        moduleId: 'GAMELO3',
      },
    );
    expect(value.games.every((g: { vassalage: string }) => ['SBO', 'SABA'].includes(g.vassalage))).toBe(true);
  });
});

describe('§7.2 /wps/relay/GCSGAME_hotGamesV2, GET [D] and POST [G]', () => {
  const params = { merchantCode: 'bdm01', isPlatform: 2, vassalage: '', platform: 'html5', language: 'EN' };

  it('answers { list } of game items either way, the same list', async () => {
    const got = await valueOf('GET', `/wps/relay/GCSGAME_hotGamesV2?${query(params)}`, { moduleId: 'GAMELOHOT3' });
    expectGameItems(got.list);
    const posted = await valueOf('POST', '/wps/relay/GCSGAME_hotGamesV2', { moduleId: 'GAMELOHOT3', body: params });
    expect(posted).toEqual(got);
  });
});

describe('§7.3 favourites', () => {
  it('ids as strings, the list as { content, pageNum, totalPages }, add and remove by { nodeId, vendor, gameType }', async () => {
    const game = (await valueOf('GET', `/wps/relay/GCSGAME_hotGamesV2?${query({ merchantCode: 'bdm01', isPlatform: 2 })}`)).list[0];
    const body = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
    expect(await valueOf('POST', '/wps/relay/MCSFE_addFavoriteGameV2', { moduleId: 'GAMELOFAV3', signedIn: true, body })).toBeNull();
    const ids = await valueOf('GET', '/wps/relay/MCSFE_getFavoriteGames', { moduleId: 'GAMELOFAV3', signedIn: true });
    expect(ids).toContain(game.nodeId);
    expect(ids.every((id: unknown) => typeof id === 'string')).toBe(true);
    const listQuery = query({ clientType: 2, platform: 'html5', language: 'EN', token, pageNo: 1, pageSize: 999, gameType: '' });
    const list = await valueOf('GET', `/wps/relay/MCSFE_getFavoriteGamesList?${listQuery}`, { moduleId: 'GAMELOFAV3', signedIn: true });
    expect(list).toMatchObject({ content: expect.any(Array), pageNum: 1, totalPages: expect.any(Number) });
    expectGameItems(list.content);
    expect(await valueOf('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', { moduleId: 'GAMELOFAV3', signedIn: true, body })).toBeNull();
  });
});

describe('§7.4 GET /wps/relay/GCS_recentGame', () => {
  it('answers { list } of game items (the item shape is unknown on the platform)', async () => {
    const game = (await valueOf('GET', `/wps/relay/GCSGAME_hotGamesV2?${query({ merchantCode: 'bdm01', isPlatform: 2 })}`)).list[1];
    await valueOf('GET', `/wps/relay/MCS2_addRecentGame?nodeId=${game.nodeId}`, { signedIn: true });
    const value = await valueOf('GET', `/wps/relay/GCS_recentGame?${query({ clientType: 2, language: 'EN' })}`, {
      moduleId: 'GAMELOREC3',
      signedIn: true,
    });
    expect(value).toMatchObject({ list: expect.any(Array), totalPages: expect.any(Number) });
    expectGameItems(value.list);
  });
});

describe('§7.5 GET /wps/relay/GCSGAME_newGameVendor', () => {
  it('answers { data: { lanes: [{ title, cards, gameClassify }] } } with the card fields', async () => {
    const desktop = { platform: 'html5-desktop', merchantCode: 'bdm01' };
    const mobile = { merchant: 'bdm01', platform: 'html5', clientType: 2, language: 'en' };
    for (const params of [desktop, mobile] as Array<Record<string, string | number>>) {
      const { data } = await valueOf('GET', `/wps/relay/GCSGAME_newGameVendor?${query(params)}`);
      expect(data.lanes.length).toBeGreaterThan(0);
      for (const lane of data.lanes) {
        expect(lane).toMatchObject({ title: text, cards: expect.any(Array), gameClassify: expect.any(Array) });
        for (const card of lane.cards) {
          expect(card).toEqual({
            vassalage: text,
            displayName: text,
            title: text,
            gameType: text,
            lagerIcon: image,
            smallIcon: image,
            mobileSmallIcon: image,
            mobileLargeIcon: image,
            h5Icon: image,
            accountTypeName: text,
            gameCode: text,
            isGame: text,
          });
        }
        for (const c of lane.gameClassify) expect(c).toEqual({ key: text, displayName: text, gameCount: expect.any(Number) });
      }
      expect(data.lanes.find((l: { title: string }) => l.title === 'RNG').gameClassify.length).toBeGreaterThan(0);
    }
  });
});

describe('§7.6 GET /wps/relay/GCSGAME_getVassGameType', () => {
  it('answers { content } keyed by game type ([G]: typeId "1", merchant_code)', async () => {
    const value = await valueOf('GET', `/wps/relay/GCSGAME_getVassGameType?${query({ typeId: '1', merchant_code: 'bdm01' })}`, {
      moduleId: 'COMM3',
      signedIn: true,
    });
    expect(Object.keys(value.content)).toEqual(expect.arrayContaining(['SPORTS', 'LIVE', 'RNG', 'FISH', 'PVP', 'LOTT']));
    // [G] counts a type's vendors with Object.keys(content[type]): vendor codes, not indices.
    expect(Object.keys(value.content.RNG)).toEqual(expect.arrayContaining(['JL', 'PG', 'PP']));
    expect(value.content.RNG.JL).toEqual([{ gameType: 'RNG', vassalage: 'JL', accountTypeName: text }]);
    expect(Object.keys(value.content.SPORTS)).toEqual(
      value.sortingList.find((c: { gameCategory: string }) => c.gameCategory === 'SPORTS').vendorNames.map((v: { vassalage: string }) => v.vassalage),
    );
  });
});

describe('§7.7 winners', () => {
  const row = {
    vo: expect.objectContaining({
      customerName: text,
      winAmount: expect.any(Number),
      gameName: text,
      iconUrl: image,
      nodeId: digits,
      gameId: text,
      gameType: text,
      vassalage: text,
      gameCode: text,
    }),
  };

  it('[D] ODSFE2_getWinnerBoard and [G] GCSGAME_getRankList answer value.list of { vo } rows', async () => {
    const board = await valueOf('GET', `/wps/relay/ODSFE2_getWinnerBoard?${query({ gameCategory: 'ALL', language: 'EN', limitNum: 20 })}`, {
      moduleId: 'COMM3',
    });
    expect(board.list).toHaveLength(20);
    for (const r of board.list) expect(r).toEqual(row);
    const rank = await valueOf('GET', `/wps/relay/GCSGAME_getRankList?${query({ gameCategory: 'ALL', language: 'en', limitNum: 50 })}`);
    expect(rank.list.length).toBeGreaterThan(20);
    for (const r of rank.list) expect(r).toEqual(row);
  });
});

describe('§7.16 GET /wps/game/launchGame', () => {
  it('launches by the node id sent as gameId and nodeId; the address in value.content.game_url and value.url', async () => {
    const game = (await valueOf('GET', `/wps/relay/GCSGAME_gameList?${query({ gameType: 'RNG', pageSize: 1 })}`)).games[0];
    const params = {
      launchMode: 'GLS',
      accountType: 1,
      language: 'EN',
      gameType: game.gameType,
      vassalage: game.vassalage,
      gameCode: game.nodeTypeManageId,
      gameId: game.nodeId,
      nodeId: game.nodeId,
      platform: 'html5',
    };
    const value = await valueOf('GET', `/wps/game/launchGame?${query(params)}`, { moduleId: 'GAMELO3', signedIn: true });
    expect(value).toEqual({ content: { game_url: expect.stringMatching(/^\/demo-game\/\?launch=/) }, url: value.content.game_url });
  });
});
