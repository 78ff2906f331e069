// The platform's codec (platform reference §4), checked against vectors made outside this code:
// the body by CryptoJS 4.2.0 (what the platform's clients run), the header by Python's
// pow(m, 0x10001, n) over a 1024-bit modulus from `openssl genrsa 1024`.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { desDecrypt } from '../../platform-crypto/des';
import { retryPolicy } from './client';
import { encryptedRequest, forgetServerKey } from './codec';
import { legacySealer, randomSessionKey, sealLegacy } from './legacy-codec';
import { env } from '@/lib/env';

const MODULUS =
  'ce2af83b9c29701c6077f418bf102fe3c7b301a7db3f073d784971b9aa9ee1891074f8e0318873d24b5551745f35ff0aad09dce0f11bc1cad90780276776ce83' +
  'f46f5155f296efcf261e0b642ae7261c80096f84c78354660b36bb41ea87cecc78e60e6316c8abeb89406d4c499cc6661b278a3b386e531b973e1f70b67a598d';

const SESSION_KEY = 'Ab3dE6gH1234wxyz';
const LOGIN = { username: 'demo01', password: 'demo123', captcha: '', type: 'username', loginDeviceId: '5f0c2a52-8d3e-4c1b-9a7e-2b6f0d1c3e4a' };
const LOGIN_BODY =
  'g1ib9HACRtn7w3zjcoumgfqqOZcxCr6xGR+Q71VXDgp9uTRnhN8Hk3Hj6HpLB+xSwDxDwhzYCsNzBaxf8/G0NH6UhW84G0jdU9J9GELQYA5Oj5q0zhPYjJHonbopCNAVKje7lVNR1tJ76R2V6vMFZhOlgLXmtgMDHkiBfdNR6E+4VMo7IIZOEg==';
const LOGIN_HEADER =
  'a02bf7933df362ecb152bece33893d55bfd18b0cd20bdcbbaba858b56c495b11de2bc6ca683bb43dd89bc71b95540c1a4934040c16f02b01491456168f9caee1' +
  '362aa5cbd85a9862ceedefbbd9acb0db0ced7bde35441d8eea420c55f1572ae846b3754050a4a68babd1dd3f44da7cd06b1da4b7507c57d8fdca7b8995025136';
function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  for (let b = base % modulus, e = exponent; e > 0n; e >>= 1n, b = (b * b) % modulus) if (e & 1n) result = (result * b) % modulus;
  return result;
}

describe('sealLegacy: the §4 vectors', () => {
  it('a fixed key, modulus and login payload give the expected header hex and body Base64', () => {
    const { body, headers } = sealLegacy(LOGIN, SESSION_KEY, MODULUS);
    expect(body).toEqual({ value: LOGIN_BODY });
    expect(headers).toEqual({ Encryption: LOGIN_HEADER, 'X-Digest': LOGIN_BODY, 'X-RSA': MODULUS });
  });

  it('the reversal rule: what RSA.js makes of the reversed key is the key read big-endian', () => {
    // RSA.js's encryptedString packs character i of its input as the byte of weight 256^i.
    const reversed = [...SESSION_KEY].reverse();
    const packed = reversed.reduce((n, c, i) => n + BigInt(c.charCodeAt(0)) * 256n ** BigInt(i), 0n);
    expect(
      modPow(packed, 0x10001n, BigInt('0x' + MODULUS))
        .toString(16)
        .padStart(256, '0'),
    ).toBe(LOGIN_HEADER);
  });

  it('DES takes only the first 8 characters of the session key', () => {
    expect(sealLegacy(LOGIN, 'Ab3dE6gHzzzzzzzz', MODULUS).body.value).toBe(LOGIN_BODY);
  });
});

describe('randomSessionKey', () => {
  it('16 alphanumerics, fresh each time', () => {
    const keys = Array.from({ length: 200 }, randomSessionKey);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(new Set(keys).size).toBe(keys.length);
    // All 62 symbols turn up (the platform's 61-symbol quirk is not copied).
    expect(new Set(keys.join('')).size).toBe(62);
  });
});

describe('legacySealer reads the key endpoint', () => {
  it("takes the platform's bare hex modulus, in either case, with a trailing newline", () => {
    const seal = legacySealer(`${MODULUS.toUpperCase()}\n`);
    expect(seal(LOGIN).headers['X-RSA']).toBe(MODULUS);
  });

  it.each([
    ['our JSON key (the default codec never downgrades, nor this one upgrades)', { algorithm: 'RSA-OAEP-256', spki: 'MIIB', serverTime: 1 }],
    ['not hex', 'zz' + MODULUS.slice(2)],
    ['too short', 'abcd'],
    ['nothing', null],
  ])('refuses %s', (_, answer) => {
    expect(() => legacySealer(answer)).toThrow(expect.objectContaining({ errorCode: 'client.response.invalid' }));
  });
});

