import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { now, resetClock, shiftClock } from '../src/lib/clock.ts';
import { TestClient } from './client.ts';
import { api, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => resetClock());

interface Item {
  nodeId: string;
  gameCode: string;
  gameName: string;
  gameType: string;
  vassalage: string;
  drawIntervalSeconds: number;
  nextDrawTime: number;
}
interface Menu {
  menuCode: string;
  menuName: string;
  games: Item[];
}

const value = async (path: string, headers: Record<string, string> = {}) => {
  const res = await api(server.port, path, headers);
  expect(res.status, path).toBe(200);
  return res.json().value;
};

const expectInvalid = async (path: string, client?: TestClient) => {
  const res = client ? await client.call('GET', path) : await api(server.port, path, { Language: 'EN' });
  expect(res.status, path).toBe(400);
  expect(res.json(), path).toMatchObject({ success: false, errorCode: 'request.param.invalid', message: expect.any(String) });
};

async function player(username: string, password: string): Promise<TestClient> {
  const client = new TestClient(server);
  expect((await client.login(username, password)).status).toBe(200);
  return client;
}

const GAME_KEYS = [
  'nodeId',
  'gameId',
  'gameCode',
  'gameName',
  'nodeName',
  'displayName',
  'gameType',
  'vassalage',
  'iconUrl',
  'mobileLargeIcon',
  'showIcon',
  'defaultIcon',
  'defaultLanguage',
  'isGame',
  'nodeTypeManageId',
  'roomId',
  'supportPlay',
  'isGameH5',
  'playType',
  'gameClassifyNew',
  'lottoMode',
  'drawIntervalSeconds',
  'nextDrawTime',
];
const MENUS = '/lgw/games/game_menus';
const nodesOf = (type: string): string[] =>
  (
    server.db.prepare(`SELECT node_id AS n FROM games WHERE merchant = 'bdm01' AND game_type = ? ORDER BY node_id`).all(type) as Array<{ n: number }>
  ).map((r) => String(r.n));

function expectDrawCycle(item: Item, at: number): void {
  const interval = item.drawIntervalSeconds * 1000;
  expect(item.nextDrawTime % interval, item.gameCode).toBe(0);
  expect(item.nextDrawTime, item.gameCode).toBeGreaterThan(at - 1000);
  expect(item.nextDrawTime - interval, item.gameCode).toBeLessThanOrEqual(at + 1000);
}

describe('GET /lgw/games/game_menus', () => {
  it('Lott (the default): every LOTT game once, in named menus, with its draw cycle', async () => {
    const v = await value(`${MENUS}?language=EN`);
    expect(v.prizeMode).toBe('Lott');
    expect(v.menus.map((m: Menu) => [m.menuCode, m.menuName])).toEqual([
      ['FAST', 'Fast draws'],
      ['DAILY', 'Daily lottery'],
      ['WEEKLY', 'Weekly draws'],
    ]);
    const games: Item[] = v.menus.flatMap((m: Menu) => m.games);
    expect(games.map((g) => g.nodeId).sort()).toEqual(nodesOf('LOTT'));
    expect(Object.keys(games[0]!).sort()).toEqual([...GAME_KEYS].sort());
    for (const game of games) expectDrawCycle(game, now());
    const fast = v.menus[0].games.map((g: Item) => g.drawIntervalSeconds);
    expect(Math.max(...fast)).toBeLessThanOrEqual(300);
    expect(v.menus[1].games.every((g: Item) => g.drawIntervalSeconds === 86_400)).toBe(true);
  });

  it('Elott: the TCG_LOTTO_VN games by Vietnamese region; names follow the language', async () => {
    const v = await value(`${MENUS}?prizeMode=elott&language=BN`);
    expect(v.prizeMode).toBe('Elott');
    expect(v.menus.map((m: Menu) => m.menuName)).toEqual(['উত্তর ভিয়েতনাম', 'মধ্য ভিয়েতনাম', 'দক্ষিণ ভিয়েতনাম']);
    const games: Item[] = v.menus.flatMap((m: Menu) => m.games);
    expect(games.map((g) => g.nodeId).sort()).toEqual(nodesOf('ELOTT'));
    expect(games.every((g) => g.vassalage === 'TCG_LOTTO_VN' && /[\u0980-\u09FF]/.test(g.gameName))).toBe(true);
    // 'Keno 3 min' draws every 3 minutes.
    expect(games.find((g) => g.gameCode === 'keno_3_min')?.drawIntervalSeconds).toBe(180);
    const en = await value(`${MENUS}?prizeMode=Elott`, { Language: 'EN' });
    expect(en.menus[0].menuName).toBe('North Vietnam');
  });

  it('ZY answers the Lott menus; the next draw moves on with the clock', async () => {
    const lott = await value(`${MENUS}?prizeMode=Lott`);
    const zy = await value(`${MENUS}?prizeMode=zy`);
    expect(zy.prizeMode).toBe('ZY');
    expect(zy.menus.map((m: Menu) => m.games.map((g) => g.nodeId))).toEqual(lott.menus.map((m: Menu) => m.games.map((g) => g.nodeId)));
    const before: Item = lott.menus[0].games[0];
    shiftClock(before.drawIntervalSeconds * 1000);
    const after: Item = (await value(MENUS)).menus[0].games[0];
    expect(after.nextDrawTime).toBe(before.nextDrawTime + before.drawIntervalSeconds * 1000);
    expectDrawCycle(after, now());
  });

  it('refuses an unknown prize mode or language', async () => {
    await expectInvalid(`${MENUS}?prizeMode=SEA`);
    await expectInvalid(`${MENUS}?prizeMode=${'L'.repeat(300)}`);
    await expectInvalid('/lgw/vn/games/game_menu?device=TV');
    await expectInvalid('/lgw/vn/games/game_menu?prizeMode=nope');
  });
});

