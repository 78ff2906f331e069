import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, shiftClock } from '../src/lib/clock.ts';
import { api, MERCHANT, rawRequest, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => resetClock());

const value = async (path: string, headers: Record<string, string> = {}) => {
  const res = await api(server.port, path, headers);
  expect(res.status, path).toBe(200);
  return res.json().value;
};

const expectInvalid = async (path: string) => {
  const res = await api(server.port, path, { Language: 'EN' });
  expect(res.status, path).toBe(400);
  expect(res.json(), path).toMatchObject({ success: false, errorCode: 'request.param.invalid', message: expect.any(String) });
};

const HOT = '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&platform=html5&merchantCode=bdm01';
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

describe('GET /wps/relay/GCSGAME_hotGamesV2', () => {
  it('lists at most 30 hot games of several categories, with the platform item shape', async () => {
    const { list } = await value(`${HOT}&language=EN`);
    expect(list).toHaveLength(30);
    expect(Object.keys(list[0]).sort()).toEqual([...GAME_KEYS].sort());
    expect(list[0]).toMatchObject({ nodeId: expect.stringMatching(/^\d+$/), isGameH5: '1', playType: '', lottoMode: '' });
    expect(list[0].iconUrl).toMatch(/^\/cdn\/games\/[a-z0-9_]+\/[a-z0-9_]+\.png$/);
    expect(new Set(list.map((g: { gameType: string }) => g.gameType)).size).toBeGreaterThanOrEqual(6);
  });

  it("sends the tile image where the platform's clients read it: defaultIcon, showIcon (issue 23)", async () => {
    for (const g of (await value(`${HOT}&language=BN`)).list) {
      expect(g.defaultIcon, g.nodeId).toBe(g.iconUrl);
      expect(g.showIcon, g.nodeId).toBe(g.iconUrl);
      expect(g.defaultLanguage, g.nodeId).toMatch(/^[A-Za-z0-9 &'.:-]+$/);
      expect(g, g.nodeId).toMatchObject({ isGame: '1', nodeTypeManageId: g.gameCode });
    }
    const icon = await api(server.port, (await value(HOT)).list[0].defaultIcon);
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\//);
  });

  it('names follow `language` (else the Language header)', async () => {
    const en = (await value(`${HOT}&language=EN`)).list[0];
    const bn = (await value(`${HOT}&language=BN`)).list[0];
    expect(en.nodeId).toBe(bn.nodeId);
    expect(en.gameName).toMatch(/^[A-Za-z0-9 &'-]+$/);
    expect(bn.gameName).toMatch(/[\u0980-\u09FF]/);
    expect((await value(HOT, { Language: 'EN' })).list[0].gameName).toBe(en.gameName);
  });

  it('filters by gameType and by a vassalage list', async () => {
    const rng = (await value(`${HOT}&gameType=RNG`)).list;
    expect(rng.length).toBeGreaterThan(10);
    expect(rng.every((g: { gameType: string }) => g.gameType === 'RNG')).toBe(true);
    const some = (await value(`${HOT}&vassalage=jl,PG`)).list;
    expect(new Set(some.map((g: { vassalage: string }) => g.vassalage))).toEqual(new Set(['JL', 'PG']));
    const sports = (await value(`${HOT}&gameType=SPORTS&vassalage=TF,IA`)).list;
    expect(sports.map((g: { vassalage: string }) => g.vassalage).sort()).toEqual(['IA', 'TF']);
    expect((await value(`${HOT}&gameType=LOTT`)).list.map((g: { gameType: string }) => g.gameType).sort()).toEqual(['ELOTT', 'LOTT']);
    expect((await value(`${HOT}&vassalage=NOPE`)).list).toEqual([]);
    expect((await value(`${HOT}&gameType=&vassalage=`)).list).toHaveLength(30);
  });

  it("accepts every platform game type: the split-out ones are their vendors' games, one without games is empty (issue 23)", async () => {
    const vendorsOf = async (type: string) => new Set((await value(`${HOT}&gameType=${type}`)).list.map((g: { vassalage: string }) => g.vassalage));
    expect(await vendorsOf('ESPORTS')).toEqual(new Set(['TF', 'IA']));
    expect(await vendorsOf('esports')).toEqual(new Set(['TF', 'IA']));
    // No cockfight game is hot; the game list has them (game-lists.test.ts).
    expect(await vendorsOf('COCKFIGHT')).toEqual(new Set());
    expect(await vendorsOf('SPB')).toEqual(new Set(['SPB']));
    expect((await value(`${HOT}&gameType=MXWIN`)).list).toEqual([]);
    expect((await value(`${HOT}&gameType=ESPORTS&vassalage=PG`)).list).toEqual([]);
  });

  it('refuses unknown game types and malformed vendor lists', async () => {
    for (const type of ['CASINO', 'ESPORT', 'SPORTS,RNG', 'x'.repeat(300)]) await expectInvalid(`${HOT}&gameType=${type}`);
    await expectInvalid(`${HOT}&vassalage=JL;DROP`);
    await expectInvalid(`${HOT}&vassalage=${'A'.repeat(40)}`);
  });
});

describe('POST /wps/relay/GCSGAME_hotGamesV2 (issue 23: some platform clients post it)', () => {
  const PATH = '/wps/relay/GCSGAME_hotGamesV2';
  const post = (body: string, contentType: string, query = '') =>
    rawRequest(server.port, `${PATH}${query}`, { method: 'POST', headers: { ...MERCHANT, Language: 'EN', 'Content-Type': contentType }, body });
  const json = (fields: unknown, query = '') => post(JSON.stringify(fields), 'application/json;charset=UTF-8', query);
  const nodes = (list: Array<{ nodeId: string }>) => list.map((g) => g.nodeId);

  it('answers as GET does, the parameters in a JSON body, a form body or the query', async () => {
    const all = await value(`${HOT}&language=BN`);
    const real = await json({ merchantCode: 'bdm01', isPlatform: 2, vassalage: '', platform: 'html5', language: 'BN' });
    expect(real.status).toBe(200);
    expect(real.json()).toMatchObject({ success: true, value: all });

    const rng = nodes((await value(`${HOT}&gameType=RNG&vassalage=JL,PG`)).list);
    expect(nodes((await json({ gameType: 'RNG', vassalage: 'JL,PG' })).json().value.list)).toEqual(rng);
    expect(nodes((await post('gameType=RNG&vassalage=JL%2CPG', 'application/x-www-form-urlencoded')).json().value.list)).toEqual(rng);
    expect(nodes((await post('', 'application/json', '?gameType=RNG&vassalage=JL,PG')).json().value.list)).toEqual(rng);
    // A body field is read over the query's.
    expect(nodes((await json({ gameType: 'RNG', vassalage: 'JL,PG' }, '?gameType=LIVE')).json().value.list)).toEqual(rng);
    expect(nodes((await json({ gameType: 'ESPORTS', language: null })).json().value.list)).toEqual(
      nodes((await value(`${HOT}&gameType=ESPORTS`)).list),
    );
  });

  it('refuses what GET refuses, and a body that is not an object of plain values', async () => {
    for (const [body, code] of [
      [{ gameType: 'CASINO' }, 'request.param.invalid'],
      [{ vassalage: 'JL;DROP' }, 'request.param.invalid'],
      [{ vassalage: ['JL'] }, 'request.param.invalid'],
      [{ gameType: { $ne: '' } }, 'request.param.invalid'],
      [['RNG'], 'request.body.invalid'],
      ['RNG', 'request.body.invalid'],
    ] as const) {
      const res = await json(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toMatchObject({ success: false, errorCode: code, message: expect.any(String) });
    }
    const broken = await post('{"gameType":', 'application/json');
    expect(broken.status).toBe(400);
    expect(broken.json().errorCode).toBe('request.body.invalid');
  });
});

describe('GET /wps/relay/GCSGAME_newGameVendor (issue 23)', () => {
  const PATH = '/wps/relay/GCSGAME_newGameVendor?platform=html5&merchantCode=bdm01&clientType=2';
  interface Lane {
    title: string;
    cards: Array<Record<string, string>>;
    gameClassify: Array<{ key: string; displayName: string; gameCount: number }>;
  }

  it("answers a lane per category in the merchant's order, the vendors as cards, the RNG classes counted", async () => {
    const { data } = await value(`${PATH}&language=EN`);
    const lanes = data.lanes as Lane[];
    const sorting = (await value('/wps/relay/GCSGAME_getVassGameType?typeId=1')).sortingList as Array<{
      gameCategory: string;
      vendorNames: Array<{ vassalage: string; gameType: string; accountTypeName: string }>;
    }>;
    expect(lanes.map((l) => l.title)).toEqual(sorting.map((c) => c.gameCategory));
    for (const [i, lane] of lanes.entries()) {
      expect(lane.cards.map((c) => [c.vassalage, c.gameType, c.displayName])).toEqual(
        sorting[i]!.vendorNames.map((v) => [v.vassalage, v.gameType, v.accountTypeName]),
      );
    }
    const jili = lanes.find((l) => l.title === 'RNG')!.cards.find((c) => c.vassalage === 'JL');
    const logo = '/cdn/vendors/JL.svg';
    expect(jili).toEqual({
      vassalage: 'JL',
      displayName: 'Jili',
      title: 'Jili',
      accountTypeName: 'Jili',
      gameType: 'RNG',
      lagerIcon: logo,
      smallIcon: logo,
      mobileSmallIcon: logo,
      mobileLargeIcon: logo,
      h5Icon: logo,
      gameCode: '',
      isGame: 'VASSALAGE',
    });
    expect((await api(server.port, logo)).status).toBe(200);
    // E-sports and cockfight vendors stay in the SPORTS lane, as on the platform.
    expect(lanes.find((l) => l.title === 'SPORTS')!.cards.map((c) => c.vassalage)).toEqual(expect.arrayContaining(['TF', 'IA', 'SV3']));

    const classes = lanes.find((l) => l.title === 'RNG')!.gameClassify;
    for (const { key, gameCount } of classes) {
      const n = (server.db.prepare("SELECT count(*) AS n FROM games WHERE merchant = 'bdm01' AND classify = ?").get(key) as { n: number }).n;
      expect(gameCount, key).toBe(n);
    }
    expect(classes.map((c) => c.key)).toEqual(['SC', 'VP', 'JP', 'TG', 'AC', 'BG']);
    expect(classes[0]).toEqual({ key: 'SC', displayName: 'Slots', gameCount: expect.any(Number) });
    expect(lanes.filter((l) => l.title !== 'RNG').every((l) => l.gameClassify.length === 0)).toBe(true);
  });

  it('names the classes in the request language (else the Language header)', async () => {
    const rng = (v: { data: { lanes: Lane[] } }) => v.data.lanes.find((l) => l.title === 'RNG')!.gameClassify[0]!.displayName;
    expect(rng(await value(`${PATH}&language=BN`))).toBe('স্লট');
    expect(rng(await value(PATH, { Language: 'EN' }))).toBe('Slots');
    expect(rng(await value(PATH))).toBe('স্লট');
  });
});

describe('GET /wps/relay/GCSGAME_getVassGameType', () => {
  it('answers the sorting list in the merchant order, e-sports and cockfight under SPORTS', async () => {
    const data = await value('/wps/relay/GCSGAME_getVassGameType?typeId=1&merchant_code=bdm01');
    expect(data.sortingList.map((c: { gameCategory: string }) => c.gameCategory)).toEqual([
      'SPORTS',
      'LIVE',
      'RNG',
      'FISH',
      'PVP',
      'LOTT',
      'INHOUSE',
    ]);
    const sports = Object.keys(data.content.SPORTS);
    expect(sports).toEqual(expect.arrayContaining(['SBO', 'SABA', 'TF', 'IA', 'DS88', 'SV3']));
    expect(data.content.RNG.JL).toEqual([{ gameType: 'RNG', vassalage: 'JL', accountTypeName: expect.any(String) }]);
    expect(data.content.LOTT.TCG_LOTTO_VN).toEqual([{ gameType: 'ELOTT', vassalage: 'TCG_LOTTO_VN', accountTypeName: 'TCG Lotto' }]);
    // content[type] is the sorting list's entry keyed by vendor code (platform reference §7.6).
    for (const { gameCategory, vendorNames } of data.sortingList) {
      expect(Object.values(data.content[gameCategory]).flat()).toEqual(vendorNames);
    }
    const vendors = new Set(Object.values(data.content).flatMap((byVendor) => Object.keys(byVendor as object)));
    expect(vendors.size).toBeGreaterThanOrEqual(12);
  });

  it('refuses another typeId', async () => {
    await expectInvalid('/wps/relay/GCSGAME_getVassGameType?typeId=2');
  });
});

const RANK = '/wps/relay/GCSGAME_getRankList?gameCategory=ALL';

describe('GET /wps/relay/GCSGAME_getRankList', () => {
  it('answers 20 wins by default, newest first, { vo }-wrapped', async () => {
    const { list } = await value(`${RANK}&language=EN`);
    expect(list).toHaveLength(20);
    const vo = list[0].vo;
    expect(vo).toMatchObject({
      customerName: expect.stringMatching(/^[a-z]{2}\*{4}[a-z]$/),
      winAmount: expect.any(Number),
      currency: 'BDT',
      gameName: expect.any(String),
      iconUrl: expect.stringMatching(/^\/cdn\/games\//),
      nodeId: expect.stringMatching(/^\d+$/),
      gameId: expect.any(String),
      gameCode: expect.any(String),
      vassalage: expect.any(String),
      roomId: expect.any(String),
      supportPlay: expect.stringMatching(/^[01]$/),
      winTime: expect.any(Number),
    });
    const times = list.map((row: { vo: { winTime: number } }) => row.vo.winTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const row of list) {
      expect(row.vo.winAmount).toBeGreaterThanOrEqual(500);
      expect(row.vo.winAmount).toBeLessThanOrEqual(300_000);
    }
  });

  it('caps limitNum at 50, filters by category, names by language', async () => {
    expect((await value(`${RANK}&limitNum=5`)).list).toHaveLength(5);
    expect((await value(`${RANK}&limitNum=500`)).list).toHaveLength(40); // capped at 50; 40 are seeded
    const live = (await value('/wps/relay/GCSGAME_getRankList?gameCategory=LIVE&limitNum=50')).list;
    expect(live.every((row: { vo: { gameType: string } }) => row.vo.gameType === 'LIVE')).toBe(true);
    const bn = (await value(`${RANK}&language=BN&limitNum=1`)).list[0].vo.gameName;
    expect(bn).toMatch(/[\u0980-\u09FF]/);
  });

  it('takes every platform game type as the category (issue 23)', async () => {
    const esports = (await value(`${RANK.replace('ALL', 'ESPORTS')}&limitNum=50`)).list;
    expect(esports.every((row: { vo: { vassalage: string } }) => ['TF', 'IA'].includes(row.vo.vassalage))).toBe(true);
    expect((await value(`${RANK.replace('ALL', 'MXWIN')}`)).list).toEqual([]);
  });

  it('refuses a limit that is not a positive integer and an unknown category', async () => {
    for (const limit of ['0', '-3', 'ten', '2.5']) await expectInvalid(`${RANK}&limitNum=${limit}`);
    await expectInvalid('/wps/relay/GCSGAME_getRankList?gameCategory=CASINO');
  });
});

describe('GET /wps/relay/GCSGAME_getGameMatchV2', () => {
  const PATH = '/wps/relay/GCSGAME_getGameMatchV2';

  it('answers the 6 seeded matches, upcoming first, with team images', async () => {
    const { list } = await value(`${PATH}?language=EN`);
    expect(list).toHaveLength(6);
    expect(list[0]).toEqual({
      league: 'Asia Cup',
      matchTime: expect.any(Number),
      homeTeam: 'Bangladesh',
      awayTeam: 'India',
      homeTeamImageUrl: '/cdn/teams/bangladesh.svg',
      awayTeamImageUrl: '/cdn/teams/india.svg',
      vendor: 'SABA',
      gameType: 'SPORTS',
      gameCode: 'saba_cricket',
      roomId: '',
      nodeId: expect.stringMatching(/^\d+$/),
      supportPlay: '0',
    });
    const times = list.map((m: { matchTime: number }) => m.matchTime);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBeGreaterThan(Date.now());
    expect((await value(`${PATH}?language=BN`)).list[0]).toMatchObject({ homeTeam: 'বাংলাদেশ', league: 'এশিয়া কাপ' });
  });

  it('seeded matches stay upcoming whatever the date; a fixed kick-off drops out 3 hours after', async () => {
    shiftClock(90 * 24 * 3600_000);
    expect((await value(PATH)).list[0].matchTime).toBeGreaterThan(Date.now() + 90 * 24 * 3600_000);
    resetClock();
    server.db.prepare("UPDATE hot_matches SET kickoff_at = ?, kickoff_in_minutes = NULL WHERE home_en = 'Pakistan'").run(Date.now() - 4 * 3600_000);
    expect((await value(PATH)).list).toHaveLength(5);
  });
});
