import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './client.ts';
import { rawRequest, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let demo: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  demo = new TestClient(server);
  expect((await demo.login('demo01', 'demo123')).status).toBe(200);
});
afterAll(() => server.close());

const LAUNCH = '/wps/game/launchGame?launchMode=LOTT&accountType=1&platform=html5';

/** The lottery launch query of docs/api.md ("Lottery"); `undefined` leaves a parameter out. */
function lotteryPath(p: Record<string, string | undefined>): string {
  const params = {
    language: 'EN',
    gameType: 'LOTT',
    vassalage: 'LOTT',
    gameCode: 'dhaka_lottery',
    lottoPrizeMode: 'Lott',
    lottoGameCode: 'dhaka_lottery',
    lottoView: 'betting',
    ...p,
  };
  return (
    LAUNCH +
    Object.entries(params)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `&${k}=${v}`)
      .join('')
  );
}

const lastRecent = (): string =>
  (
    server.db
      .prepare(
        `SELECT g.game_code AS code FROM recent_games r JOIN games g ON g.id = r.game_ref
   JOIN members m ON m.id = r.member_id WHERE m.username = 'demo01' ORDER BY r.played_at DESC, r.rowid DESC LIMIT 1`,
      )
      .get() as { code: string }
  ).code;

async function launch(p: Record<string, string | undefined>): Promise<string> {
  const res = await demo.call('GET', lotteryPath(p));
  expect(res.status, JSON.stringify(p)).toBe(200);
  return res.json().value.content.game_url;
}

describe('GET /wps/game/launchGame?launchMode=LOTT', () => {
  it('opens the demo page for a LOTT game, records it as recent and shows the prize mode and play type', async () => {
    const url = await launch({ playType: 'Tradition' });
    expect(url).toMatch(/^\/demo-game\/\?launch=[\w-]{24}$/);
    expect(lastRecent()).toBe('dhaka_lottery');
    const page = await rawRequest(server.port, url);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1>Dhaka Lottery</h1>');
    expect(page.text).toContain('<p class="mode">Lottery · Traditional play</p>');
  });

  it("an ELOTT game with only lottoGameCode; ZY and Entertainment in BN; no prize mode = the game's own", async () => {
    const url = await launch({
      gameType: 'ELOTT',
      vassalage: 'TCG_LOTTO_VN',
      gameCode: undefined,
      lottoGameCode: 'keno_3_min',
      lottoPrizeMode: 'zy',
      playType: 'entertainment',
      lottoView: 'LOBBY',
      language: 'BN',
    });
    expect(lastRecent()).toBe('keno_3_min');
    const page = await rawRequest(server.port, url);
    expect(page.text).toContain('<p class="mode">জেডওয়াই লটারি · বিনোদন খেলা</p>');
    const own = await launch({
      gameType: undefined,
      vassalage: 'TCG_LOTTO_VN',
      gameCode: 'lotto_1_min',
      lottoGameCode: undefined,
      lottoPrizeMode: undefined,
    });
    expect((await rawRequest(server.port, own)).text).toContain('<p class="mode">Entertainment lottery</p>');
  });

  it("finds the game by its lottery code alone, as the specification's link names it (no vendor)", async () => {
    await launch({ vassalage: undefined, gameType: undefined, gameCode: undefined, lottoGameCode: 'padma_lotto' });
    expect(lastRecent()).toBe('padma_lotto');
    await launch({ vassalage: undefined, gameType: 'ELOTT', gameCode: 'keno_5_min', lottoGameCode: 'keno_5_min', lottoPrizeMode: 'Elott' });
    expect(lastRecent()).toBe('keno_5_min');
    // Only lottery games: a casino game's code names none.
    const casino = await demo.call('GET', lotteryPath({ vassalage: undefined, gameType: undefined, gameCode: undefined, lottoGameCode: 'aviator' }));
    expect(casino.json().errorCode).toBe('game.not.found');
    // A GLS launch still needs the vendor.
    const gls = await demo.call('GET', lotteryPath({ vassalage: undefined }).replace('launchMode=LOTT', 'launchMode=GLS'));
    expect(gls.json().errorCode).toBe('request.param.invalid');
  });

  it('a GLS launch shows no prize mode, even with lottery parameters', async () => {
    const gls = await demo.call(
      'GET',
      lotteryPath({ gameType: 'RNG', vassalage: 'SPB', gameCode: 'aviator', lottoGameCode: undefined }).replace('launchMode=LOTT', 'launchMode=GLS'),
    );
    expect(gls.status).toBe(200);
    const page = await rawRequest(server.port, gls.json().value.content.game_url);
    expect(page.text).not.toContain('class="mode"');
  });

  it('refuses a non-lottery game, mismatched codes and bad lottery parameters with 400 request.param.invalid', async () => {
    const invalid = [
      lotteryPath({ gameType: 'RNG', vassalage: 'SPB', gameCode: 'aviator', lottoGameCode: undefined }),
      lotteryPath({ gameType: undefined, vassalage: 'SPB', gameCode: undefined, lottoGameCode: 'aviator' }),
      lotteryPath({ lottoGameCode: 'bangla_lotto' }),
      lotteryPath({ lottoPrizeMode: 'SEA' }),
      lotteryPath({ lottoView: 'table' }),
      lotteryPath({ playType: 'Classic' }),
      lotteryPath({ gameCode: undefined, lottoGameCode: undefined }),
      lotteryPath({ lottoGameCode: 'x'.repeat(65), gameCode: undefined }),
    ];
    for (const path of invalid) {
      const res = await demo.call('GET', path);
      expect(res.status, path).toBe(400);
      expect(res.json().errorCode, path).toBe('request.param.invalid');
    }
    const unknown = await demo.call('GET', lotteryPath({ gameCode: undefined, lottoGameCode: 'no_such_draw' }));
    expect(unknown.json().errorCode).toBe('game.not.found');
  });

  it('needs a session', async () => {
    const res = await rawRequest(server.port, lotteryPath({}), { headers: { Merchant: 'bdm01' } });
    expect(res.status).toBe(401);
  });
});
