import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findMerchant, setMaintenance } from '../src/modules/merchants/merchants.ts';
import { createSession } from '../src/modules/session/sessions.ts';
import { merchantDay } from '../src/modules/wallet/dhaka-day.ts';
import { TestClient } from './client.ts';
import { api, startTestServer, type TestServer } from './helpers.ts';

/**
 * Two merchants on one server (issue 23): the seeded bdm02 beside bdm01. A session belongs to its
 * merchant, lists hold only their merchant's rows, and per-merchant settings (default language,
 * maintenance, codec) apply to their merchant alone. bdm02's members get their sessions straight
 * from the database: its clients speak the legacy codec, which login tests cover elsewhere.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  setMaintenance(server.db, 'bdm01', false);
  setMaintenance(server.db, 'bdm02', false);
});

/** A client whose every call names `merchant`. */
class MerchantClient extends TestClient {
  constructor(
    server: TestServer,
    readonly merchant: string,
  ) {
    super(server);
  }

  override headers(extra: Record<string, string> = {}): Record<string, string> {
    return super.headers({ Merchant: this.merchant, ...extra });
  }
}

function member(merchant: string, username: string): { id: number; type: number } {
  return server.db.prepare('SELECT id, type FROM members WHERE merchant = ? AND username = ?').get(merchant, username) as {
    id: number;
    type: number;
  };
}

/** A signed-in client of `username` at `merchant`, its session opened in the database. */
function sessionOf(merchant: string, username: string): MerchantClient {
  const client = new MerchantClient(server, merchant);
  client.token = server.db.transaction(() => createSession(server.db, member(merchant, username))).immediate();
  return client;
}

/** The same session, presented to the other merchant. */
function swapped(client: MerchantClient, merchant: string): MerchantClient {
  const other = new MerchantClient(server, merchant);
  other.token = client.token;
  return other;
}

const value = async (client: TestClient, path: string) => {
  const res = await client.call('GET', path);
  expect(res.status, `${path} ${res.text}`).toBe(200);
  return res.json().value;
};

const SESSION_CALLS = [
  '/wps/member/info',
  '/wps/v2/wallets/balance',
  '/wps/wallets/balance',
  '/wps/member/info/funds/consolidated',
  '/wps/relay/CSP_getInbox',
  '/wps/relay/ODSFE2_MemTransDet',
  '/wps/agent/downlines?scope=all',
];

describe('bdm02 is seeded', () => {
  it('with its own status: links, customer service, launch CDN, and none of bdm01', async () => {
    const status = async (merchant: string) => (await api(server.port, '/wps/system/status', { Merchant: merchant })).json().value;
    const [first, second] = [await status('bdm01'), await status('bdm02')];
    expect(second.info).toMatchObject({
      mainDomain: 'padmaplay.example',
      domainRoute: ['https://padmaplay.example'],
      imageCDNs: ['/cdn'],
      launchGameCDNs: ['https://games.padmaplay.example'],
      currency: 'BDT',
    });
    expect(second.info.customerService.map((c: { csType: string }) => c.csType)).toEqual(['TELEGRAM1', 'WHATSAPP']);
    expect(second.info.resources.map((r: { resourceType: string }) => r.resourceType)).toEqual(['Android']);
    expect(first.info.mainDomain).toBe('bdplay.example');
    expect(first.info.domainRoute).not.toContain('https://padmaplay.example');
    expect(first.info.customerService.map((c: { csType: string }) => c.csType)).not.toContain('WHATSAPP');
    expect(second.info.whitelabel).toEqual(first.info.whitelabel);
  });

  it('with its member and agent, their balances as ledger rows, and the games catalogue', async () => {
    const player = sessionOf('bdm02', 'player01');
    expect(await value(player, '/wps/member/info')).toMatchObject({ account: 'player01', type: 0, toUpline: true, sumBalance: 5432.1 });
    expect(await value(sessionOf('bdm02', 'partner01'), '/wps/member/info')).toMatchObject({ account: 'partner01', type: 1, sumBalance: 20000 });
    const opening = server.db
      .prepare("SELECT sum(amount_minor) AS s FROM ledger WHERE member_id = ? AND type = 'opening'")
      .get(member('bdm02', 'player01').id);
    expect(opening).toEqual({ s: 543_210 });

    const games = async (merchant: string) =>
      (
        await api(server.port, '/wps/relay/GCSGAME_gameList?clientType=2&platform=html5&gameType=RNG&pageNo=1&pageSize=24', { Merchant: merchant })
      ).json().value;
    const [first, second] = [await games('bdm01'), await games('bdm02')];
    expect(second.totalCount).toBeGreaterThan(0);
    expect(second.totalCount).toBe(first.totalCount);
  });
});

describe('attack: a session belongs to its merchant', () => {
  it('a bdm01 token sent with Merchant: bdm02 is 401 login.not.session on every session call, and the reverse', async () => {
    const demo = new MerchantClient(server, 'bdm01');
    expect((await demo.login('demo01', 'demo123')).status).toBe(200);
    const player = sessionOf('bdm02', 'player01');
    for (const [own, foreign] of [
      [demo, swapped(demo, 'bdm02')],
      [player, swapped(player, 'bdm01')],
    ] as const) {
      for (const path of SESSION_CALLS) {
        const res = await foreign.call('GET', path);
        expect([res.status, res.json().errorCode], `${foreign.merchant} ${path}`).toEqual([401, 'login.not.session']);
      }
      // The refusal ends nothing: the session still works at its own merchant.
      expect((await own.call('GET', '/wps/member/info')).status).toBe(200);
    }
  });

  it("bdm02's username and password do not sign in at bdm01; bdm01's usernames are free at bdm02", async () => {
    const login = await new MerchantClient(server, 'bdm01').login('player01', 'demo123');
    expect([login.status, login.json().errorCode]).toEqual([400, 'login.credentials.invalid']);
    const partner = sessionOf('bdm02', 'partner01');
    expect(await value(partner, '/wps/check/username?username=demo01')).toEqual({ available: true });
    expect(await value(partner, '/wps/check/username?username=player01')).toEqual({ available: false });
  });
});

