import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, shiftClock } from '../src/lib/clock.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { bet, launch, moneyCall, newKey, newPlayer } from './money-players.ts';

/** The money rate limit (docs/money.md, "Units"): 20 money writes a minute per member, 120 bets; a replay takes no slot. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => resetClock());

const CLAIM = '/wps/relay/MCSFE_claimManualRebate';

describe('money.rate.limited', () => {
  it('attack: the 21st money write in a minute is 429 with retryAfter, per member; a minute later it runs again', async () => {
    const player = newPlayer(server, 0);
    const other = newPlayer(server, 0);
    for (let i = 0; i < 20; i++) expect((await moneyCall(server, player, CLAIM, {})).json().errorCode).toBe('rebate.nothing.to.claim');
    const refused = await moneyCall(server, player, CLAIM, {});
    expect(refused.status).toBe(429);
    expect(refused.json()).toMatchObject({ errorCode: 'money.rate.limited', value: { retryAfter: expect.any(Number) } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another member is not slowed by this one.
    expect((await moneyCall(server, other, CLAIM, {})).json().errorCode).toBe('rebate.nothing.to.claim');
    shiftClock(61_000);
    expect((await moneyCall(server, player, CLAIM, {})).json().errorCode).toBe('rebate.nothing.to.claim');
  });

  it('attack: the 121st bet in a minute is refused and writes nothing; bets do not use up the money writes; a replay takes no slot', async () => {
    const player = newPlayer(server, 10_000_000);
    const launchId = launch(server, player);
    const firstKey = newKey();
    const first = await bet(server, player, launchId, '1', firstKey);
    for (let i = 1; i < 120; i++) expect((await bet(server, player, launchId, '1')).status).toBe(200);
    // The first bet's key again: its stored answer, not a refusal and not a slot.
    const replay = await bet(server, player, launchId, '1', firstKey);
    expect(replay.json().value).toEqual(first.json().value);
    const refused = await bet(server, player, launchId, '1');
    expect(refused.status).toBe(429);
    expect(refused.json().errorCode).toBe('money.rate.limited');
    expect((server.db.prepare('SELECT count(*) AS n FROM bets WHERE member_id = ?').get(player.id) as { n: number }).n).toBe(120);
    expect((await moneyCall(server, player, CLAIM, {})).status).not.toBe(429);
  });
});
