import { createPublicKey } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desDecrypt } from '../../platform-crypto/des.ts';
import { rowCounts, TestClient } from './client.ts';
import { MERCHANT, rawRequest, startTestServer, type TestServer } from './helpers.ts';
import { addLegacyMerchant, desBase64, LEGACY_MERCHANT, LegacyClient, PLATFORM_HEADERS, sessionKey, textbookRsa } from './legacy-client.ts';
import { registrationPayload } from './registration-payload.ts';

// The legacy codec (docs/accounts.md, "The legacy codec"; platform reference §4, §5) on a
// merchant of its own, beside bdm01, which keeps the default codec.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  addLegacyMerchant(server.db);
});
afterAll(() => server.close());

const LOGIN = '/wps/session/login';

/** Registers a fresh member on the legacy merchant, the way the platform's clients do. */
let serial = 0;
async function registerLegacyMember(): Promise<{ player: LegacyClient; username: string }> {
  serial += 1;
  const player = new LegacyClient(server);
  const username = `legacy${String(serial).padStart(3, '0')}`;
  const mobile = `0182${String(1_000_000 + serial).slice(1)}`;
  const captcha = await player.captcha();
  await player.call('POST', '/wps/verification/sms/register', { mobileNo: mobile, countryDialingCode: '+880' });
  const [sms] = await player.outbox(`+880 ${mobile}`);
  const res = await player.secure(
    'PUT',
    '/wps/member/register',
    registrationPayload({
      username,
      password: 'secret12',
      confirmPassword: 'secret12',
      captcha,
      verificationCode: sms?.code ?? '',
      mobileNum: mobile,
    }),
  );
  expect(res.status, res.text).toBe(200);
  return { player, username };
}

const loginPayload = (player: TestClient, username: string, password = 'secret12') => ({
  username,
  password,
  captcha: '',
  type: 'username',
  loginDeviceId: player.deviceId,
});

/** Sends and checks the refusal: the status, the errorCode, and nothing written. */
async function expectRefused(send: () => Promise<{ status: number; json: () => { errorCode: string | null } }>, status: number, errorCode: string) {
  const before = rowCounts(server);
  const res = await send();
  expect(res.status).toBe(status);
  expect(res.json().errorCode).toBe(errorCode);
  expect(rowCounts(server)).toEqual(before);
}

describe('GET /wps/session/key/rsa per merchant', () => {
  it("a legacy merchant gets the platform's answer: the 1024-bit modulus in hex, plain text, no-cache", async () => {
    const res = await rawRequest(server.port, `/wps/session/key/rsa?t=${Date.now()}`, { headers: { Merchant: LEGACY_MERCHANT } });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toMatch(/^[89a-f][0-9a-f]{255}$/);
  });

  it('a webcrypto merchant keeps its JSON key', async () => {
    const res = await rawRequest(server.port, '/wps/session/key/rsa', { headers: MERCHANT });
    expect(res.json().value).toMatchObject({ algorithm: 'RSA-OAEP-256', spki: expect.any(String) });
  });
});

describe('legacy merchant: the account calls in the platform’s codec', () => {
  it('registers, signs in, changes the password and signs in with the new one', async () => {
    const { player, username } = await registerLegacyMember();
    const login = await player.login(username, 'secret12');
    expect(login.status, login.text).toBe(200);
    expect(login.json().value).toMatchObject({ token: expect.any(String), firstTimeLogin: false });
    const changed = await player.secure('POST', '/wps/member/password', {
      oldPassword: 'secret12',
      newPassword: 'secret34',
      confirmNewPassword: 'secret34',
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await new LegacyClient(server).login(username, 'secret34')).status).toBe(200);
  });

  it('the bare Base64 body and the v2 headers are read too', async () => {
    const { player, username } = await registerLegacyMember();
    const bare = await player.send('POST', LOGIN, await player.seal(loginPayload(player, username)), { bare: true });
    expect(bare.status, bare.text).toBe(200);
    const v2 = await player.send('POST', LOGIN, await player.seal(loginPayload(player, username)), { v2: true });
    expect(v2.status, v2.text).toBe(200);
  });

  it('v2: one of X-Digest / X-RSA alone is 400 request_body_required; a digest of another body is invalid', async () => {
    const { player, username } = await registerLegacyMember();
    const sealed = await player.seal(loginPayload(player, username));
    await expectRefused(() => player.send('POST', LOGIN, sealed, {}, { 'X-Digest': sealed.value }), 400, 'request_body_required');
    await expectRefused(() => player.send('POST', LOGIN, sealed, {}, { 'X-RSA': 'x' }), 400, 'request_body_required');
    await expectRefused(
      () => player.send('POST', LOGIN, sealed, {}, { 'X-Digest': desBase64(sessionKey(), {}), 'X-RSA': 'x' }),
      400,
      'request.encryption.invalid',
    );
  });
});

