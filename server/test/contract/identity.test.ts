import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/modules/session/sessions.ts';
import { rawRequest, startTestServer, type RawResponse, type TestServer } from '../helpers.ts';

/**
 * Contract suite, identity rows (docs/api.md, "Platform compatibility", its identity rows): the request
 * shapes real clients of the platform send (platform reference §2.1, §6, §7.8, §7.10, §7.12,
 * §7.14, §7.15: paths, query names, headers) replayed against the reference server, for both
 * seeded merchants, checking the answers' shapes: the field names real clients read, their types.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MERCHANTS = ['bdm01', 'bdm02'] as const;
type MerchantCode = (typeof MERCHANTS)[number];
/** One member of each merchant (docs/accounts.md, "Demo accounts"). */
const MEMBER: Record<MerchantCode, string> = { bdm01: 'demo01', bdm02: 'player01' };

/** The headers of the platform's shared HTTP client (reference §6); `Language` as [G] sends it. */
function platformHeaders(merchant: MerchantCode, moduleId: string, token?: string): Record<string, string> {
  return {
    Accept: 'application/json, text/plain, */*',
    'Content-Type': 'application/json;charset=UTF-8',
    Merchant: merchant,
    Language: 'en',
    Device: 'web',
    ModuleId: moduleId,
    'X-Requested-With': 'XMLHttpRequest',
    'X-Real-UA': Buffer.from('Mozilla/5.0 (Linux; Android 10; K) Chrome/120 Mobile Safari/537.36').toString('base64'),
    ...(token ? { Authorization: token } : {}),
  };
}

function send(merchant: MerchantCode, path: string, moduleId: string, token?: string): Promise<RawResponse> {
  return rawRequest(server.port, path, { headers: platformHeaders(merchant, moduleId, token) });
}

/** The envelope of a success (reference §3), and its value. */
function valueOf(res: RawResponse): any {
  expect(res.status, res.text).toBe(200);
  const body = res.json();
  expect(body).toMatchObject({ success: true, message: null, errorCode: null });
  return body.value;
}

function tokenOf(merchant: MerchantCode): string {
  const member = server.db.prepare('SELECT id, type FROM members WHERE merchant = ? AND username = ?').get(merchant, MEMBER[merchant]) as {
    id: number;
    type: number;
  };
  return server.db.transaction(() => createSession(server.db, member)).immediate();
}

const isMoney = (n: unknown) => typeof n === 'number' && Number.isFinite(n) && n >= 0 && Math.round(n * 100) === n * 100;

/** The identity fields a real client (go444's home page) probes to tell a member from a guest. */
const IDENTITY_PROBES = [
  'memberId',
  'customerId',
  'userId',
  'memberCode',
  'memberNo',
  'customerNo',
  'memberAccount',
  'loginId',
  'loginName',
  'username',
  'nickname',
  'account',
  'mobile',
  'mobileNum',
  'phone',
  'email',
];

