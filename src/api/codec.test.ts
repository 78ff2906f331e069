// The aes-gcm-rsa-oaep codec, checked the way the server reads it: the test holds the private key,
// unwraps the AES key from the `Encryption` header and decrypts the body.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryPolicy } from './client';
import { ENCRYPTION_FAILED, encryptedRequest, forgetServerKey } from './codec';
import { ApiError } from './errors';

const { subtle } = crypto;
const b64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));
const unb64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const ok = (value: unknown) => json({ success: true, value, message: null, errorCode: null });
const fail = (errorCode: string) => json({ success: false, value: null, message: '', errorCode }, 400);

let pair: CryptoKeyPair;
let spki: string;
let keyFetches = 0;
type Sent = { url: string; method: string; headers: Headers; body: string };
let sent: Sent[] = [];

/** Serves the public key, and answers other calls from `answers` in turn (the last one repeats). */
function serve(...answers: Array<() => Response>) {
  keyFetches = 0;
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url.startsWith('/wps/session/key/rsa')) {
        keyFetches++;
        return ok({ algorithm: 'RSA-OAEP-256', spki });
      }
      sent.push({ url, method: init.method!, headers: new Headers(init.headers), body: String(init.body) });
      return (answers.length > 1 ? answers.shift()! : answers[0]!)();
    }),
  );
}

/** What the server does: unwrap the key, split iv || ciphertext, decrypt, parse. */
async function decrypt(s: Sent): Promise<{ payload: unknown; iv: string }> {
  const aes = await subtle.unwrapKey('raw', unb64(s.headers.get('Encryption')!), pair.privateKey, { name: 'RSA-OAEP' }, 'AES-GCM', false, [
    'decrypt',
  ]);
  const bytes = unb64((JSON.parse(s.body) as { value: string }).value);
  const plain = await subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, 12) }, aes, bytes.slice(12));
  return { payload: JSON.parse(new TextDecoder().decode(plain)), iv: b64(bytes.slice(0, 12).buffer) };
}

beforeAll(async () => {
  pair = await subtle.generateKey({ name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, [
    'wrapKey',
    'unwrapKey',
  ]);
  spki = b64(await subtle.exportKey('spki', pair.publicKey));
});

beforeEach(() => {
  forgetServerKey();
  retryPolicy.backoff = () => 0;
});
afterEach(() => vi.unstubAllGlobals());

describe('encryptedRequest', () => {
  it('sends the payload AES-GCM encrypted under an RSA-OAEP-wrapped key', async () => {
    serve(() => ok({ token: 't' }));
    const payload = { username: 'rahim01', password: 'পাসওয়ার্ড১', type: 'username' };
    await expect(encryptedRequest({ url: '/wps/session/login', moduleId: 'COMM3', payload })).resolves.toEqual({ token: 't' });
    expect(sent[0]).toMatchObject({ url: '/wps/session/login', method: 'POST' });
    expect(sent[0]!.headers.get('ModuleId')).toBe('COMM3');
    expect(sent[0]!.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(Object.keys(JSON.parse(sent[0]!.body))).toEqual(['value']);
    expect((await decrypt(sent[0]!)).payload).toEqual(payload);
  });

  it('fetches the key once, and uses a fresh AES key and IV for every call', async () => {
    serve(() => ok(null));
    await encryptedRequest({ url: '/wps/a', payload: { n: 1 } });
    await encryptedRequest({ url: '/wps/b', method: 'put', payload: { n: 1 } });
    expect(keyFetches).toBe(1);
    expect(sent[1]!.method).toBe('PUT');
    const [a, b] = await Promise.all(sent.map(decrypt));
    expect(a!.iv).not.toBe(b!.iv);
    expect(sent[0]!.headers.get('Encryption')).not.toBe(sent[1]!.headers.get('Encryption'));
    expect(sent[0]!.body).not.toBe(sent[1]!.body);
  });

  it('fetches the key again and retries once on request.encryption.invalid', async () => {
    serve(
      () => fail('request.encryption.invalid'),
      () => ok('done'),
    );
    await expect(encryptedRequest({ url: '/wps/x', payload: { a: 1 } })).resolves.toBe('done');
    expect(keyFetches).toBe(2);
    expect(sent).toHaveLength(2);
    expect((await decrypt(sent[1]!)).payload).toEqual({ a: 1 });
  });

  it('gives up after the one retry, and does not retry other failures', async () => {
    serve(() => fail('request.encryption.invalid'));
    await expect(encryptedRequest({ url: '/wps/x', payload: {} })).rejects.toMatchObject({ errorCode: 'request.encryption.invalid' });
    expect(sent).toHaveLength(2);
    serve(() => fail('login.credentials.invalid'));
    await expect(encryptedRequest({ url: '/wps/x', payload: {} })).rejects.toMatchObject({ errorCode: 'login.credentials.invalid' });
    expect(sent).toHaveLength(1);
  });

  it('forgets a failed key fetch so the next call tries again', async () => {
    const keyAnswers = [fail('function.not.available'), ok({ algorithm: 'RSA-OAEP-256', spki })];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url.includes('/key/rsa') ? keyAnswers.shift()! : ok(1))),
    );
    await expect(encryptedRequest({ url: '/wps/x', payload: {} })).rejects.toMatchObject({ errorCode: 'function.not.available' });
    await expect(encryptedRequest({ url: '/wps/x', payload: {} })).resolves.toBe(1);
  });

  it('turns a bad key into an invalid answer, and missing Web Crypto into ENCRYPTION_FAILED', async () => {
    // A key Web Crypto refuses, text that is not base64, another algorithm: the server's answer is wrong.
    for (const key of [
      { algorithm: 'RSA-OAEP-256', spki: 'AAAA' },
      { algorithm: 'RSA-OAEP-256', spki: 'A' },
      { algorithm: 'RSA-1024-textbook', spki },
    ]) {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => ok(key)),
      );
      await expect(encryptedRequest({ url: '/wps/x', payload: {} })).rejects.toMatchObject({ errorCode: 'client.response.invalid' });
    }
    serve(() => ok(null));
    vi.stubGlobal('crypto', {}); // http:// page: no crypto.subtle
    await expect(encryptedRequest({ url: '/wps/x', payload: {} })).rejects.toMatchObject({ errorCode: ENCRYPTION_FAILED });
    expect(sent).toHaveLength(0);
  });
});