describe('legacy codec: attacks and malformed requests are 4xx that write nothing', () => {
  it('a replayed request is refused (the platform has no stamp: the DES key is remembered)', async () => {
    const { player, username } = await registerLegacyMember();
    const sealed = await player.seal(loginPayload(player, username));
    expect((await player.send('POST', LOGIN, sealed)).status).toBe(200);
    await expectRefused(() => player.send('POST', LOGIN, sealed), 400, 'request.replayed');
  });

  it('another header with the same DES key (the first 8 characters) cannot replay the body', async () => {
    const { player, username } = await registerLegacyMember();
    const key = sessionKey();
    const sealed = await player.seal(loginPayload(player, username), key);
    expect((await player.send('POST', LOGIN, sealed)).status).toBe(200);
    const sameDesKey = textbookRsa(await player.modulusHex(), Buffer.from(key.slice(0, 8) + 'zzzzzzzz'));
    await expectRefused(() => player.send('POST', LOGIN, { ...sealed, encryption: sameDesKey }), 400, 'request.replayed');
  });

  it('textbook RSA is malleable: the header times 256^e (the key with a zero byte appended) is refused', async () => {
    const { player, username } = await registerLegacyMember();
    const sealed = await player.seal(loginPayload(player, username));
    const n = BigInt('0x' + (await player.modulusHex()));
    const c = BigInt('0x' + sealed.encryption);
    const shifted = BigInt('0x' + textbookRsa(n.toString(16), Buffer.from([1, 0]))); // 256^e mod n
    const mauled = ((c * shifted) % n).toString(16);
    await expectRefused(() => player.send('POST', LOGIN, { ...sealed, encryption: mauled }), 400, 'request.encryption.invalid');
    expect((await player.send('POST', LOGIN, sealed)).status).toBe(200);
  });

  it('tampered ciphertext, a wrong key, garbage headers and bodies → 400 request.encryption.invalid, never 500', async () => {
    const { player, username } = await registerLegacyMember();
    const good = () => player.seal(loginPayload(player, username));
    const modulus = await player.modulusHex();
    const flip = (b64: string, at: number) => {
      const bytes = Buffer.from(b64, 'base64');
      bytes[at] = (bytes[at] ?? 0) ^ 1;
      return bytes.toString('base64');
    };
    const cases: Array<() => Promise<{ encryption: string; value: string }>> = [
      async () => {
        const sealed = await good();
        return { ...sealed, value: flip(sealed.value, 3) };
      },
      async () => {
        const sealed = await good();
        return { ...sealed, value: flip(sealed.value, Buffer.from(sealed.value, 'base64').length - 1) };
      },
      async () => ({ ...(await good()), encryption: '' }),
      async () => ({ ...(await good()), encryption: 'not hex!' }),
      async () => ({ ...(await good()), encryption: 'f'.repeat(256) }), // at or above the modulus
      async () => ({ ...(await good()), encryption: '0' + modulus }), // one digit too many
      async () => ({ ...(await good()), encryption: textbookRsa(modulus, Buffer.from('short')) }),
      async () => ({ ...(await good()), encryption: textbookRsa(modulus, Buffer.from('sixteen chars!!!')) }),
      async () => ({ ...(await good()), value: '%%%' }),
      async () => ({ ...(await good()), value: '' }),
      async () => {
        const key = sessionKey();
        return { encryption: textbookRsa(modulus, Buffer.from(key)), value: desBase64(key, ['not', 'an', 'object']) };
      },
      async () => {
        const key = sessionKey();
        return {
          encryption: textbookRsa(modulus, Buffer.from(key)),
          value: desBase64(
            key.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
            {},
          ),
        };
      },
    ];
    for (const make of cases) {
      const sealed = await make();
      await expectRefused(() => player.send('POST', LOGIN, sealed), 400, 'request.encryption.invalid');
    }
    const { encryption } = await good();
    for (const body of [{ value: 42 }, {}, undefined, 42]) {
      await expectRefused(() => player.call('POST', LOGIN, body, { ...PLATFORM_HEADERS, Encryption: encryption }), 400, 'request.encryption.invalid');
    }
  });

  it('the codec is per merchant: a webcrypto body to the legacy merchant, a legacy body to bdm01', async () => {
    const webcrypto = new TestClient(server);
    await expectRefused(
      () => webcrypto.secure('POST', LOGIN, loginPayload(webcrypto, 'demo01', 'demo123'), { Merchant: LEGACY_MERCHANT }),
      400,
      'request.encryption.invalid',
    );
    const legacy = new LegacyClient(server);
    const sealed = await legacy.seal(loginPayload(legacy, 'demo01', 'demo123'));
    await expectRefused(() => legacy.send('POST', LOGIN, sealed, {}, { Merchant: 'bdm01' }), 400, 'request.encryption.invalid');
    // Sealed under bdm01's own OAEP modulus, unpadded: still not what bdm01 reads.
    const spki = (await rawRequest(server.port, '/wps/session/key/rsa', { headers: MERCHANT })).json().value.spki as string;
    const n = createPublicKey({ key: Buffer.from(spki, 'base64'), format: 'der', type: 'spki' }).export({ format: 'jwk' }).n!;
    const key = sessionKey();
    const underOaepKey = { encryption: textbookRsa(Buffer.from(n, 'base64url').toString('hex'), Buffer.from(key)), value: desBase64(key, {}) };
    await expectRefused(() => legacy.send('POST', LOGIN, underOaepKey, {}, { Merchant: 'bdm01' }), 400, 'request.encryption.invalid');
  });
});

