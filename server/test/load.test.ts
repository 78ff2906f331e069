import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { runLoad, SHORT_LOAD } from './load/scenarios.ts';

/**
 * The short form of the server load test (the full one is `npm run bench:server`): 50
 * registrations at once (plus 10 racing for one username), 200 favourite toggles and 200
 * promotion claims (150 different, 5 pairs raced 10 times each), then the integrity checks of
 * server/test/load/. No timing is asserted: the figures belong to the bench.
 *
 * No rate limit is in the way, so the server runs with its test-mode limits: registration has
 * no per-IP limit, SMS limits are per number (every registration has its own) and nothing here
 * logs in (the members use the tokens registration gave them).
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the server under concurrent writes (short form)', () => {
  it('keeps every acknowledged registration, favourite and claim, with unique usernames and single claims', async () => {
    const reports = await runLoad({ port: server.port, db: server.db }, SHORT_LOAD);
    expect(reports.map((r) => r.name)).toEqual(['registrations', 'favourite toggles', 'promotion claims']);
    expect(reports.map((r) => r.stats.requests)).toEqual([60, 200, 200]);
    expect(Object.fromEntries(reports.map((r) => [r.name, r.problems]))).toEqual({
      registrations: [],
      'favourite toggles': [],
      'promotion claims': [],
    });
  }, 60_000);
});
