// The platform's request codec (platform reference §4; docs/accounts.md, "The legacy codec"), for
// a deployment built with VITE_CODEC=legacy: ./codec loads this only then, so no other build
// fetches a byte of it. Each call gets a fresh 16-character session key; the JSON payload is
// DES-ECB/PKCS7 encrypted under its first 8 bytes (Base64, as CryptoJS writes it), and the key
// travels as textbook RSA (m^e mod n, no padding) under the server's modulus, in hex. Weak by
// design (docs/security.md): DES and unpadded RSA are what the platform's backends read.

import type { EncryptedBody } from '../../contract/envelope';
import { desEncrypt } from '../../platform-crypto/des';
import { ApiError, clientErrorCodes } from './errors';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const KEY_LENGTH = 16;
/** The platform's fixed public exponent, hex 10001. */
const EXPONENT = 0x10001n;
/** 512 to 4096 bits: the platform's is 1024 (256 digits). */
const MODULUS = /^[0-9a-fA-F]{128,1024}$/;

export interface Sealed {
  body: EncryptedBody;
  headers: Record<string, string>;
}

/** 16 random alphanumerics, without bias (the platform's generator has a 61-symbol alphabet:
 *  a quirk of its, not something a server checks). */
export function randomSessionKey(): string {
  let key = '';
  while (key.length < KEY_LENGTH) {
    for (const b of crypto.getRandomValues(new Uint8Array(KEY_LENGTH))) {
      if (b < 248 && key.length < KEY_LENGTH) key += ALPHABET[b % ALPHABET.length]; // 248 = 4 × 62
    }
  }
  return key;
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  for (let b = base % modulus, e = exponent; e > 0n; e >>= 1n, b = (b * b) % modulus) {
    if (e & 1n) result = (result * b) % modulus;
  }
  return result;
}

const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));

/**
 * Seals one payload under `sessionKey` for the modulus `modulusHex`. The platform's clients hand
 * the reversed key to an RSA library that packs characters little-endian, so the number they
 * encrypt is the key's own bytes read big-endian: that is what is encrypted here. The classic
 * header and the "v2" ones (§4.5: the same Base64 as `X-Digest`, the key used as `X-RSA`) go
 * together, so both kinds of deployment read the call.
 */
export function sealLegacy(payload: object, sessionKey: string, modulusHex: string): Sealed {
  const keyBytes = new TextEncoder().encode(sessionKey);
  const value = toBase64(desEncrypt(keyBytes.subarray(0, 8), new TextEncoder().encode(JSON.stringify(payload))));
  const m = BigInt('0x' + Array.from(keyBytes, (b) => b.toString(16).padStart(2, '0')).join(''));
  const encryption = modPow(m, EXPONENT, BigInt('0x' + modulusHex))
    .toString(16)
    .padStart(modulusHex.length, '0');
  return { body: { value }, headers: { Encryption: encryption, 'X-Digest': value, 'X-RSA': modulusHex } };
}

/** The key endpoint's answer must be the platform's bare hex modulus (§4.1); ours, JSON, is for
 *  the default codec. Returns what seals each call with a fresh session key. */
export function legacySealer(keyAnswer: unknown): (payload: object) => Sealed {
  const modulusHex = typeof keyAnswer === 'string' ? keyAnswer.trim().toLowerCase() : '';
  if (!MODULUS.test(modulusHex)) throw new ApiError(200, clientErrorCodes.invalidResponse, '');
  return (payload) => sealLegacy(payload, randomSessionKey(), modulusHex);
}
