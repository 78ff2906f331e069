import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, shiftClock } from '../src/lib/clock.ts';
import { api, startTestServer, type TestServer } from './helpers.ts';

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
    expect(list[0]).toMatchObject({ nodeId: expect.stringMatching(/^\d+$/), showIcon: '1', isGameH5: '1', playType: '', lottoMode: '' });
    expect(list[0].iconUrl).toMatch(/^\/cdn\/games\/[a-z0-9_]+\/[a-z0-9_]+\.png$/);
    expect(new Set(list.map((g: { gameType: string }) => g.gameType)).size).toBeGreaterThanOrEqual(6);
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

  it('refuses unknown game types and malformed vendor lists', async () => {
    await expectInvalid(`${HOT}&gameType=ESPORTS`);
    await expectInvalid(`${HOT}&vassalage=JL;DROP`);
    await expectInvalid(`${HOT}&vassalage=${'A'.repeat(40)}`);
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
    const sports = data.content.SPORTS.map((v: { vassalage: string }) => v.vassalage);
    expect(sports).toEqual(expect.arrayContaining(['SBO', 'SABA', 'TF', 'IA', 'DS88', 'SV3']));
    expect(data.content.RNG[0]).toEqual({ gameType: 'RNG', vassalage: expect.any(String), accountTypeName: expect.any(String) });
    expect(data.content.LOTT).toContainEqual({ gameType: 'ELOTT', vassalage: 'TCG_LOTTO_VN', accountTypeName: 'TCG Lotto' });
    for (const { gameCategory, vendorNames } of data.sortingList) expect(data.content[gameCategory]).toEqual(vendorNames);
    const vendors = new Set(
      Object.values(data.content)
        .flat()
        .map((v) => (v as { vassalage: string }).vassalage),
    );
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
