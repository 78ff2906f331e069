import { createPrivateKey, generateKeyPair, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import type { RsaPublicKey } from '../../../../contract/envelope.ts';
import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';

/**
 * The RSA-OAEP key pair clients use to wrap their per-request AES key (ARCHITECTURE §3).
 * Generated once and stored in server_keys, so restarting the server does not invalidate
 * the public key a client has cached.
 */

const KEY_ID = 'rsa-oaep-2048';
export const RSA_ALGORITHM: RsaPublicKey['algorithm'] = 'RSA-OAEP-256';

export interface KeyRow {
  public_key: string;
  private_key: string;
}

const generate = promisify(generateKeyPair);

function readKey(db: Db, id: string): KeyRow | undefined {
  return db.prepare('SELECT public_key, private_key FROM server_keys WHERE id = ?').get(id) as KeyRow | undefined;
}

/** A kind of stored key: its row id, its algorithm's name, and its size. */
export interface KeySpec {
  id: string;
  algorithm: string;
  modulusLength: number;
}

const OAEP_KEY: KeySpec = { id: KEY_ID, algorithm: RSA_ALGORITHM, modulusLength: 2048 };

/** Returns the stored key pair, generating it first if needed (async: generation takes ~100 ms).
 *  The public key is kept as base64 SPKI DER. */
export async function ensureKeyRow(db: Db, spec: KeySpec = OAEP_KEY): Promise<KeyRow> {
  const existing = readKey(db, spec.id);
  if (existing) return existing;
  const { publicKey, privateKey } = await generate('rsa', {
    modulusLength: spec.modulusLength,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  // OR IGNORE: if another request or process won the race, keep its key and use that one.
  db.prepare('INSERT OR IGNORE INTO server_keys (id, algorithm, public_key, private_key) VALUES (?, ?, ?, ?)').run(
    spec.id,
    spec.algorithm,
    publicKey.toString('base64'),
    privateKey,
  );
  const stored = readKey(db, spec.id);
  if (!stored) throw new Error('RSA key was not stored');
  return stored;
}

export async function ensureRsaKey(db: Db): Promise<void> {
  await ensureKeyRow(db);
}

export async function getRsaPublicKey(db: Db): Promise<RsaPublicKey> {
  const row = await ensureKeyRow(db);
  return { algorithm: RSA_ALGORITHM, spki: row.public_key, serverTime: now() };
}

/** For the modules that decrypt request bodies (login, register, ...). */
export async function getRsaPrivateKey(db: Db): Promise<KeyObject> {
  const row = await ensureKeyRow(db);
  return createPrivateKey(row.private_key);
}
