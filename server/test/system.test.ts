import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webcrypto } from 'node:crypto';
import { revealLink } from '../src/lib/obfuscate.ts';
import { setMaintenance, setRegionRestricted } from '../src/modules/merchants/merchants.ts';
import type { WhiteLabelNode } from '../../contract/system.ts';
import { setSwitch } from '../src/modules/whitelabel/switches.ts';
import { api, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function flatten(nodes: WhiteLabelNode[], into: Record<string, boolean> = {}): Record<string, boolean> {
  for (const n of nodes) {
    into[n.modId] = n.enabled === '1';
    flatten(n.childrenNodes, into);
  }
  return into;
}

describe('GET /wps/system/status', () => {
  it('answers the envelope with every start-up field', async () => {
    const res = await api(server.port, '/wps/system/status');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: null, errorCode: null });
    const v = body.value;
    expect(v.maintenance).toBe(false);
    expect(v.regionRestriction).toBe(false);
    expect(v.location.ip).toBe('127.0.0.1');
    expect(v.info.currency).toBe('BDT');
    expect(v.info.mainDomain).toBe('bdplay.example');
    expect(v.info.imageCDNs).toHaveLength(1);
    expect(v.info.launchGameCDNs).toHaveLength(1);
    expect(v.info.domainRoute.length).toBeGreaterThan(0);
    expect(v.info.paths).toEqual({ appDownload: '/m/appDownload', help: '/m/help', service: '/m/service' });
    expect(v.info.mobileTemplate).toMatchObject({ mem_cen: '1', dep_func: '1' });
    expect(Object.keys(v.info.mobileTemplate).sort()).toEqual(['app_background', 'app_desc', 'app_desc_font_color', 'dep_func', 'mem_cen']);
    expect(v.info.register.username.required).toBe(true);
    expect(flatten(v.info.whitelabel)['USERNAMEREG3']).toBe(true);
  });

  it('sends customer-service and download links obfuscated, and they reveal to https URLs', async () => {
    const { info } = (await api(server.port, '/wps/system/status')).json().value;
    expect(info.customerService.map((c: { csType: string }) => c.csType)).toEqual(['TELEGRAM1', 'TELEGRAM2', 'FACEBOOK', 'LIVECHAT']);
    for (const link of info.customerService) {
      expect(link.path).not.toMatch(/^https?:/);
      expect(revealLink(link.path)).toMatch(/^https:\/\//);
    }
    const types = info.resources.map((r: { resourceType: string }) => r.resourceType);
    expect(types).toEqual(expect.arrayContaining(['Android', 'IOS', 'MOBILECONFIG']));
    for (const r of info.resources) expect(revealLink(r.url)).toMatch(/^https:\/\//);
    expect(info.resources[0].labelNameEn).toBeTypeOf('string');
  });

  it('reflects maintenance and region flags set with the CLI functions, read fresh per request', async () => {
    setMaintenance(server.db, 'bdm01', true);
    setRegionRestricted(server.db, 'bdm01', true);
    let v = (await api(server.port, '/wps/system/status')).json().value;
    expect([v.maintenance, v.regionRestriction]).toEqual([true, true]);
    setMaintenance(server.db, 'bdm01', false);
    setRegionRestricted(server.db, 'bdm01', false);
    v = (await api(server.port, '/wps/system/status')).json().value;
    expect([v.maintenance, v.regionRestriction]).toEqual([false, false]);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const res = await api(server.port, '/wps/system/status', { 'X-Forwarded-For': '203.0.113.9' });
    expect(res.json().value.location.ip).toBe('127.0.0.1');
    // Two proxies: the outer saw the player, the inner saw the outer (security-proxy.test.ts).
    const proxied = await startTestServer({ trustProxy: 2 });
    try {
      const viaProxy = await api(proxied.port, '/wps/system/status', { 'X-Forwarded-For': '203.0.113.9, 10.0.0.1' });
      expect(viaProxy.json().value.location.ip).toBe('203.0.113.9');
    } finally {
      await proxied.close();
    }
  });
});

describe('maintenance gate', () => {
  it('blocks other API paths with function.not.available but keeps /wps/system/* and the key', async () => {
    setMaintenance(server.db, 'bdm01', true);
    try {
      const blocked = await api(server.port, '/wps/member/info', { Language: 'EN' });
      expect(blocked.status).toBe(400);
      expect(blocked.json()).toMatchObject({ success: false, errorCode: 'function.not.available' });
      expect(blocked.json().message).toMatch(/upgrad/i);
      expect((await api(server.port, '/wps/system/whitelabel')).status).toBe(200);
      expect((await api(server.port, '/wps/session/key/rsa')).status).toBe(200);
    } finally {
      setMaintenance(server.db, 'bdm01', false);
    }
    // A call that needs a session (issue 23: member info answers a guest, so the balance).
    const after = await api(server.port, '/wps/v2/wallets/balance');
    expect(after.status).toBe(401);
    expect(after.json().errorCode).toBe('login.not.session');
  });
});

describe('configuration endpoints', () => {
  it('GET /wps/system/whitelabel returns the switch tree with parents and children', async () => {
    const tree = (await api(server.port, '/wps/system/whitelabel')).json().value as WhiteLabelNode[];
    const reg = tree.find((n) => n.modId === 'REG3');
    expect(reg?.childrenNodes.map((c) => c.modId)).toContain('MOBILENUMREG3');
    const flags = flatten(tree);
    expect(flags).toMatchObject({ GOOGLELOGIN3: false, FACEBOOKLOGIN3: false, PWDEXPFORCECHANGE3: false });
    for (const key of ['DIRECTREG3', 'CHNGPASSVERIF3', 'DEPRECM3', 'MAILCEN', 'AGEPAG', 'GAMSER', 'FREEPLAY3']) {
      expect(flags[key], key).toBe(true);
    }
    setSwitch(server.db, 'bdm01', 'GOOGLELOGIN3', true);
    const after = flatten((await api(server.port, '/wps/system/whitelabel')).json().value);
    expect(after['GOOGLELOGIN3']).toBe(true);
    setSwitch(server.db, 'bdm01', 'GOOGLELOGIN3', false);
  });

  it('GET /wps/system/setting/register returns a rule per field', async () => {
    const rules = (await api(server.port, '/wps/system/setting/register')).json().value;
    expect(Object.keys(rules)).toHaveLength(18);
    expect(rules.username).toEqual({
      enabled: true,
      required: true,
      acceptedPattern: '^[a-zA-Z0-9]+$',
      patternId: 0,
      minLength: 6,
      maxLength: 12,
      type: 'text',
    });
    expect(rules.captcha).toMatchObject({ enabled: true, required: true, minLength: 4, maxLength: 6 });
    expect(rules.mobileNum).toMatchObject({ enabled: true, required: true, minLength: 8, maxLength: 12 });
    expect(rules.email).toMatchObject({ enabled: true, required: false });
    expect(rules.wechat.enabled).toBe(false);
    expect(new RegExp(rules.email.acceptedPattern).test('a@b.co')).toBe(true);
  });

  it('GET /wps/system/country lists Bangladesh first', async () => {
    const list = (await api(server.port, '/wps/system/country')).json().value;
    expect(list[0]).toEqual({ countryName: 'Bangladesh', countryCode: 'BD', dialingCode: '+880' });
    expect(list.map((c: { dialingCode: string }) => c.dialingCode)).toEqual(['+880', '+91', '+92', '+977', '+94', '+60', '+971', '+966']);
  });

  it('GET /wps/system/domainRoute returns strings', async () => {
    const list = (await api(server.port, '/wps/system/domainRoute')).json().value;
    expect(list.every((d: unknown) => typeof d === 'string')).toBe(true);
  });
});

describe('GET /wps/session/key/rsa', () => {
  it('publishes a stable SPKI key that Web Crypto imports as RSA-OAEP SHA-256', async () => {
    const res = await api(server.port, '/wps/session/key/rsa?t=1');
    expect(res.headers['cache-control']).toBe('no-store');
    const { algorithm, spki, serverTime } = res.json().value;
    expect(algorithm).toBe('RSA-OAEP-256');
    expect(Math.abs(serverTime - Date.now())).toBeLessThan(5000);
    const key = await webcrypto.subtle.importKey('spki', Buffer.from(spki, 'base64'), { name: 'RSA-OAEP', hash: 'SHA-256' }, true, ['encrypt']);
    expect((key.algorithm as RsaHashedKeyAlgorithm).modulusLength).toBe(2048);
    const again = (await api(server.port, '/wps/session/key/rsa')).json().value;
    expect(again.spki).toBe(spki);
  });
});
