import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import type { Db } from '../../db/connection.ts';
import { ensureKeyRow, type KeySpec } from './rsa.ts';

/**
 * The textbook-RSA key of legacy merchants (platform reference §4.1, §4.4; docs/accounts.md,
 * "The legacy codec"). 1024 bits, as the platform's: its clients' RSA library (RSA.js with
 * `setMaxDigits(130)`) holds numbers of at most 130 16-bit digits, too few for a 2048-bit
 * modulus. A key of its own, not the RSA-OAEP one: unpadded decryption of any number a client
 * sends must not be offered with the key that guards the default codec.
 */
const LEGACY_KEY: KeySpec = { id: 'rsa-textbook-1024', algorithm: 'RSA-TEXTBOOK-1024', modulusLength: 1024 };

export interface LegacyKey {
  /** The modulus in lower-case hex, 256 digits: what `GET /wps/session/key/rsa` answers. */
  modulusHex: string;
  modulusBytes: number;
  privateKey: KeyObject;
}

async function loadLegacyKey(db: Db): Promise<LegacyKey> {
  const row = await ensureKeyRow(db, LEGACY_KEY);
  const { n } = createPublicKey({ key: Buffer.from(row.public_key, 'base64'), format: 'der', type: 'spki' }).export({ format: 'jwk' });
  const modulus = Buffer.from(n ?? '', 'base64url');
  return { modulusHex: modulus.toString('hex'), modulusBytes: modulus.length, privateKey: createPrivateKey(row.private_key) };
}

/** The stored key never changes while the server runs, so it is parsed once per database. */
const legacyKeys = new WeakMap<Db, Promise<LegacyKey>>();

/** The legacy key pair, generated on first use (~20 ms). */
export function getLegacyKey(db: Db): Promise<LegacyKey> {
  let key = legacyKeys.get(db);
  if (!key) {
    key = loadLegacyKey(db);
    legacyKeys.set(db, key);
    key.catch(() => legacyKeys.delete(db));
  }
  return key;
}