describe.each(MERCHANTS)('%s', (merchant) => {
  it('§7.14 GET /wps/member/info as a guest: success, an object with no identity field', async () => {
    const value = valueOf(await send(merchant, '/wps/member/info', 'COMM3'));
    expect(value).toBeTypeOf('object');
    expect(IDENTITY_PROBES.filter((key) => value[key] !== undefined && value[key] !== '' && value[key] !== 0)).toEqual([]);
  });

  it("§7.14 GET /wps/member/info as a member: id, account, nickname, type, and the wallet's balance fields", async () => {
    const value = valueOf(await send(merchant, '/wps/member/info', 'COMM3', tokenOf(merchant)));
    expect(value).toMatchObject({ id: expect.any(Number), account: MEMBER[merchant], nickname: expect.any(String), type: 0 });
    expect(isMoney(value.sumBalance)).toBe(true);
    expect(value.balance).toEqual([{ accountTypeId: 2, availBalance: value.sumBalance }]);
  });

  it('§7.15 GET /wps/v2/wallets/balance?typeId=0: sumBalance, balance[] with the main wallet (accountTypeId 2)', async () => {
    const value = valueOf(await send(merchant, '/wps/v2/wallets/balance?typeId=0', 'COMM3', tokenOf(merchant)));
    expect(isMoney(value.sumBalance)).toBe(true);
    const main = value.balance.find((b: { accountTypeId: unknown }) => b.accountTypeId === 2);
    expect(isMoney(main.availBalance)).toBe(true);
  });

  it('§7.15 GET /wps/wallets/balance (legacy): balances[] with accountName and availBalance', async () => {
    const token = tokenOf(merchant);
    const value = valueOf(await send(merchant, '/wps/wallets/balance', 'COMM3', token));
    expect(value.balances).toEqual([{ accountTypeId: 2, accountName: expect.any(String), availBalance: expect.any(Number) }]);
    expect(value.balances[0].availBalance).toBe(valueOf(await send(merchant, '/wps/v2/wallets/balance', 'COMM3', token)).sumBalance);
  });

  it('§7.15 GET /wps/member/info/funds/consolidated: the contract flags (0/1) and the balance', async () => {
    const value = valueOf(await send(merchant, '/wps/member/info/funds/consolidated', 'COMM3', tokenOf(merchant)));
    for (const flag of ['dailysalreqtype', 'divtypereq', 'contracthoursalreq', 'realtimesalreqtype']) expect([0, 1], flag).toContain(value[flag]);
    expect(isMoney(value.sumBalance)).toBe(true);
  });

  it.each(['MCSFE', 'CCSFE'])('§7.8 %s_getListAnnouncements with the queries real clients send', async (service) => {
    for (const query of [
      'types=B,PL,PU,PR&execution=B&platform=W',
      'types=B,PL,PU,PR,H',
      'types=PR&platform=M',
      'types=B,PL,PU,PR,H&groupName=m_home&platform=M',
    ]) {
      const value = valueOf(await send(merchant, `/wps/relay/${service}_getListAnnouncements?${query}`, 'COMM3'));
      for (const group of ['banners', 'player', 'popup', 'promotion']) expect(Array.isArray(value[group]), `${query} ${group}`).toBe(true);
      for (const banner of value.banners) {
        // [D] reads the picture from `url` and the link's kind from `linkageType`.
        expect(banner).toMatchObject({ groupName: expect.any(String), url: expect.stringMatching(/^\/cdn\//), linkageType: expect.any(String) });
        expect(banner.url).toBe(banner.imageUrl);
      }
      // [G] reads a promotion's picture from announcementImages[0] (imageUrl, url or imgUrl).
      for (const promotion of value.promotion) {
        expect(promotion.announcementImages).toEqual(promotion.imageUrl ? [{ imageUrl: promotion.imageUrl, url: promotion.imageUrl }] : []);
      }
      for (const notice of value.player)
        expect(notice).toMatchObject({ id: expect.any(Number), title: expect.any(String), content: expect.any(String) });
      for (const popup of value.popup) {
        expect(popup).toMatchObject({ title: expect.any(String), content: expect.any(String), promotionType: expect.any(String) });
        expect(['A', 'B', 'F']).toContain(popup.execution);
      }
    }
    const home = valueOf(await send(merchant, `/wps/relay/${service}_getListAnnouncements?types=B,PL,PU,PR,H&groupName=m_home&platform=M`, 'COMM3'));
    expect(home.player.length).toBeGreaterThan(0);
    // [G]'s home carousel: types=PR, platform M, no group; every picture found where it looks.
    const carousel = valueOf(await send(merchant, `/wps/relay/${service}_getListAnnouncements?types=PR&platform=M`, 'COMM3'));
    expect(carousel.promotion.length).toBeGreaterThan(0);
    for (const item of carousel.promotion) expect(item.announcementImages[0].imageUrl).toMatch(/^\/cdn\//);
  });

  it('§7.10 GET /wps/system/status: the boot payload real clients read', async () => {
    const value = valueOf(await send(merchant, '/wps/system/status', 'COMM3'));
    expect(value).toMatchObject({ maintenance: false, regionRestriction: false, location: { ip: expect.any(String) } });
    const { info } = value;
    expect(info.customerService.length).toBeGreaterThan(0);
    for (const cs of info.customerService) expect(cs).toEqual({ csType: expect.any(String), path: expect.any(String) });
    for (const r of info.resources)
      expect(r).toMatchObject({ resourceType: expect.any(String), url: expect.any(String), labelNameEn: expect.any(String) });
    for (const list of [info.domainRoute, info.imageCDNs, info.launchGameCDNs]) {
      expect(list.length).toBeGreaterThan(0);
      for (const url of list) expect(url).toBeTypeOf('string');
    }
    expect(info.mainDomain).toBeTypeOf('string');
    const node = info.whitelabel[0];
    expect(node).toMatchObject({ modId: expect.any(String), childrenNodes: expect.any(Array) });
    expect(['1', '0']).toContain(node.enabled);
    expect(info.register.password).toMatchObject({
      acceptedPattern: expect.any(String),
      patternId: expect.any(Number),
      minLength: expect.any(Number),
      maxLength: expect.any(Number),
    });
  });

  it('§7.12 GET /wps/captcha?t=: a base64 PNG in value, the captchaId cookie, not cached', async () => {
    const res = await send(merchant, `/wps/captcha?t=${Date.now()}`, 'CAPTCHA3');
    const value = valueOf(res);
    expect(Buffer.from(value, 'base64').subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(String(res.headers['set-cookie'])).toMatch(/^captchaId=[A-Za-z0-9_-]{22};/);
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('§7.12 GET /wps/captcha/geetest?product=register: value.gt, a string', async () => {
    expect(valueOf(await send(merchant, '/wps/captcha/geetest?product=register', 'GEETEST3'))).toEqual({ gt: expect.any(String) });
  });
});
