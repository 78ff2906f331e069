import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, shiftClock } from '../src/lib/clock.ts';
import { TestClient } from './client.ts';
import { api, startTestServer, type TestServer } from './helpers.ts';

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
  gameClassifyNew: string;
}

const value = async (path: string, headers: Record<string, string> = {}) => {
  const res = await api(server.port, path, headers);
  expect(res.status, path).toBe(200);
  return res.json().value;
};

const count = (sql: string, ...params: unknown[]): number => (server.db.prepare(sql).get(...params) as { n: number }).n;

const LIST = '/wps/relay/GCSGAME_gameList?merchant=bdm01&platform=html5&clientType=2&minLine=&isNew=';
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
];

async function player(username: string, password: string): Promise<TestClient> {
  const client = new TestClient(server);
  expect((await client.login(username, password)).status).toBe(200);
  return client;
}

const nodeOf = (where: string, ...params: unknown[]): { nodeId: string; vendor: string } => {
  const row = server.db
    .prepare(`SELECT node_id AS nodeId, vendor FROM games WHERE merchant = 'bdm01' AND ${where} ORDER BY sort_order LIMIT 1`)
    .get(...params) as {
    nodeId: number;
    vendor: string;
  };
  return { nodeId: String(row.nodeId), vendor: row.vendor };
};

