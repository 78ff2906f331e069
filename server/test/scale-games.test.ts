import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/run.ts';
import { loadConfig } from '../src/config.ts';
import { scaledGame, scaledGameCount, scaleGames } from '../src/db/scale-games.ts';
import { TestClient } from './client.ts';
import { api, rawRequest, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const LIST = '/wps/relay/GCSGAME_gameList?gameType=RNG&language=EN';
const list = async (query = '') => (await api(server.port, `${LIST}${query}`)).json().value;
const count = (sql: string): number => (server.db.prepare(sql).get() as { n: number }).n;

function cli(args: string[]): { code: number; stdout: string; stderr: string } {
  const out: string[] = [];
  const err: string[] = [];
  const code = runCli(['--db', server.dbPath, ...args], { log: (line) => out.push(line), error: (line) => err.push(line) });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

describe('the scale setting', () => {
  it('game n is always the same RNG game, named in BN and EN, with a code the games table accepts', () => {
    const vendors = ['PP', 'JL', 'PG'];
    expect(scaledGame(1, vendors)).toEqual({
      nodeId: 1_000_001,
      vendor: 'PP',
      code: 'blazing_reels_1',
      nameEn: 'Blazing Reels 1',
      nameBn: 'জ্বলন্ত রিল ১',
      classify: 'VP',
      minBetMinor: 5,
    });
    expect(scaledGame(9_999, vendors)).toEqual(scaledGame(9_999, vendors));
    expect(scaledGame(12, vendors).nameBn).toMatch(/ ১২$/);
    const classes = new Set(Array.from({ length: 30 }, (_, i) => scaledGame(i + 1, vendors).classify));
    expect([...classes].sort()).toEqual(['AC', 'BG', 'JP', 'SC', 'TG', 'VP']);
  });

  it('adds 10,000 games in one transaction well under 2 s; the game list pages them after the seeded ones', async () => {
    const started = performance.now();
    expect(scaleGames(server.db, 'bdm01', 10_000)).toEqual({ before: 0, after: 10_000 });
    expect(performance.now() - started).toBeLessThan(2000);

    const first = await list();
    expect(first.totalCount).toBe(380 + 10_000);
    const generated = (game: { nodeId: string }): boolean => Number(game.nodeId) > 1_000_000;
    expect(first.games.some(generated)).toBe(false);
    // 380 seeded games fill 14 pages of 26 and 16 places of page 15.
    const seededEnd = (await list('&pageNo=15')).games;
    expect(seededEnd.slice(0, 16).some(generated)).toBe(false);
    expect(seededEnd[16].gameName).toBe('Blazing Reels 1');
    const vendors = new Set((await list('&pageNo=40')).games.map((g: { vassalage: string }) => g.vassalage));
    expect(vendors.size).toBeGreaterThanOrEqual(5);

    const started40 = performance.now();
    expect((await list('&pageNo=40')).games).toHaveLength(26);
    expect(performance.now() - started40).toBeLessThan(50);

    const name = scaledGame(1234, ['JL']).nameEn;
    const search = await list(`&gameName=${encodeURIComponent(name.toLowerCase())}`);
    expect(search.games.map((g: { gameName: string }) => g.gameName)).toContain(name);
    expect(search.games.every((g: { gameName: string }) => g.gameName.startsWith(name))).toBe(true);
    const bn = (await api(server.port, `/wps/relay/GCSGAME_gameList?gameType=RNG&language=BN&gameName=${encodeURIComponent('জ্বলন্ত রিল ১')}`)).json()
      .value;
    expect(bn.totalCount).toBeGreaterThan(1);
    expect((await list('&gameClassify=SC')).totalCount).toBeGreaterThan(1600);
    expect((await list('&minBet=0.01')).totalCount).toBeGreaterThan(2000);
    expect((await api(server.port, '/wps/relay/GCSGAME_gameList?gameType=LIVE')).json().value.totalCount).toBe(80);
  });

  it('draws an icon for every generated game', async () => {
    const games = (await list('&pageNo=300')).games;
    for (const game of games.slice(0, 3)) {
      const res = await rawRequest(server.port, game.iconUrl);
      expect(res.status, game.iconUrl).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
    }
  });

  it('is idempotent; shrinking or off removes the extra games with their favourites and recent rows', async () => {
    expect(scaleGames(server.db, 'bdm01', 10_000)).toEqual({ before: 10_000, after: 10_000 });
    const demo = new TestClient(server);
    await demo.login('demo01', 'demo123');
    for (const nodeId of ['1000005', '1009999']) {
      expect((await demo.call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', { nodeId })).status).toBe(200);
      expect((await demo.call('GET', `/wps/relay/MCS2_addRecentGame?nodeId=${nodeId}`)).status).toBe(200);
    }
    expect(scaleGames(server.db, 'bdm01', 100)).toEqual({ before: 10_000, after: 100 });
    expect((await demo.call('GET', '/wps/relay/MCSFE_getFavoriteGames')).json().value).toEqual(['1000005']);
    expect(scaleGames(server.db, 'bdm01', 0)).toEqual({ before: 100, after: 0 });
    expect((await demo.call('GET', '/wps/relay/MCSFE_getFavoriteGames')).json().value).toEqual([]);
    expect(count('SELECT count(*) AS n FROM recent_games WHERE game_ref NOT IN (SELECT id FROM games)')).toBe(0);
    expect((await list()).totalCount).toBe(380);
    expect(() => scaleGames(server.db, 'bdm01', 20_001)).toThrow(RangeError);
  });
});

describe('admin CLI: games scale', () => {
  it('sets, prints and removes the generated games; a running server sees them at once', async () => {
    expect(cli(['games', 'scale'])).toMatchObject({ code: 0, stdout: '0' });
    expect(cli(['games', 'scale', '500']).stdout).toBe('bdm01: generated games 0 -> 500');
    expect(cli(['games', 'scale', '500']).stdout).toBe('bdm01: generated games already 500');
    expect(cli(['games', 'scale']).stdout).toBe('500');
    expect((await list()).totalCount).toBe(880);
    expect(cli(['games', 'scale', 'off']).stdout).toBe('bdm01: generated games 500 -> 0');
    expect(scaledGameCount(server.db, 'bdm01')).toBe(0);
  });

  it('bad usage is exit 2; an unknown merchant exit 1', () => {
    for (const args of [
      ['games'],
      ['games', 'scale', '20001'],
      ['games', 'scale', '-1'],
      ['games', 'scale', 'on'],
      ['games', 'scale', '1', '2'],
      ['games', 'list'],
    ]) {
      const result = cli(args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr, args.join(' ')).toContain('Usage: games scale [<count>|off]');
    }
    expect(cli(['--merchant', 'zz99', 'games', 'scale', '5'])).toMatchObject({ code: 1, stderr: "Error: Unknown merchant 'zz99'" });
    expect(cli(['--help']).stdout).toContain('games scale [<count>|off]');
  });
});

describe('--scale-games and SCALE_GAMES', () => {
  it('are read at start: the flag wins, off is 0, a bad count is refused', () => {
    expect(loadConfig({}, ['--fresh']).scaleGames).toBeUndefined();
    expect(loadConfig({}, ['--fresh', '--scale-games', '10000'])).toMatchObject({ fresh: true, scaleGames: 10_000 });
    expect(loadConfig({ SCALE_GAMES: '250' }, []).scaleGames).toBe(250);
    expect(loadConfig({ SCALE_GAMES: '250' }, ['--scale-games', 'off']).scaleGames).toBe(0);
    for (const argv of [['--scale-games'], ['--scale-games', '20001'], ['--scale-games', '--fresh'], ['--scale-games', '1e4']]) {
      expect(() => loadConfig({}, argv), argv.join(' ')).toThrow(/scale-games/);
    }
    expect(() => loadConfig({ SCALE_GAMES: 'lots' }, [])).toThrow(/SCALE_GAMES/);
  });
});