describe('GET /lgw/vn/games/game_menu', () => {
  it('the Elott menus of TCG_LOTTO_VN, whatever the prize mode asked', async () => {
    const vn = await value('/lgw/vn/games/game_menu?prizeMode=Elott&device=WEB&language=EN');
    expect(vn).toEqual(await value(`${MENUS}?prizeMode=Elott&language=EN`));
    const lott = await value('/lgw/vn/games/game_menu?prizeMode=Lott&device=mobile');
    expect(lott.prizeMode).toBe('Lott');
    expect(lott.menus.flatMap((m: Menu) => m.games).every((g: Item) => g.vassalage === 'TCG_LOTTO_VN')).toBe(true);
    expect((await value('/lgw/vn/games/game_menu')).prizeMode).toBe('Elott');
  });
});

describe('recent lottery games', () => {
  const add = (client: TestClient, nodeId: string) => client.call('GET', `/wps/relay/MCS2_addRecentGame?nodeId=${nodeId}`);

  it('need a session', async () => {
    for (const path of ['/lgw/games/game_menus/recent', '/lgw/vn/games/game_menu/recent']) {
      const res = await api(server.port, path);
      expect(res.status, path).toBe(401);
      expect(res.json().errorCode, path).toBe('login.not.session');
    }
  });

  it("list only the member's own lottery games, newest first, at most 10; VN only TCG_LOTTO_VN", async () => {
    const agent = await player('agent01', 'agent123');
    const lott = nodesOf('LOTT');
    const elott = nodesOf('ELOTT');
    const rng = nodesOf('RNG')[0]!;
    // Oldest first: 8 LOTT, an RNG game, then 4 ELOTT games.
    for (const nodeId of [...lott, rng, ...elott.slice(0, 4)]) {
      expect((await add(agent, nodeId)).status).toBe(200);
      shiftClock(1000);
    }
    const { list } = (await agent.call('GET', '/lgw/games/game_menus/recent?language=EN')).json().value;
    expect(list.map((g: Item) => g.nodeId)).toEqual([...elott.slice(0, 4).reverse(), ...lott.slice(2).reverse()]);
    expect(list[0]).toMatchObject({ gameType: 'ELOTT', drawIntervalSeconds: expect.any(Number), nextDrawTime: expect.any(Number) });
    const vn = (await agent.call('GET', '/lgw/vn/games/game_menu/recent')).json().value.list;
    expect(vn.map((g: Item) => g.nodeId)).toEqual(elott.slice(0, 4).reverse());

    const trial = await player('trial01', 'trial123');
    expect((await trial.call('GET', '/lgw/games/game_menus/recent')).json().value).toEqual({ list: [] });
  });
});

describe('GET /lgw/games/popular', () => {
  it('hot lottery games first, then the catalogue order; 6 by default, 1 to 20', async () => {
    const { list } = await value('/lgw/games/popular?language=EN');
    expect(list).toHaveLength(6);
    const hot = server.db
      .prepare(
        `SELECT node_id AS n FROM games WHERE merchant = 'bdm01' AND game_type IN ('LOTT', 'ELOTT') AND hot_rank IS NOT NULL
      ORDER BY hot_rank`,
      )
      .all() as Array<{ n: number }>;
    expect(hot.length).toBeGreaterThan(0);
    expect(list.slice(0, hot.length).map((g: Item) => g.nodeId)).toEqual(hot.map((r) => String(r.n)));
    expect(list.every((g: Item) => ['LOTT', 'ELOTT'].includes(g.gameType) && g.drawIntervalSeconds > 0)).toBe(true);
    expect((await value('/lgw/games/popular?count=1')).list).toHaveLength(1);
    expect((await value('/lgw/games/popular?count=20')).list).toHaveLength(20);
    expect((await value('/lgw/games/popular?count=500')).list).toHaveLength(20);
    for (const count of ['0', '-1', '2.5', 'six']) await expectInvalid(`/lgw/games/popular?count=${count}`);
  });
});

describe('GET /wps/relay/GCSGAME_getVassalage', () => {
  it("every vendor in the merchant's order with its game types", async () => {
    const { list } = await value('/wps/relay/GCSGAME_getVassalage?merchantCode=bdm01');
    expect(list.slice(0, 3).map((v: { vassalage: string }) => v.vassalage)).toEqual(['SBO', 'SABA', 'TF']);
    expect(list).toContainEqual({ vassalage: 'JL', displayName: 'Jili', gameTypes: ['RNG', 'FISH', 'PVP'] });
    expect(list).toContainEqual({ vassalage: 'PP', displayName: 'Pragmatic Play', gameTypes: ['LIVE', 'RNG'] });
    expect(list).toContainEqual({ vassalage: 'TCG_LOTTO_VN', displayName: 'TCG Lotto', gameTypes: ['ELOTT'] });
    expect(new Set(list.map((v: { vassalage: string }) => v.vassalage)).size).toBe(list.length);
  });
});