describe('GET /wps/relay/GCSGAME_gameList', () => {
  it('pages the whole catalogue 26 at a time in sort order, with totals', async () => {
    const total = count(`SELECT count(*) AS n FROM games WHERE merchant = 'bdm01'`);
    const first = await value(`${LIST}&language=EN`);
    expect(first).toMatchObject({ pageNum: 1, totalPages: Math.ceil(total / 26), totalCount: total });
    expect(first.games).toHaveLength(26);
    expect(Object.keys(first.games[0]).sort()).toEqual([...GAME_KEYS].sort());
    const order = (
      server.db.prepare(`SELECT node_id AS n FROM games WHERE merchant = 'bdm01' ORDER BY sort_order, id LIMIT 52`).all() as Array<{ n: number }>
    ).map((r) => String(r.n));
    const second = await value(`${LIST}&language=EN&pageNo=2`);
    expect([...first.games, ...second.games].map((g: Game) => g.nodeId)).toEqual(order);
    expect(second.pageNum).toBe(2);

    const last = await value(`${LIST}&pageNo=${first.totalPages}`);
    expect(last.games).toHaveLength(total - (first.totalPages - 1) * 26);
    const past = await value(`${LIST}&pageNo=${first.totalPages + 5}`);
    expect(past).toEqual({ games: [], pageNum: first.totalPages + 5, totalPages: first.totalPages, totalCount: total });
    expect((await value(`${LIST}&pageSize=10`)).games).toHaveLength(10);
    const capped = await value(`${LIST}&pageSize=1000`);
    expect(capped.games).toHaveLength(100);
    expect(capped.totalPages).toBe(Math.ceil(total / 100));
  });

  it('filters by gameType (LOTT with ELOTT), vendors, class, NEW and minimum bet', async () => {
    const rng = await value(`${LIST}&gameType=rng&pageSize=100`);
    expect(rng.totalCount).toBe(count("SELECT count(*) AS n FROM games WHERE merchant = 'bdm01' AND game_type = 'RNG'"));
    expect(rng.games.every((g: Game) => g.gameType === 'RNG')).toBe(true);
    const lott = await value(`${LIST}&gameType=LOTT&pageSize=100`);
    expect(new Set(lott.games.map((g: Game) => g.gameType))).toEqual(new Set(['LOTT', 'ELOTT']));

    const vendors = await value(`${LIST}&vassalage=jl,PG&pageSize=100`);
    expect(vendors.totalCount).toBe(count("SELECT count(*) AS n FROM games WHERE merchant = 'bdm01' AND vendor IN ('JL', 'PG')"));
    expect(new Set(vendors.games.map((g: Game) => g.vassalage))).toEqual(new Set(['JL', 'PG']));
    expect((await value(`${LIST}&vassalage=NOPE`)).totalCount).toBe(0);

    const slots = await value(`${LIST}&gameType=RNG&gameClassify=SC&pageSize=100`);
    expect(slots.totalCount).toBe(count("SELECT count(*) AS n FROM games WHERE merchant = 'bdm01' AND classify = 'SC'"));
    expect(slots.totalCount).toBeGreaterThan(0);
    expect(slots.games.every((g: Game) => g.gameClassifyNew === 'SC')).toBe(true);
    const fresh = await value(`${LIST}&gameClassify=new&pageSize=100`);
    expect(fresh.totalCount).toBe(count("SELECT count(*) AS n FROM games WHERE merchant = 'bdm01' AND is_new = 1 AND game_type = 'RNG'"));
    expect(fresh.totalCount).toBeGreaterThan(0);

    for (const [bet, minor] of [
      ['0.01', 1],
      ['0.05', 5],
      ['0.1', 10],
      ['0.5', 50],
      ['0.75', 75],
    ] as const) {
      const page = await value(`${LIST}&gameType=RNG&minBet=${bet}`);
      expect(page.totalCount, bet).toBe(
        count("SELECT count(*) AS n FROM games WHERE merchant = 'bdm01' AND game_type = 'RNG' AND min_bet_minor <= ?", minor),
      );
    }
    expect((await value(`${LIST}&gameType=RNG&minBet=0.01`)).totalCount).toBeLessThan((await value(`${LIST}&gameType=RNG&minBet=0.75`)).totalCount);
    // Empty values are "not given".
    expect((await value(`${LIST}&gameType=&gameName=&gameClassify=&vassalage=&minBet=`)).totalCount).toBe(
      count(`SELECT count(*) AS n FROM games WHERE merchant = 'bdm01'`),
    );
  });

  it('takes every platform game type: ESPORTS, COCKFIGHT and SPB are their vendors, MXWIN is empty (issue 23)', async () => {
    const vendorsOf = async (q: string) => {
      const page = await value(`${LIST}&pageSize=100&${q}`);
      expect(page.totalCount, q).toBe(page.games.length);
      return page.games.map((g: Game) => g.vassalage).sort();
    };
    const countOf = (type: string, vendors: string[]) =>
      count(
        `SELECT count(*) AS n FROM games WHERE merchant = 'bdm01' AND game_type = ? AND vendor IN (${vendors.map(() => '?').join(', ')})`,
        type,
        ...vendors,
      );
    const esports = await vendorsOf('gameType=ESPORTS');
    expect(esports).toHaveLength(countOf('SPORTS', ['TF', 'IA']));
    expect(new Set(esports)).toEqual(new Set(['TF', 'IA']));
    expect(new Set(await vendorsOf('gameType=cockfight'))).toEqual(new Set(['DS88', 'SV3']));
    expect(new Set(await vendorsOf('gameType=SPB'))).toEqual(new Set(['SPB']));
    expect(await vendorsOf('gameType=SPB')).toHaveLength(countOf('RNG', ['SPB']));
    expect(await vendorsOf('gameType=ESPORTS&vassalage=IA')).toEqual(['IA', 'IA']);
    expect(await value(`${LIST}&gameType=MXWIN`)).toEqual({ games: [], pageNum: 1, totalPages: 0, totalCount: 0 });
    // The games keep the type they are filed under, as on the platform.
    expect(new Set((await value(`${LIST}&gameType=ESPORTS`)).games.map((g: Game) => g.gameType))).toEqual(new Set(['SPORTS']));
  });

  it('searches names in the request language: EN case-insensitive, BN by substring', async () => {
    const { nameEn, nameBn } = server.db
      .prepare("SELECT name_en AS nameEn, name_bn AS nameBn FROM games WHERE merchant = 'bdm01' AND game_type = 'RNG' LIMIT 1")
      .get() as {
      nameEn: string;
      nameBn: string;
    };
    const word = nameEn.split(' ')[0]!;
    const en = await value(`${LIST}&language=EN&pageSize=100&gameName=${encodeURIComponent(word.toUpperCase())}`);
    expect(en.totalCount).toBe(count(`SELECT count(*) AS n FROM games WHERE merchant = 'bdm01' AND instr(lower(name_en), lower(?)) > 0`, word));
    expect(en.games.every((g: Game) => g.gameName.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    expect(en.games.map((g: Game) => g.gameName)).toContain(nameEn);

    const bnWord = nameBn.split(' ')[0]!;
    const bn = await value(`${LIST}&language=BN&pageSize=100&gameName=${encodeURIComponent(bnWord)}`);
    expect(bn.totalCount).toBe(count(`SELECT count(*) AS n FROM games WHERE merchant = 'bdm01' AND instr(name_bn, ?) > 0`, bnWord));
    expect(bn.games.map((g: Game) => g.gameName)).toContain(nameBn);
    expect(bn.games.every((g: Game) => g.gameName.includes(bnWord))).toBe(true);
    // The name is searched in the request language only; % and _ are plain characters.
    expect((await value(`${LIST}&language=BN&gameName=${encodeURIComponent(word)}`)).totalCount).toBe(0);
    expect((await value(`${LIST}&language=EN&gameName=%25`)).totalCount).toBe(0);
    expect((await value(`${LIST}&gameName=${encodeURIComponent(bnWord)}`, { Language: 'BN' })).totalCount).toBe(bn.totalCount);
  });

  it('refuses values it does not understand with 400 request.param.invalid', async () => {
    const bad = [
      'gameType=CASINO',
      'gameClassify=XX',
      'vassalage=JL;DROP',
      'minBet=0.2',
      'minBet=abc',
      'minBet=0.011',
      'pageNo=0',
      'pageNo=-1',
      'pageNo=x',
      'pageSize=0',
      'pageSize=2.5',
      `gameName=${'a'.repeat(65)}`,
    ];
    for (const q of bad) {
      const res = await api(server.port, `${LIST}&${q}`, { Language: 'EN' });
      expect(res.status, q).toBe(400);
      expect(res.json(), q).toMatchObject({ success: false, errorCode: 'request.param.invalid', message: expect.any(String) });
    }
  });
});

const FAV_IDS = '/wps/relay/MCSFE_getFavoriteGames';
const FAV_LIST = '/wps/relay/MCSFE_getFavoriteGamesList?language=EN';
const FAV_ADD = '/wps/relay/MCSFE_addFavoriteGameV2';
const FAV_REMOVE = '/wps/relay/MCSFE_removeFavoriteGameV2';

describe('favourites', () => {
  it('need a session', async () => {
    const anon = new TestClient(server);
    const game = nodeOf("game_type = 'RNG'");
    for (const [method, path, body] of [
      ['GET', FAV_IDS],
      ['GET', FAV_LIST],
      ['POST', FAV_ADD, game],
      ['DELETE', FAV_REMOVE, game],
    ] as const) {
      const res = await anon.call(method, path, body);
      expect(res.status, path).toBe(401);
      expect(res.json().errorCode, path).toBe('login.not.session');
    }
  });

  it('add (idempotent), list newest first, ids as strings, remove; one member never sees another', async () => {
    const demo = await player('demo01', 'demo123');
    const agent = await player('agent01', 'agent123');
    const slot = nodeOf("game_type = 'RNG'");
    const live = nodeOf("game_type = 'LIVE'");
    const fish = nodeOf("game_type = 'FISH'");

    expect((await demo.call('GET', FAV_IDS)).json().value).toEqual([]);
    expect((await demo.call('GET', FAV_LIST)).json().value).toEqual({ content: [], pageNum: 1, totalPages: 0 });

    const added = await demo.call('POST', FAV_ADD, slot);
    expect(added.status).toBe(200);
    expect(added.json()).toMatchObject({ success: true });
    shiftClock(1000);
    expect((await demo.call('POST', FAV_ADD, { nodeId: Number(live.nodeId) })).status).toBe(200); // number, no vendor
    shiftClock(1000);
    expect((await demo.call('POST', FAV_ADD, slot)).status).toBe(200); // again: still one row, same place
    expect(count('SELECT count(*) AS n FROM favourite_games f JOIN members m ON m.id = f.member_id WHERE m.username = ?', 'demo01')).toBe(2);

    expect((await demo.call('GET', FAV_IDS)).json().value).toEqual([live.nodeId, slot.nodeId]);
    const list = (await demo.call('GET', FAV_LIST)).json().value;
    expect(list).toMatchObject({ pageNum: 1, totalPages: 1 });
    expect(list.content.map((g: Game) => g.nodeId)).toEqual([live.nodeId, slot.nodeId]);
    expect(list.content[0].gameName).toMatch(/^[A-Za-z0-9 &'-]+$/);
    const rngOnly = (await demo.call('GET', `${FAV_LIST}&gameType=RNG`)).json().value;
    expect(rngOnly.content.map((g: Game) => g.nodeId)).toEqual([slot.nodeId]);
    expect((await demo.call('GET', `${FAV_LIST}&gameType=ESPORTS`)).json().value).toEqual({ content: [], pageNum: 1, totalPages: 0 });
    const paged = (await demo.call('GET', `${FAV_LIST}&pageSize=1&pageNo=2`)).json().value;
    expect(paged).toMatchObject({ pageNum: 2, totalPages: 2 });
    expect(paged.content.map((g: Game) => g.nodeId)).toEqual([slot.nodeId]);

    // Another member: sees nothing of demo01's, and their own changes do not touch them.
    expect((await agent.call('GET', FAV_IDS)).json().value).toEqual([]);
    expect((await agent.call('GET', FAV_LIST)).json().value.content).toEqual([]);
    expect((await agent.call('POST', FAV_ADD, fish)).status).toBe(200);
    expect((await agent.call('DELETE', FAV_REMOVE, slot)).status).toBe(200);
    expect((await agent.call('GET', FAV_IDS)).json().value).toEqual([fish.nodeId]);
    expect((await demo.call('GET', FAV_IDS)).json().value).toEqual([live.nodeId, slot.nodeId]);

    const removed = await demo.call('DELETE', FAV_REMOVE, slot);
    expect(removed.status).toBe(200);
    expect(removed.json()).toMatchObject({ success: true });
    expect((await demo.call('DELETE', FAV_REMOVE, slot)).status).toBe(200); // not a favourite any more: fine
    expect((await demo.call('GET', FAV_IDS)).json().value).toEqual([live.nodeId]);
    expect((await agent.call('GET', FAV_IDS)).json().value).toEqual([fish.nodeId]);
  });

  it('unknown games are 400 game.not.found; malformed ones 400', async () => {
    const demo = await player('demo01', 'demo123');
    const slot = nodeOf("game_type = 'RNG'");
    const other = slot.vendor === 'PG' ? 'JL' : 'PG';
    for (const body of [{ nodeId: '999999999' }, { ...slot, vendor: other }]) {
      for (const [method, path] of [
        ['POST', FAV_ADD],
        ['DELETE', FAV_REMOVE],
      ] as const) {
        const res = await demo.call(method, path, body, { Language: 'EN' });
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.json()).toMatchObject({ errorCode: 'game.not.found', message: expect.any(String) });
      }
    }
    for (const body of [
      {},
      { nodeId: '12x' },
      { nodeId: -3 },
      { nodeId: [1] },
      { nodeId: slot.nodeId, vendor: 'J L' },
      { nodeId: slot.nodeId, vendor: 5 },
    ]) {
      const res = await demo.call('POST', FAV_ADD, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json().errorCode).toBe('request.param.invalid');
    }
    const noBody = await demo.call('POST', FAV_ADD);
    expect(noBody.status).toBe(400);
    expect(noBody.json().errorCode).toBe('request.body.invalid');
    for (const q of ['pageNo=0', 'pageSize=x', 'gameType=CASINO']) {
      expect((await demo.call('GET', `${FAV_LIST}&${q}`)).json().errorCode, q).toBe('request.param.invalid');
    }
  });
});

const RECENT = '/wps/relay/GCS_recentGame?clientType=2&language=EN';
const launchPath = (nodeId: string) => `/wps/game/launchGame?launchMode=GLS&accountType=1&platform=html5&language=EN&nodeId=${nodeId}`;

describe('recent games', () => {
  it('need a session', async () => {
    for (const path of [RECENT, '/wps/relay/MCS2_addRecentGame?nodeId=1']) {
      const res = await api(server.port, path);
      expect(res.status, path).toBe(401);
      expect(res.json().errorCode).toBe('login.not.session');
    }
  });

  it('lists the launched and added games newest first, one row per game, 25 a page', async () => {
    const trial = await player('trial01', 'trial123');
    expect((await trial.call('GET', RECENT)).json().value).toEqual({ list: [], totalPages: 0 });
    const nodes = (
      server.db.prepare("SELECT node_id AS n FROM games WHERE merchant = 'bdm01' AND game_type = 'RNG' ORDER BY sort_order LIMIT 27").all() as Array<{
        n: number;
      }>
    ).map((r) => String(r.n));
    for (const nodeId of nodes.slice(0, 26)) {
      expect((await trial.call('GET', launchPath(nodeId))).status).toBe(200);
      shiftClock(10);
    }
    const added = await trial.call('GET', `/wps/relay/MCS2_addRecentGame?nodeId=${nodes[26]}`);
    expect(added.status).toBe(200);
    shiftClock(10);
    await trial.call('GET', launchPath(nodes[0]!)); // again: moves to the front
    const first = (await trial.call('GET', RECENT)).json().value;
    expect(first.totalPages).toBe(2);
    expect(first.list).toHaveLength(25);
    expect(first.list.slice(0, 3).map((g: Game) => g.nodeId)).toEqual([nodes[0], nodes[26], nodes[25]]);
    const second = (await trial.call('GET', `${RECENT}&page=2`)).json().value;
    expect(second.list.map((g: Game) => g.nodeId)).toEqual([nodes[2], nodes[1]]);
    expect((await trial.call('GET', `${RECENT}&page=9`)).json().value).toEqual({ list: [], totalPages: 2 });
    expect((await trial.call('GET', `${RECENT}&gameType=LIVE`)).json().value).toEqual({ list: [], totalPages: 0 });
    expect((await trial.call('GET', `${RECENT}&pageSize=100`)).json().value.list).toHaveLength(27);

    // Another member's list is their own.
    const demo = await player('demo01', 'demo123');
    const theirs = (await demo.call('GET', `${RECENT}&pageSize=100`)).json().value.list.map((g: Game) => g.nodeId);
    expect(theirs).not.toContain(nodes[26]);
  });

  it('addRecentGame refuses unknown and malformed node ids', async () => {
    const demo = await player('demo01', 'demo123');
    const unknown = await demo.call('GET', '/wps/relay/MCS2_addRecentGame?nodeId=999999999');
    expect(unknown.status).toBe(400);
    expect(unknown.json().errorCode).toBe('game.not.found');
    for (const q of ['', '?nodeId=', '?nodeId=12x']) {
      const res = await demo.call('GET', `/wps/relay/MCS2_addRecentGame${q}`);
      expect(res.status, q).toBe(400);
      expect(res.json().errorCode).toBe('request.param.invalid');
    }
    for (const q of ['page=0', 'pageSize=-1', 'gameType=CASINO']) {
      expect((await demo.call('GET', `${RECENT}&${q}`)).json().errorCode, q).toBe('request.param.invalid');
    }
  });
});
