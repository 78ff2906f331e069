// Field data (docs/field-data.md): POST /wps/vitals stores a sampled page load's beacon, refuses
// anything else with a 4xx, is limited per IP; `npm run admin -- vitals` reports p75s.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { VitalsBeacon } from '../../contract/vitals.ts';
import { runCli } from '../src/cli/run.ts';
import { resetClock, shiftClock } from '../src/lib/clock.ts';
import { CONTRACT_LIMITS } from '../src/modules/limits/guards.ts';
import { KEEP_MS } from '../src/modules/vitals/beacons.ts';
import { p75 } from '../src/modules/vitals/report.ts';
import { MERCHANT, rawRequest, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ limits: { ...CONTRACT_LIMITS, vitalsPerIp: { limit: 1000, windowMs: 60_000 } } });
});
afterAll(() => server.close());
afterEach(() => resetClock());

let n = 0;
const beacon = (extra: Record<string, unknown> = {}): Record<string, unknown> =>
  ({ id: `load${String(++n).padStart(8, '0')}`, page: 'home', conn: '4g', saveData: false, sw: false, fcp: 812.4, ...extra }) satisfies Partial<
    Record<keyof VitalsBeacon | string, unknown>
  >;

/** As sendBeacon sends a string: text/plain. */
const send = (body: unknown, headers: Record<string, string> = {}, target = server) =>
  rawRequest(target.port, '/wps/vitals', {
    method: 'POST',
    headers: { ...MERCHANT, 'Content-Type': 'text/plain;charset=UTF-8', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const rowOf = (id: unknown) => server.db.prepare('SELECT * FROM vitals WHERE load_id = ?').get(id) as Record<string, unknown> | undefined;
const rowCount = () => (server.db.prepare('SELECT count(*) AS n FROM vitals').get() as { n: number }).n;

function cli(args: string[]): { code: number; stdout: string; stderr: string } {
  const out: string[] = [];
  const err: string[] = [];
  const code = runCli(['--db', server.dbPath, ...args], { log: (line) => out.push(line), error: (line) => err.push(line) });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

describe('POST /wps/vitals', () => {
  it('stores a beacon sent as text/plain and answers 204 without a body', async () => {
    const b = beacon({ lcp: 1500, cls: 0.0123, inp: 56, firstGame: 900, chunkErrors: ['home-Bx3k9a_Q.js'] });
    const res = await send(b);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(rowOf(b['id'])).toMatchObject({
      merchant: 'bdm01',
      page: 'home',
      connection: '4g',
      save_data: 0,
      controlled: 0,
      fcp: 812.4,
      lcp: 1500,
      cls: 0.0123,
      inp: 56,
      first_game: 900,
      chunk_errors: '["home-Bx3k9a_Q.js"]',
    });
  });

  it('takes application/json too, and missing metrics as NULL', async () => {
    const b = beacon({ page: 'other', conn: undefined, saveData: true, sw: true, fcp: undefined });
    expect((await send(b, { 'Content-Type': 'application/json' })).status).toBe(204);
    expect(rowOf(b['id'])).toMatchObject({ page: 'other', connection: null, save_data: 1, controlled: 1, fcp: null, chunk_errors: null });
  });

  it("a load's second beacon replaces its first: one row per page load", async () => {
    const first = beacon({ inp: 40 });
    await send(first);
    const before = rowCount();
    expect((await send({ ...first, inp: 320, cls: 0.2 })).status).toBe(204);
    expect(rowCount()).toBe(before);
    expect(rowOf(first['id'])).toMatchObject({ inp: 320, cls: 0.2 });
  });

  it.each<[string, Record<string, unknown> | unknown[] | string | null]>([
    ['an unknown page', beacon({ page: 'admin' })],
    ['a page name with the wrong case', beacon({ page: 'Home' })],
    ['a negative time', beacon({ fcp: -1 })],
    ['a time over ten minutes', beacon({ lcp: 600_001 })],
    ['a number as a string', beacon({ fcp: '812' })],
    ['NaN sent as a string', beacon({ inp: 'NaN' })],
    ['null for a metric', beacon({ cls: null })],
    ['a negative shift score', beacon({ cls: -0.1 })],
    ['an unknown field', beacon({ deviceId: 'abc' })],
    ['an unknown connection', beacon({ conn: '5g' })],
    ['a missing id', beacon({ id: undefined })],
    ['a short id', beacon({ id: 'abc' })],
    ['saveData not a boolean', beacon({ saveData: 'false' })],
    ['a chunk name with a path', beacon({ chunkErrors: ['/assets/home-1.js'] })],
    ['a chunk name with a query', beacon({ chunkErrors: ['home-1.js?v=2'] })],
    ['six chunk names', beacon({ chunkErrors: ['a.js', 'b.js', 'c.js', 'd.js', 'e.js', 'f.js'] })],
    ['an array', [beacon()]],
    ['a string', 'hello'],
    ['null', null],
  ])('refuses %s with 400 vitals.invalid and stores nothing', async (_, body) => {
    const before = rowCount();
    const res = await send(JSON.stringify(body));
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'vitals.invalid' });
    expect(rowCount()).toBe(before);
  });

  it('refuses what is not JSON (NaN, garbage) with 400 request.body.invalid', async () => {
    for (const body of ['{"id":"load00000001","page":"home","saveData":false,"sw":false,"fcp":NaN}', '\u0000\u0001garbage']) {
      const res = await send(body);
      expect(res.status).toBe(400);
      expect(res.json().errorCode).toBe('request.body.invalid');
    }
  });

  it('refuses a body over 2 kB with 413, unread', async () => {
    const res = await send(beacon({ page: 'home', pad: 'x'.repeat(2100) }));
    expect(res.status).toBe(413);
    expect(res.json().errorCode).toBe('request.body.too.large');
  });

  it('says why in the request language, BN by default', async () => {
    const en = await send(beacon({ page: 'nope' }), { Language: 'EN' });
    expect(en.json().message).toBe('The page measurements could not be read.');
    const bn = await send(beacon({ page: 'nope' }));
    expect(bn.json().message).toBe('পেজের পরিমাপগুলো পড়া যায়নি।');
  });

  it('needs the Merchant header, as every call', async () => {
    const res = await rawRequest(server.port, '/wps/vitals', { method: 'POST', body: JSON.stringify(beacon()) });
    expect(res.status).toBe(400);
    expect(res.json().errorCode).toBe('merchant.required');
  });

  it('forgets rows older than 30 days when the next one is written', async () => {
    const old = beacon();
    await send(old);
    shiftClock(KEEP_MS + 1000);
    const fresh = beacon();
    await send(fresh);
    expect(rowOf(old['id'])).toBeUndefined();
    expect(rowOf(fresh['id'])).toBeDefined();
  });
});

describe('a flood of beacons', () => {
  let small: TestServer;
  beforeAll(async () => {
    small = await startTestServer({ limits: { ...CONTRACT_LIMITS, vitalsPerIp: { limit: 3, windowMs: 60_000 } } });
  });
  afterAll(() => small.close());

  it('is limited per IP: 429 vitals.rate.limited with Retry-After, and nothing more is stored', async () => {
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await send(beacon(), {}, small));
    expect(answers.map((a) => a.status)).toEqual([204, 204, 204, 429, 429]);
    expect(answers[3]!.json()).toMatchObject({ errorCode: 'vitals.rate.limited', value: { retryAfter: expect.any(Number) } });
    expect(answers[3]!.headers['retry-after']).toBeDefined();
    expect((small.db.prepare('SELECT count(*) AS n FROM vitals').get() as { n: number }).n).toBe(3);
  });
});

describe('the report', () => {
  it('p75 is the nearest rank: the smallest value at or above 75 % of them', () => {
    expect(p75([])).toBeNull();
    expect(p75([7])).toBe(7);
    expect(p75([4, 1, 3, 2])).toBe(3);
    expect(p75([1, 2, 3, 4, 5])).toBe(4);
    expect(p75([10, 20, 30, 40, 50, 60, 70, 80])).toBe(60);
    expect(p75(Array.from({ length: 100 }, (_, i) => 100 - i))).toBe(75);
  });

  it('`vitals --page gameList` prints p75 and count by connection, and the failed chunks by file', async () => {
    for (const fcp of [100, 200, 300, 400]) await send(beacon({ page: 'gameList', conn: '3g', fcp, lcp: fcp * 2 }));
    await send(beacon({ page: 'gameList', conn: '3g', fcp: 999, lcp: undefined, chunkErrors: ['game-list-A1.js', 'messages-B2.js'] }));
    await send(beacon({ page: 'gameList', conn: '2g', fcp: 50, chunkErrors: ['game-list-A1.js'] }));
    const { code, stdout } = cli(['vitals', '--page', 'gameList', '--days', '1']);
    expect(code).toBe(0);
    const lines = stdout.split('\n');
    expect(lines[0]).toBe('bdm01: field data of the last 1 day(s), page gameList; p75 (count)');
    // fcp 100..400, 999 -> nearest rank ceil(5 * .75) = 4th = 400; lcp of four loads 200..800 -> 600.
    expect(lines.find((l) => l.startsWith('gameList  3g'))).toMatch(/^gameList\s+3g\s+5\s+400 \(5\)\s+600 \(4\)\s+-\s+-\s+-$/);
    expect(lines.find((l) => l.startsWith('gameList  2g'))).toMatch(/\s1\s+50 \(1\)/);
    expect(lines.slice(lines.indexOf('chunk-load failures') + 1)).toEqual(['      2  game-list-A1.js', '      1  messages-B2.js']);
  });

  it('refuses a bad --days or an unknown --page as bad usage', () => {
    expect(cli(['vitals', '--days', '0']).code).toBe(2);
    expect(cli(['vitals', '--days', '31']).code).toBe(2);
    expect(cli(['vitals', '--page', 'nowhere']).code).toBe(2);
    expect(cli(['vitals', '--limit', '3']).code).toBe(2);
  });
});
