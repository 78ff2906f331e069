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

interface KeyRow {
  public_key: string;
  private_key: string;
}

const generate = promisify(generateKeyPair);

function readKey(db: Db): KeyRow | undefined {
  return db.prepare('SELECT public_key, private_key FROM server_keys WHERE id = ?').get(KEY_ID) as KeyRow | undefined;
}

/** Returns the stored key pair, generating it first if needed (async: generation takes ~100 ms). */
async function ensureKeyRow(db: Db): Promise<KeyRow> {
  const existing = readKey(db);
  if (existing) return existing;
  const { publicKey, privateKey } = await generate('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  // OR IGNORE: if another request or process won the race, keep its key and use that one.
  db.prepare('INSERT OR IGNORE INTO server_keys (id, algorithm, public_key, private_key) VALUES (?, ?, ?, ?)').run(
    KEY_ID,
    RSA_ALGORITHM,
    publicKey.toString('base64'),
    privateKey,
  );
  const stored = readKey(db);
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
