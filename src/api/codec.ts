// The one place that encrypts request bodies (docs/accounts.md, "Encrypted bodies"). The default
// codec, `aes-gcm-rsa-oaep`: each call gets a fresh AES-256-GCM key and IV that encrypt the JSON
// payload, stamped with the time and a nonce so the server can refuse a replay; the key travels
// RSA-OAEP-wrapped under the server's public key in the `Encryption` header. Web Crypto only, no
// library bytes. A deployment built with VITE_CODEC=legacy speaks the platform's DES + textbook
// RSA instead (./legacy-codec, loaded only then). Only the account modules import this, so it
// stays out of the entry and start-up API chunks.

import type { RsaPublicKey, StampedPayload } from '../../contract/envelope';
import { request, type RequestOptions } from './client';
import { ApiError, clientErrorCodes } from './errors';
import type { Sealed } from './legacy-codec';
import { env } from '@/lib/env';
import { isNumber, isRecord, isString } from '@/lib/guards';

/** The server could not decrypt the body (its key may have changed): fetch the key again, retry. */
export const ENCRYPTION_INVALID = 'request.encryption.invalid';
/** The stamp was too far from the server's clock (the phone's clock moved since the key came):
 *  fetching the key again re-learns the server's time; retry. */
export const REQUEST_STALE = 'request.stale';
const RETRIED_WITH_A_FRESH_KEY = [ENCRYPTION_INVALID, REQUEST_STALE];
/** Web Crypto is missing (insecure context, old WebView) or refused the server's key. */
export const ENCRYPTION_FAILED = 'client.encryption.failed';

const ALGORITHM: RsaPublicKey['algorithm'] = 'RSA-OAEP-256';

const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

const invalid = () => new ApiError(200, clientErrorCodes.invalidResponse, '');

interface ServerKey {
  key: CryptoKey;
  /** Server clock minus this phone's clock, in ms: phones are often set to the wrong time. */
  clockOffset: number;
}

/** `GET /wps/session/key/rsa` in either format: ours, the envelope's `{ algorithm, spki,
 *  serverTime }`, or the platform's bare hex modulus (a string); each codec takes only its own. */
const fetchServerKey = () => request<unknown>({ url: '/wps/session/key/rsa', auth: false, plainText: true });

async function importServerKey(): Promise<ServerKey> {
  const sentAt = Date.now();
  const v = await fetchServerKey();
  if (!isRecord<RsaPublicKey>(v) || v.algorithm !== ALGORITHM || !isString(v.spki) || !isNumber(v.serverTime)) throw invalid();
  // The server read its clock somewhere during the round trip: take the middle.
  const clockOffset = v.serverTime - (sentAt + Date.now()) / 2;
  let der: Uint8Array<ArrayBuffer>;
  try {
    der = fromBase64(v.spki);
  } catch {
    throw invalid();
  }
  // Missing Web Crypto throws here (ENCRYPTION_FAILED, from encrypt()); a key it refuses is the
  // server's fault, not this browser's.
  const key = await crypto.subtle.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['wrapKey']).catch(() => {
    throw invalid();
  });
  return { key, clockOffset };
}

/** Encrypts one payload into the body and headers of the call. */
type Seal = (payload: object) => Sealed | Promise<Sealed>;

/** The configured codec, holding the server's key. Chosen at run time (env.legacyCodec), so that
 *  every build emits the legacy chunk and its byte budget is checked (.size-limit.json); the
 *  service worker never caches it ahead (scripts/build/service-worker.ts). */
async function makeSealer(): Promise<Seal> {
  if (env.legacyCodec) {
    const [{ legacySealer }, answer] = await Promise.all([import('./legacy-codec'), fetchServerKey()]);
    return legacySealer(answer);
  }
  const key = await importServerKey();
  return (payload) => encrypt(key, payload);
}

let current: Promise<Seal> | null = null;

/** The codec with the server's key, made once per page load; a failure is forgotten so the next call retries. */
function sealer(): Promise<Seal> {
  if (!current) {
    const pending = makeSealer();
    current = pending;
    pending.catch(() => {
      if (current === pending) current = null;
    });
  }
  return current;
}

/** Drops the cached server key and clock offset (after `request.encryption.invalid` or
 *  `request.stale`; tests start clean with it). */
export function forgetServerKey(): void {
  current = null;
}

/** The payload as the server accepts it once: stamped in server time, with a fresh nonce. */
export function stamp<T extends object>(payload: T, clockOffset: number): StampedPayload<T> {
  return { at: Math.round(Date.now() + clockOffset), nonce: toBase64(crypto.getRandomValues(new Uint8Array(16))), payload };
}

/** Encrypts one payload: body `{ value: base64(iv || ciphertext) }`, header base64(wrapped key). */
async function encrypt({ key: rsa, clockOffset }: ServerKey, payload: object): Promise<Sealed> {
  const { subtle } = crypto;
  const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(stamp(payload, clockOffset)));
  const cipher = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, aes, plain));
  const wrapped = new Uint8Array(await subtle.wrapKey('raw', aes, rsa, { name: 'RSA-OAEP' }));
  const joined = new Uint8Array(iv.length + cipher.length);
  joined.set(iv);
  joined.set(cipher, iv.length);
  return { body: { value: toBase64(joined) }, headers: { Encryption: toBase64(wrapped) } };
}

export type EncryptedRequestOptions = Omit<RequestOptions, 'data' | 'form'> & { payload: object };

/** Sends `payload` encrypted (method POST unless given) and returns the envelope's value. Every
 *  failure is an ApiError; `request.encryption.invalid` and `request.stale` are retried once with
 *  a freshly fetched key (and so the server's time learnt again). */
export async function encryptedRequest<T>({ payload, ...opts }: EncryptedRequestOptions): Promise<T> {
  for (let retried = false; ; retried = true) {
    const { body, headers } = await sealer()
      .then((seal) => seal(payload))
      .catch((e: unknown) => {
        throw e instanceof ApiError ? e : new ApiError(0, ENCRYPTION_FAILED, '');
      });
    try {
      return await request<T>({ method: 'post', ...opts, data: body, headers: { ...opts.headers, ...headers } });
    } catch (e) {
      if (retried || !(e instanceof ApiError) || !RETRIED_WITH_A_FRESH_KEY.includes(e.errorCode)) throw e;
      forgetServerKey();
    }
  }
}
