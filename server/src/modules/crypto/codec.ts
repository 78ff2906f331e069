import { constants, createDecipheriv, privateDecrypt, type KeyObject } from 'node:crypto';
import type { EncryptedBody, StampedPayload } from '../../../../contract/envelope.ts';
import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import { getRsaPrivateKey } from '../keys/rsa.ts';
import { STAMP_WINDOW_MS, type ReplayCache } from '../limits/replay-cache.ts';
import { RuleError } from '../rule-error.ts';

/**
 * The `aes-gcm-rsa-oaep` codec (docs/accounts.md, "Encrypted bodies"): the `Encryption` header
 * is the request's AES-256 key wrapped with RSA-OAEP-SHA256; the body is
 * `{ value: base64(iv[12] || ciphertext || tag[16]) }` of the JSON of a StampedPayload. Replay is
 * refused here, for every encrypted call: the same AES key or nonce twice, or a stamp outside
 * the window.
 */

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const AES_KEY_BYTES = 32;
const NONCE_LENGTH = { min: 16, max: 64 };

export const invalid = (): RuleError => new RuleError('request.encryption.invalid');

/** Canonical base64 only: the unused bits before `=` padding give several spellings of the same
 *  bytes, and a replay check on the text would count each spelling as new. */
export function strictBase64(text: unknown): Buffer {
  if (typeof text !== 'string' || text.length % 4 !== 0 || !BASE64.test(text)) throw invalid();
  const bytes = Buffer.from(text, 'base64');
  if (bytes.toString('base64') !== text) throw invalid();
  return bytes;
}

function unwrapKey(privateKey: KeyObject, header: string): Buffer {
  try {
    const key = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, strictBase64(header));
    if (key.length !== AES_KEY_BYTES) throw invalid();
    return key;
  } catch {
    throw invalid();
  }
}

function decryptValue(key: Buffer, value: unknown): string {
  const bytes = strictBase64(value);
  if (bytes.length < IV_BYTES + TAG_BYTES) throw invalid();
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]);
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    throw invalid();
  }
}

export function parseObject(json: string): Record<string, unknown> {
  let payload: unknown;
  try {
    payload = JSON.parse(json);
  } catch {
    throw invalid();
  }
  if (!isObject(payload)) throw invalid();
  return payload;
}

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The stamp's fields, well formed, or request.encryption.invalid. */
function readStamp(plain: Record<string, unknown>): StampedPayload<Record<string, unknown>> {
  const { at, nonce, payload } = plain as Partial<Record<keyof StampedPayload, unknown>>;
  if (!Number.isSafeInteger(at) || typeof nonce !== 'string' || !isObject(payload)) throw invalid();
  if (nonce.length < NONCE_LENGTH.min || nonce.length > NONCE_LENGTH.max) throw invalid();
  return { at: at as number, nonce, payload };
}

/**
 * Decrypts one request. Throws request.replayed for an AES key or nonce already accepted,
 * request.stale (with the server's time) for a stamp more than the window away from now, and
 * request.encryption.invalid for anything else wrong. Keys and nonces are remembered only once
 * the whole body decrypted, so garbage cannot fill the replay cache.
 */
function decryptPayload(privateKey: KeyObject, header: string | string[] | undefined, body: unknown, replay: ReplayCache): Record<string, unknown> {
  if (typeof header !== 'string' || header === '') throw invalid();
  if (!isObject(body) || !('value' in body)) throw invalid();
  const key = unwrapKey(privateKey, header);
  const keyId = `key:${key.toString('base64')}`;
  if (replay.has(keyId)) throw new RuleError('request.replayed');
  const { value } = body as Record<keyof EncryptedBody, unknown>;
  const stamp = readStamp(parseObject(decryptValue(key, value)));
  const serverTime = now();
  if (Math.abs(serverTime - stamp.at) > STAMP_WINDOW_MS) throw new RuleError('request.stale', { serverTime });
  const nonceId = `nonce:${stamp.nonce}`;
  if (replay.has(nonceId)) throw new RuleError('request.replayed');
  replay.remember(keyId);
  replay.remember(nonceId);
  return stamp.payload;
}

/** The stored key never changes while the server runs, so it is parsed once per database. */
const privateKeys = new WeakMap<Db, Promise<KeyObject>>();

/** decryptPayload with the server's stored RSA key. */
export async function decryptRequest(
  db: Db,
  header: string | string[] | undefined,
  body: unknown,
  replay: ReplayCache,
): Promise<Record<string, unknown>> {
  let key = privateKeys.get(db);
  if (!key) {
    key = getRsaPrivateKey(db);
    privateKeys.set(db, key);
    key.catch(() => privateKeys.delete(db));
  }
  return decryptPayload(await key, header, body, replay);
}
