import { createHash, randomBytes, randomInt } from 'node:crypto';

/** Secrets and identifiers. Only their SHA-256 is stored, so a copied database holds no live token. */

/** A session token or cookie id: `bytes` random bytes, base64url. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** `length` decimal digits, uniformly random (SMS codes, captcha answers). */
export function randomDigits(length: number): string {
  let digits = '';
  for (let i = 0; i < length; i++) digits += String(randomInt(10));
  return digits;
}

/** Letters and digits without look-alikes (0/O, 1/l/I), for passwords a player types from an e-mail. */
const READABLE = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function randomReadable(length: number): string {
  let text = '';
  for (let i = 0; i < length; i++) text += READABLE[randomInt(READABLE.length)];
  return text;
}
