import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto';
import { desEncrypt } from '../../../platform-crypto/des.ts';

/**
 * Obfuscated links (spec §3: "the last 8 characters of the value are the key for the rest").
 *
 *   value = base64url( iv[12] || AES-256-GCM(ciphertext || tag[16]) ) + key8
 *   key8  = 8 random characters from [A-Za-z0-9]
 *   AES key = SHA-256(UTF-8(key8)), plaintext = UTF-8 URL
 *
 * This hides links from naive scrapers; it is not secrecy (the key travels with the value).
 * It replaces the platform's DES-ECB scheme with one the client can decode with Web Crypto alone.
 */

const KEY_LENGTH = 8;
const IV_LENGTH = 12;
const TAG_LENGTH = 16;
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const KEY_PATTERN = /^[A-Za-z0-9]{8}$/;
const BASE64URL_PATTERN = /^[A-Za-z0-9_-]+$/;

function randomKey8(): string {
  let key = '';
  for (let i = 0; i < KEY_LENGTH; i++) key += KEY_ALPHABET[randomInt(KEY_ALPHABET.length)];
  return key;
}

function aesKey(key8: string): Buffer {
  return createHash('sha256').update(key8, 'utf8').digest();
}

export function obfuscateLink(url: string): string {
  const key8 = randomKey8();
  const iv = randomBytes(IV_LENGTH);
  const cipher = createCipheriv('aes-256-gcm', aesKey(key8), iv);
  const ciphertext = Buffer.concat([cipher.update(url, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return Buffer.concat([iv, ciphertext]).toString('base64url') + key8;
}

/**
 * The platform's own form (platform reference §5), for legacy merchants, whose clients decode
 * only this: value = base64( DES-ECB/PKCS7( UTF-8 URL ) ) + key8, DES key = UTF-8(key8).
 */
export function desObfuscateLink(url: string): string {
  const key8 = randomKey8();
  return Buffer.from(desEncrypt(Buffer.from(key8, 'utf8'), Buffer.from(url, 'utf8'))).toString('base64') + key8;
}

/** Inverse of obfuscateLink. Throws on anything that is not a well-formed, authentic value. */
export function revealLink(value: string): string {
  const key8 = value.slice(-KEY_LENGTH);
  const body = value.slice(0, -KEY_LENGTH);
  if (!KEY_PATTERN.test(key8) || !BASE64URL_PATTERN.test(body)) {
    throw new Error('Obfuscated link is malformed');
  }
  const bytes = Buffer.from(body, 'base64url');
  if (bytes.length < IV_LENGTH + TAG_LENGTH) throw new Error('Obfuscated link is too short');
  const iv = bytes.subarray(0, IV_LENGTH);
  const tag = bytes.subarray(bytes.length - TAG_LENGTH);
  const ciphertext = bytes.subarray(IV_LENGTH, bytes.length - TAG_LENGTH);
  const decipher = createDecipheriv('aes-256-gcm', aesKey(key8), iv);
  decipher.setAuthTag(tag);
  // final() throws when the tag does not match (tampered value or wrong key).
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
}
