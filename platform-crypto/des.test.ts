import { describe, expect, it } from 'vitest';
import { DesError, desDecrypt, desEncrypt } from './des';

const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (h) => parseInt(h, 16));
const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const utf8 = (text: string) => new TextEncoder().encode(text);
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** One block: ECB encrypts blocks independently, so the first 8 bytes of the padded result are
 *  the block's ciphertext, and `desEncrypt(key, [])` is the padding block alone. */
const encryptBlock = (key: string, plain: string) => toHex(desEncrypt(fromHex(key), fromHex(plain)).subarray(0, 8));

describe('DES known answers', () => {
  // Published vectors: the worked example of J. Orlin Grabbe's "The DES Algorithm Illustrated",
  // the classic all-zero result, and NBS SP 500-20 / NIST SP 800-17's variable-plaintext and
  // variable-key tests (also checked against `openssl enc -des-ecb -provider legacy`).
  it.each([
    ['133457799bbcdff1', '0123456789abcdef', '85e813540f0ab405'],
    ['0e329232ea6d0d73', '8787878787878787', '0000000000000000'],
    ['0101010101010101', '8000000000000000', '95f8a5e5dd31d900'],
    ['0101010101010101', '4000000000000000', 'dd7f121ca5015619'],
    ['8001010101010101', '0000000000000000', '95a8d72813daa94d'],
    ['4001010101010101', '0000000000000000', '0eec1487dd8c26d5'],
  ])('key %s, plaintext %s → %s, and back', (key, plain, cipher) => {
    expect(encryptBlock(key, plain)).toBe(cipher);
    const padBlock = desEncrypt(fromHex(key), new Uint8Array(0));
    expect(toHex(desDecrypt(fromHex(key), new Uint8Array([...fromHex(cipher), ...padBlock])))).toBe(plain);
  });

  it('ignores the parity bits of the key, as DES does', () => {
    expect(encryptBlock('0001000000000000', '8000000000000000')).toBe(encryptBlock('0101010101010101', '8000000000000000'));
  });
});

describe('CryptoJS compatibility (DES.encrypt(text, Utf8.parse(key), { mode: ECB, padding: Pkcs7 }).toString())', () => {
  // Produced with crypto-js 4.2.0 (`npm i crypto-js@4.2.0` in a scratch directory, not a
  // dependency of this project): the platform's clients run CryptoJS.
  const LOGIN = '{"username":"demo01","password":"demo123","captcha":"","type":"username","loginDeviceId":"5f0c2a52-8d3e-4c1b-9a7e-2b6f0d1c3e4a"}';
  it.each([
    [
      'Ab3dE6gH1234wxyz',
      LOGIN,
      'g1ib9HACRtn7w3zjcoumgfqqOZcxCr6xGR+Q71VXDgp9uTRnhN8Hk3Hj6HpLB+xSwDxDwhzYCsNzBaxf8/G0NH6UhW84G0jdU9J9GELQYA5Oj5q0zhPYjJHonbopCNAVKje7lVNR1tJ76R2V6vMFZhOlgLXmtgMDHkiBfdNR6E+4VMo7IIZOEg==',
    ],
    ['k3Y9qLm2', 'পাসওয়ার্ড১', 'JWRMATt/R6m6d528phWMkhmLijPt3N2gsmG8FDf1JnbEXlTFwsIb8w=='],
    ['k3Y9qLm2', 'https://t.me/bdplay_support', 'VEaA3XlSZPPnd8tWuccGwcmQolsRbdNcH0JEvr4XgEQ='],
    ['Ab3dE6gH', '12345678', 'wre69vDOOT64VMo7IIZOEg=='],
    ['zZ09aAbB', '', 'XzXodl4uw7c='],
  ])('key %s: %s', (key, text, base64) => {
    expect(toBase64(desEncrypt(utf8(key), utf8(text)))).toBe(base64);
    expect(new TextDecoder().decode(desDecrypt(utf8(key), fromBase64(base64)))).toBe(text);
  });

  it('uses only the first 8 bytes of a longer key (the platform hands it 16 characters)', () => {
    expect(desEncrypt(utf8('Ab3dE6gH1234wxyz'), utf8(LOGIN))).toEqual(desEncrypt(utf8('Ab3dE6gHzzzzzzzz'), utf8(LOGIN)));
  });
});

describe('desDecrypt refuses what is not a DES-ECB/PKCS7 ciphertext', () => {
  const key = utf8('Ab3dE6gH');
  it.each([
    ['empty', new Uint8Array(0)],
    ['not whole blocks', new Uint8Array(12)],
  ])('%s', (_, cipher) => {
    expect(() => desDecrypt(key, cipher)).toThrow(DesError);
  });

  it('a wrong key or a tampered last block (the padding no longer checks), nearly always', () => {
    const cipher = desEncrypt(key, utf8('https://t.me/bdplay_support'));
    let refused = 0;
    for (let i = 0; i < 64; i++) {
      const tampered = cipher.slice();
      tampered[cipher.length - 1 - (i % 8)]! ^= 1 << (i >> 3);
      try {
        desDecrypt(key, tampered);
      } catch (e) {
        expect(e).toBeInstanceOf(DesError);
        refused++;
      }
    }
    // PKCS7 accepts a random last block with probability about 1/256 per try.
    expect(refused).toBeGreaterThan(56);
    expect(() => desDecrypt(utf8('wrongkey'), cipher)).toThrow(DesError);
  });
});