describe('customer-service links of a legacy merchant (reference §5)', () => {
  it('are DES-ECB/PKCS7 Base64 followed by the 8-character key; download addresses are plain', async () => {
    const status = (code: string) => rawRequest(server.port, '/wps/system/status', { headers: { Merchant: code } }).then((r) => r.json().value.info);
    const stored = server.db
      .prepare("SELECT cs_type, url FROM customer_service WHERE merchant = 'bdm01' ORDER BY sort_order, cs_type")
      .all() as Array<{
      cs_type: string;
      url: string;
    }>;
    const legacy = await status(LEGACY_MERCHANT);
    expect(legacy.customerService.length).toBe(stored.length);
    for (const [i, { csType, path }] of (legacy.customerService as Array<{ csType: string; path: string }>).entries()) {
      expect(csType).toBe(stored[i]!.cs_type);
      expect(path).toMatch(/^[A-Za-z0-9+/]+={0,2}[A-Za-z0-9]{8}$/);
      const plain = desDecrypt(Buffer.from(path.slice(-8)), Buffer.from(path.slice(0, -8), 'base64'));
      expect(Buffer.from(plain).toString('utf8')).toBe(stored[i]!.url);
    }
    for (const { url } of legacy.resources as Array<{ url: string }>) expect(url).toMatch(/^https?:\/\//);
    // bdm01 keeps its own obfuscation, which is not DES Base64.
    const own = await status('bdm01');
    expect((own.customerService as Array<{ path: string }>)[0]!.path).toMatch(/^[A-Za-z0-9_-]+$/);
  });
});