describe('encryptedRequest with VITE_CODEC=legacy', () => {
  let n: bigint;
  let d: bigint;
  let modulusHex: string;
  type Sent = { url: string; headers: Headers; body: string };
  let sent: Sent[] = [];
  let keyAnswer: () => Response;
  const envelope = (value: unknown, status = 200, errorCode: string | null = null) =>
    new Response(JSON.stringify({ success: errorCode === null, value, message: null, errorCode }), { status });

  const fromB64url = (text: string) => BigInt('0x' + Buffer.from(text, 'base64url').toString('hex'));
  beforeAll(() => {
    const jwk = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ format: 'jwk' });
    n = fromB64url(jwk.n!);
    d = fromB64url(jwk.d!);
    modulusHex = n.toString(16);
  });

  function serve(...answers: Array<() => Response>) {
    sent = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (url.startsWith('/wps/session/key/rsa')) return keyAnswer();
        sent.push({ url, headers: new Headers(init.headers), body: String(init.body) });
        return (answers.length > 1 ? answers.shift()! : answers[0]!)();
      }),
    );
  }

  /** What the server does: RSA-decrypt the header, take the key's first 8 bytes, DES-decrypt. */
  function unseal(s: Sent): { sessionKey: string; payload: unknown } {
    const m = modPow(BigInt('0x' + s.headers.get('Encryption')!), d, n);
    const sessionKey = Buffer.from(m.toString(16).padStart(32, '0'), 'hex').toString('latin1');
    const value = (JSON.parse(s.body) as { value: string }).value;
    expect(s.headers.get('X-Digest')).toBe(value);
    const plain = desDecrypt(
      new TextEncoder().encode(sessionKey.slice(0, 8)),
      Uint8Array.from(atob(value), (c) => c.charCodeAt(0)),
    );
    return { sessionKey, payload: JSON.parse(new TextDecoder().decode(plain)) };
  }

  beforeEach(() => {
    env.legacyCodec = true;
    forgetServerKey();
    retryPolicy.backoff = () => 0;
    keyAnswer = () => new Response(modulusHex, { headers: { 'Content-Type': 'text/plain' } });
  });
  afterEach(() => {
    env.legacyCodec = false;
    vi.unstubAllGlobals();
  });

  it('sends the payload DES-encrypted under a fresh session key, RSA-encrypted in hex, with the v2 headers', async () => {
    serve(() => envelope({ token: 't' }));
    const payload = { username: 'rahim01', password: 'পাসওয়ার্ড১', type: 'username' };
    await expect(encryptedRequest({ url: '/wps/session/login', moduleId: 'COMM3', payload })).resolves.toEqual({ token: 't' });
    await encryptedRequest({ url: '/wps/session/login', payload });
    const [first, second] = sent.map(unseal);
    expect(first!.payload).toEqual(payload);
    expect(first!.sessionKey).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(second!.sessionKey).not.toBe(first!.sessionKey);
    expect(sent[0]!.headers.get('Encryption')).toMatch(/^[0-9a-f]{256}$/);
    expect(sent[0]!.headers.get('X-RSA')).toBe(modulusHex);
    expect(sent[0]!.headers.get('ModuleId')).toBe('COMM3');
  });

  it('a JSON key (a server of the default codec) fails the call: no silent switch of codec', async () => {
    keyAnswer = () => envelope({ algorithm: 'RSA-OAEP-256', spki: 'MIIB', serverTime: Date.now() });
    serve(() => envelope({ token: 't' }));
    await expect(encryptedRequest({ url: '/wps/session/login', payload: {} })).rejects.toMatchObject({ errorCode: 'client.response.invalid' });
    expect(sent).toEqual([]);
  });

  it('the default codec refuses a plain-text key the same way', async () => {
    env.legacyCodec = false;
    serve(() => envelope({ token: 't' }));
    await expect(encryptedRequest({ url: '/wps/session/login', payload: {} })).rejects.toMatchObject({ errorCode: 'client.response.invalid' });
    expect(sent).toEqual([]);
  });

  it('fetches the key again and retries once on request.encryption.invalid', async () => {
    serve(
      () => envelope(null, 400, 'request.encryption.invalid'),
      () => envelope({ token: 't' }),
    );
    await expect(encryptedRequest({ url: '/wps/session/login', payload: { a: 1 } })).resolves.toEqual({ token: 't' });
    expect(sent.map((s) => unseal(s).payload)).toEqual([{ a: 1 }, { a: 1 }]);
  });
});
