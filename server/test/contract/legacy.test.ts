import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, startTestServer, type TestServer } from '../helpers.ts';
import { addLegacyMerchant, LEGACY_MERCHANT, LegacyClient, PLATFORM_HEADERS, textbookRsa } from '../legacy-client.ts';
import { registrationPayload } from '../registration-payload.ts';

// Platform compatibility, legacy codec (docs/api.md): the request shapes of platform reference §4
// and §6, as the platform's clients send them, replayed against the reference server for a
// legacy merchant; the answers are checked for the fields those clients read.

let server: TestServer;
let player: LegacyClient;
beforeAll(async () => {
  server = await startTestServer();
  addLegacyMerchant(server.db);
  player = new LegacyClient(server);
  // A member to sign in as (registration itself is a §4 call: PUT /wps/member/register, REG3).
  const captcha = await player.captcha();
  await player.call('POST', '/wps/verification/sms/register', { mobileNo: '01830000001', countryDialingCode: '+880' }, { ModuleId: 'REGMOBVERF3' });
  const [sms] = await player.outbox('+880 01830000001');
  const registered = await player.send(
    'PUT',
    '/wps/member/register',
    await player.seal(
      registrationPayload({
        username: 'contract01',
        password: 'secret12',
        confirmPassword: 'secret12',
        captcha,
        verificationCode: sms?.code ?? '',
        mobileNum: '01830000001',
      }),
    ),
    {},
    { ModuleId: 'REG3' },
  );
  expect(registered.status, registered.text).toBe(200);
});
afterAll(() => server.close());

/** The platform's request headers (§6) for a call of module `moduleId`. */
const headers = (moduleId: string) => ({ ...PLATFORM_HEADERS, Merchant: LEGACY_MERCHANT, Language: 'EN', ModuleId: moduleId });

/** What CryptoJS 4.2.0 makes of this login under the session key Qw3rTy7uIo9pAs1D (§4.3). */
const LOGIN_JSON =
  '{"username":"contract01","password":"secret12","captcha":"","type":"username","loginDeviceId":"0d6c1f8e-4b2a-4e7d-9c3b-5a1e2f3d4c5b"}';
const LOGIN_KEY = 'Qw3rTy7uIo9pAs1D';
const LOGIN_DES =
  'ciH/vU+ejSmUe5cmFf6taqwUcbb/Mc1B5vyiIHuFPOctXb1p/y+rlYm6eV8gm7WNpJmWJ3GY1n7gTL3iISDNvZvo2a18o1euoVSwC70rObY68uD3gXAjVEgxJ6eAp1cnPN5/rKWv48DPvlV0Y2VZi4c2JE3VNMua6lErU0BKHrvvA+hAMB79FA==';

function expectLoginValue(res: { status: number; text: string; json: () => { success: boolean; value: Record<string, unknown> } }) {
  expect(res.status, res.text).toBe(200);
  const { success, value } = res.json();
  expect(success).toBe(true);
  // What the platform's clients read from a login (reference §3).
  expect(typeof value.token).toBe('string');
  expect(typeof value.firstTimeLogin).toBe('boolean');
  expect(typeof value.passwordExpired).toBe('boolean');
}

describe('contract: legacy codec (platform reference §4)', () => {
  it('GET /wps/session/key/rsa?t=<ms> → the modulus as plain hex (~256 digits), Cache-Control: no-cache', async () => {
    const res = await rawRequest(server.port, `/wps/session/key/rsa?t=${Date.now()}`, {
      headers: { ...headers('COMM3'), 'Cache-Control': 'no-cache' },
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toMatch(/^[0-9a-f]{256}$/);
  });

  it('POST /wps/session/login, COMM3: Encryption = RSA hex of the reversed key, body {"value": DES Base64} made by CryptoJS', async () => {
    const encryption = textbookRsa(await player.modulusHex(), Buffer.from(LOGIN_KEY));
    expect(JSON.parse(LOGIN_JSON)).toMatchObject({ username: 'contract01' });
    const res = await rawRequest(server.port, '/wps/session/login', {
      method: 'POST',
      headers: { ...headers('COMM3'), Encryption: encryption },
      body: JSON.stringify({ value: LOGIN_DES }),
    });
    expectLoginValue(res);
  });

  it('the bare Base64 string as the body (§4.3, one automation script)', async () => {
    const sealed = await player.seal(JSON.parse(LOGIN_JSON));
    const res = await rawRequest(server.port, '/wps/session/login', {
      method: 'POST',
      headers: { ...headers('COMM3'), Encryption: sealed.encryption },
      body: JSON.stringify(sealed.value),
    });
    expectLoginValue(res);
  });

  it('v2 (§4.5): Encryption, X-Digest (the same Base64), X-RSA (the key used), body {"value"}', async () => {
    const sealed = await player.seal(JSON.parse(LOGIN_JSON));
    const res = await rawRequest(server.port, '/wps/session/login', {
      method: 'POST',
      headers: { ...headers('COMM3'), Encryption: sealed.encryption, 'X-Digest': sealed.value, 'X-RSA': await player.modulusHex() },
      body: JSON.stringify({ value: sealed.value }),
    });
    expectLoginValue(res);
  });

  it('v2 with X-RSA missing → 400 request_body_required, in the envelope', async () => {
    const sealed = await player.seal(JSON.parse(LOGIN_JSON));
    const res = await rawRequest(server.port, '/wps/session/login', {
      method: 'POST',
      headers: { ...headers('COMM3'), Encryption: sealed.encryption, 'X-Digest': sealed.value },
      body: JSON.stringify({ value: sealed.value }),
    });
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'request_body_required', message: expect.any(String) });
  });

  it('status: info.customerService[] items carry csType and a DES path ending in its 8-character key (§5)', async () => {
    const res = await rawRequest(server.port, '/wps/system/status', { headers: headers('COMM3') });
    const items = res.json().value.info.customerService as Array<{ csType: unknown; path: unknown }>;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(typeof item.csType).toBe('string');
      expect(item.path).toMatch(/^[A-Za-z0-9+/]+={0,2}[A-Za-z0-9]{8}$/);
    }
  });
});
