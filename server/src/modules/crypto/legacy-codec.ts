import { constants, privateDecrypt } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { EncryptedBody } from '../../../../contract/envelope.ts';
import { desDecrypt } from '../../../../platform-crypto/des.ts';
import type { Db } from '../../db/connection.ts';
import { getLegacyKey, type LegacyKey } from '../keys/legacy-rsa.ts';
import type { ReplayCache } from '../limits/replay-cache.ts';
import { RuleError } from '../rule-error.ts';
import { invalid, isObject, parseObject, strictBase64 } from './codec.ts';

/**
 * The platform's codec, for legacy merchants (platform reference §4; docs/accounts.md, "The
 * legacy codec"). The `Encryption` header is the hex of textbook RSA (m^e mod n, no padding) of
 * a 16-character session key; the body is `{ value: base64(DES-ECB/PKCS7(JSON)) }` or that Base64
 * string alone, under the DES key = the session key's first 8 bytes. The "v2" clients add
 * `X-Digest` (the same Base64) and `X-RSA` (the key they used). There is no stamp: replay is
 * refused by remembering each DES key for the replay cache's window.
 */

const HEX = /^[0-9a-fA-F]+$/;
/** 16 characters of the platform's alphanumeric alphabet (§4.2; its generator never yields others). */
const SESSION_KEY = /^[A-Za-z0-9]{16}$/;
const SESSION_KEY_BYTES = 16;
const DES_KEY_BYTES = 8;

/**
 * The session key from the header. The clients' RSA library packs the reversed key
 * little-endian, so the number is the key's bytes read big-endian, zero-padded on the left.
 * Exactly 16 characters: textbook RSA is malleable (multiplying the header by 256^e mod n
 * appends a zero byte to the key and keeps its DES key), so nothing else is a session key.
 */
function unwrapSessionKey(key: LegacyKey, header: string | string[] | undefined): string {
  if (typeof header !== 'string' || !HEX.test(header) || header.length > key.modulusBytes * 2) throw invalid();
  let block: Buffer;
  try {
    // A number at or above the modulus is refused here, so each key has one header value.
    block = privateDecrypt(
      { key: key.privateKey, padding: constants.RSA_NO_PADDING },
      Buffer.from(header.padStart(key.modulusBytes * 2, '0'), 'hex'),
    );
  } catch {
    throw invalid();
  }
  const padding = block.subarray(0, block.length - SESSION_KEY_BYTES);
  const sessionKey = block.subarray(block.length - SESSION_KEY_BYTES).toString('latin1');
  if (padding.some((b) => b !== 0) || !SESSION_KEY.test(sessionKey)) throw invalid();
  return sessionKey;
}

/** The Base64 ciphertext: `{ value }` (the Vue-era clients) or the bare string (§4.3). */
function ciphertextOf(body: unknown): string {
  if (typeof body === 'string') return body;
  const value = isObject(body) ? (body as Partial<Record<keyof EncryptedBody, unknown>>).value : undefined;
  if (typeof value !== 'string') throw invalid();
  return value;
}

/**
 * The "v2" headers (§4.5). Classic clients send neither and are served. A client that sends one
 * speaks v2 and must send both: the other missing is the platform's 400 `request_body_required`.
 * `X-Digest` must be the body's ciphertext; `X-RSA`'s form is not known (the public key the
 * client used), so it is only required to be there.
 */
function checkV2Headers(headers: IncomingHttpHeaders, ciphertext: string): void {
  const digest = headers['x-digest'];
  const rsa = headers['x-rsa'];
  if (digest === undefined && rsa === undefined) return;
  if (!digest || !rsa) throw new RuleError('request_body_required');
  if (digest !== ciphertext) throw invalid();
}

function decryptJson(desKey: string, ciphertext: string): Record<string, unknown> {
  let plain: string;
  try {
    plain = new TextDecoder('utf-8', { fatal: true }).decode(desDecrypt(Buffer.from(desKey, 'latin1'), strictBase64(ciphertext)));
  } catch {
    throw invalid();
  }
  return parseObject(plain);
}

/**
 * Decrypts one legacy request. Throws request.replayed for a DES key already accepted within the
 * replay cache's window (a replayed header, or any other header that yields the same DES key),
 * request_body_required for half the v2 headers, and request.encryption.invalid for anything
 * else wrong. The key is remembered only once the whole body decrypted.
 */
export async function decryptLegacyRequest(
  db: Db,
  headers: IncomingHttpHeaders,
  body: unknown,
  replay: ReplayCache,
): Promise<Record<string, unknown>> {
  const key = await getLegacyKey(db);
  const sessionKey = unwrapSessionKey(key, headers['encryption']);
  const ciphertext = ciphertextOf(body);
  checkV2Headers(headers, ciphertext);
  const desKey = sessionKey.slice(0, DES_KEY_BYTES);
  const replayId = `des:${desKey}`;
  if (replay.has(replayId)) throw new RuleError('request.replayed');
  const payload = decryptJson(desKey, ciphertext);
  replay.remember(replayId);
  return payload;
}
