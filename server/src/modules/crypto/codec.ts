import { constants, createDecipheriv, privateDecrypt, type KeyObject } from 'node:crypto';
import type { EncryptedBody } from '../../../../contract/envelope.ts';
import type { Db } from '../../db/connection.ts';
import { getRsaPrivateKey } from '../keys/rsa.ts';
import type { ReplayCache } from '../limits/replay-cache.ts';
import { RuleError } from '../rule-error.ts';

/**
 * The `aes-gcm-rsa-oaep` codec (docs/accounts.md, "Encrypted bodies"): the `Encryption` header
 * is the request's AES-256 key wrapped with RSA-OAEP-SHA256; the body is
 * `{ value: base64(iv[12] || ciphertext || tag[16]) }` of the JSON payload.
 */

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const AES_KEY_BYTES = 32;

const invalid = (): RuleError => new RuleError('request.encryption.invalid');

function strictBase64(text: unknown): Buffer {
  if (typeof text !== 'string' || text.length % 4 !== 0 || !BASE64.test(text)) throw invalid();
  return Buffer.from(text, 'base64');
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

function parseObject(json: string): Record<string, unknown> {
  let payload: unknown;
  try {
    payload = JSON.parse(json);
  } catch {
    throw invalid();
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) throw invalid();
  return payload as Record<string, unknown>;
}

/**
 * Decrypts one request. Throws request.replayed for an `Encryption` value seen in the last
 * 15 minutes and request.encryption.invalid for anything else wrong. The value is remembered
 * only once the whole body decrypted, so garbage cannot fill the replay cache.
 */
function decryptPayload(privateKey: KeyObject, header: string | string[] | undefined, body: unknown, replay: ReplayCache): Record<string, unknown> {
  if (typeof header !== 'string' || header === '') throw invalid();
  if (replay.has(header)) throw new RuleError('request.replayed');
  if (typeof body !== 'object' || body === null || !('value' in body)) throw invalid();
  const { value } = body as Record<keyof EncryptedBody, unknown>;
  const payload = parseObject(decryptValue(unwrapKey(privateKey, header), value));
  replay.remember(header);
  return payload;
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