describe("lists never show the other merchant's rows", () => {
  const titles = (items: Array<{ title: string }>) => items.map((a) => a.title);

  it('announcements: each merchant its own', async () => {
    const list = async (merchant: string) =>
      (
        await api(server.port, '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&groupName=m_home&platform=M', {
          Merchant: merchant,
          Language: 'EN',
        })
      ).json().value;
    const [first, second] = [await list('bdm01'), await list('bdm02')];
    expect(titles(second.banners)).toEqual(['Welcome to Padma Play']);
    expect(titles(second.player)).toEqual(['Padma Play maintenance']);
    expect(titles(second.promotion)).toEqual(['Padma Play first deposit bonus']);
    expect(second.popup).toEqual([]);
    const firstTitles = [...first.banners, ...first.player, ...first.popup, ...first.promotion].map((a: { title: string }) => a.title);
    expect(firstTitles.length).toBeGreaterThan(0);
    expect(firstTitles.filter((t) => t.includes('Padma Play'))).toEqual([]);
  });

  it('inbox: player01 reads its one message; demo01 never sees it', async () => {
    expect(titles((await value(sessionOf('bdm02', 'player01'), '/wps/relay/CSP_getInbox')).list)).toEqual(['Welcome to Padma Play']);
    expect(titles((await value(sessionOf('bdm01', 'demo01'), '/wps/relay/CSP_getInbox')).list)).not.toContain('Welcome to Padma Play');
  });

  it("team and members: partner01's downline is player01 alone; agent01's never holds bdm02's members", async () => {
    const partner = sessionOf('bdm02', 'partner01');
    const downlines = await value(partner, '/wps/agent/downlines?scope=all');
    expect(downlines.list.map((r: { username: string }) => r.username)).toEqual(['player01']);
    const agent = sessionOf('bdm01', 'agent01');
    const ours = await value(agent, '/wps/agent/downlines?scope=all&pageSize=50');
    expect(ours.totalCount).toBe(12);
    expect(ours.list.map((r: { username: string }) => r.username)).not.toContain('player01');
    for (const name of ['player01', 'partner01']) {
      const detail = await agent.call('GET', `/wps/agent/downline?username=${name}`);
      expect([detail.status, detail.json().errorCode], name).toEqual([404, 'agent.downline.not.found']);
    }
    const detail = await partner.call('GET', '/wps/agent/downline?username=demo01');
    expect([detail.status, detail.json().errorCode]).toEqual([404, 'agent.downline.not.found']);
  });

  it("records: player01's ledger is its opening row alone", async () => {
    // The seeding day (the test database may have been seeded on an earlier day) to today.
    const { at } = server.db.prepare('SELECT min(created_at) AS at FROM ledger WHERE member_id = ?').get(member('bdm02', 'player01').id) as {
      at: number;
    };
    const records = await value(sessionOf('bdm02', 'player01'), `/wps/relay/ODSFE2_MemTransDet?startDate=${merchantDay(at)}`);
    expect(records.list.map((r: { type: string; amount: number }) => [r.type, r.amount])).toEqual([['opening', 5432.1]]);
  });
});

describe('per-merchant settings apply to their merchant only', () => {
  it('default language: without a Language header bdm02 answers in English, bdm01 in Bengali', async () => {
    const refusal = async (merchant: string) => (await api(server.port, '/wps/v2/wallets/balance', { Merchant: merchant })).json().message;
    expect(await refusal('bdm02')).toBe('Your session has ended. Please log in again.');
    expect(await refusal('bdm01')).not.toBe('Your session has ended. Please log in again.');
    expect(await refusal('bdm01')).toMatch(/[\u0980-\u09ff]/);
    // A Language header still decides.
    expect((await api(server.port, '/wps/v2/wallets/balance', { Merchant: 'bdm02', Language: 'BN' })).json().message).toBe(await refusal('bdm01'));
  });

  it('maintenance: bdm02 in maintenance refuses its calls; bdm01 answers as before', async () => {
    setMaintenance(server.db, 'bdm02', true);
    const path = '/wps/relay/MCSFE_getListAnnouncements?types=PL&groupName=m_home';
    const closed = await api(server.port, path, { Merchant: 'bdm02' });
    expect([closed.status, closed.json().errorCode]).toEqual([400, 'function.not.available']);
    expect((await api(server.port, path, { Merchant: 'bdm01' })).status).toBe(200);
    const maintenance = async (merchant: string) => (await api(server.port, '/wps/system/status', { Merchant: merchant })).json().value.maintenance;
    expect([await maintenance('bdm01'), await maintenance('bdm02')]).toEqual([false, true]);
  });

  it("codec: bdm02's clients speak the legacy codec, bdm01's this project's", () => {
    expect(findMerchant(server.db, 'bdm02')).toMatchObject({ codec: 'legacy', defaultLanguage: 'EN', name: 'Padma Play', captchaLength: 4 });
    expect(findMerchant(server.db, 'bdm01')).toMatchObject({ codec: 'webcrypto', defaultLanguage: 'BN', name: 'BD Play', captchaLength: 6 });
  });
});
