// The aes-gcm-rsa-oaep codec, checked the way the server reads it: the test holds the private key,
// unwraps the AES key from the `Encryption` header and decrypts the body.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryPolicy } from './client';
import { ENCRYPTION_FAILED, encryptedRequest, forgetServerKey } from './codec';
import { ApiError } from './errors';
import type { StampedPayload } from '../../contract/envelope';

const { subtle } = crypto;
const b64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));
const unb64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const ok = (value: unknown) => json({ success: true, value, message: null, errorCode: null });
const fail = (errorCode: string) => json({ success: false, value: null, message: '', errorCode }, 400);

let pair: CryptoKeyPair;
let spki: string;
let keyFetches = 0;
/** The server's clock minus this machine's, as the key call reports it. */
let serverClockAhead = 0;
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
        return ok({ algorithm: 'RSA-OAEP-256', spki, serverTime: Date.now() + serverClockAhead });
      }
      sent.push({ url, method: init.method!, headers: new Headers(init.headers), body: String(init.body) });
      return (answers.length > 1 ? answers.shift()! : answers[0]!)();
    }),
  );
}

/** What the server does: unwrap the key, split iv || ciphertext, decrypt, parse; `payload` is
 *  what the stamp carries. */
async function decrypt(s: Sent): Promise<{ stamped: StampedPayload; payload: unknown; iv: string }> {
  const aes = await subtle.unwrapKey('raw', unb64(s.headers.get('Encryption')!), pair.privateKey, { name: 'RSA-OAEP' }, 'AES-GCM', false, [
    'decrypt',
  ]);
  const bytes = unb64((JSON.parse(s.body) as { value: string }).value);
  const plain = await subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, 12) }, aes, bytes.slice(12));
  const stamped = JSON.parse(new TextDecoder().decode(plain)) as StampedPayload;
  return { stamped, payload: stamped.payload, iv: b64(bytes.slice(0, 12).buffer) };
}

beforeAll(async () => {
  pair = await subtle.generateKey({ name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, [
    'wrapKey',
    'unwrapKey',
  ]);
  spki = b64(await subtle.exportKey('spki', pair.publicKey));
});

beforeEach(() => {
  serverClockAhead = 0;
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

  it('stamps each payload with the server time and a fresh nonce, whatever the phone clock says', async () => {
    serverClockAhead = -3_600_000; // the phone is an hour fast
    serve(() => ok(null));
    await encryptedRequest({ url: '/wps/a', payload: { n: 1 } });
    await encryptedRequest({ url: '/wps/b', payload: { n: 1 } });
    const [a, b] = await Promise.all(sent.map(decrypt));
    expect(Object.keys(a!.stamped).sort()).toEqual(['at', 'nonce', 'payload']);
    expect(Number.isInteger(a!.stamped.at)).toBe(true);
    expect(Math.abs(a!.stamped.at - (Date.now() + serverClockAhead))).toBeLessThan(1000);
    expect(unb64(a!.stamped.nonce)).toHaveLength(16);
    expect(a!.stamped.nonce).not.toBe(b!.stamped.nonce);
  });

  it('on request.stale learns the server time again and retries once with a fresh stamp', async () => {
    serve(() => ok('warm'));
    await encryptedRequest({ url: '/wps/x', payload: {} }); // key fetched, clocks agree
    serverClockAhead = 10 * 60_000; // then the phone's clock is set back ten minutes
    serve(
      () => fail('request.stale'),
      () => ok('done'),
    );
    await expect(encryptedRequest({ url: '/wps/x', payload: { a: 1 } })).resolves.toBe('done');
    expect(keyFetches).toBe(1);
    expect(sent).toHaveLength(2);
    const [first, retry] = await Promise.all(sent.map(decrypt));
    expect(retry!.payload).toEqual({ a: 1 });
    expect(retry!.stamped.nonce).not.toBe(first!.stamped.nonce);
    expect(Math.abs(retry!.stamped.at - (Date.now() + serverClockAhead))).toBeLessThan(1000);
    // A second refusal is the player's to see (a message), not a loop.
    serve(() => fail('request.stale'));
    await expect(encryptedRequest({ url: '/wps/x', payload: {} })).rejects.toMatchObject({ errorCode: 'request.stale' });
    expect(sent).toHaveLength(2);
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
    const keyAnswers = [fail('function.not.available'), ok({ algorithm: 'RSA-OAEP-256', spki, serverTime: Date.now() })];
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
      { algorithm: 'RSA-OAEP-256', spki: 'AAAA', serverTime: Date.now() },
      { algorithm: 'RSA-OAEP-256', spki: 'A', serverTime: Date.now() },
      { algorithm: 'RSA-1024-textbook', spki, serverTime: Date.now() },
      { algorithm: 'RSA-OAEP-256', spki },
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
