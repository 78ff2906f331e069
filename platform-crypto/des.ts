// Single DES, ECB mode, PKCS#7 padding: the platform's legacy cipher (platform reference §4.3 for
// request bodies, §5 for customer-service links), byte for byte what CryptoJS's
// `DES.encrypt(text, key, { mode: ECB, padding: Pkcs7 })` gives. The client and the reference
// server both need it and neither may import the other (.dependency-cruiser.cjs), so it lives
// here, at the root, importing nothing. Not from node:crypto on the server: OpenSSL 3 keeps DES in
// its legacy provider, which Node 20 does not load. DES is broken (a 56-bit key); it is here only
// to speak to the platform's clients (docs/security.md, "The legacy codec").

const BLOCK = 8;

// The FIPS 46-3 tables, bit positions counted from 1 at the most significant bit.
const IP = [
  58, 50, 42, 34, 26, 18, 10, 2, 60, 52, 44, 36, 28, 20, 12, 4, 62, 54, 46, 38, 30, 22, 14, 6, 64, 56, 48, 40, 32, 24, 16, 8, 57, 49, 41, 33, 25, 17,
  9, 1, 59, 51, 43, 35, 27, 19, 11, 3, 61, 53, 45, 37, 29, 21, 13, 5, 63, 55, 47, 39, 31, 23, 15, 7,
];
const P = [16, 7, 20, 21, 29, 12, 28, 17, 1, 15, 23, 26, 5, 18, 31, 10, 2, 8, 24, 14, 32, 27, 3, 9, 19, 13, 30, 6, 22, 11, 4, 25];
const PC1 = [
  57, 49, 41, 33, 25, 17, 9, 1, 58, 50, 42, 34, 26, 18, 10, 2, 59, 51, 43, 35, 27, 19, 11, 3, 60, 52, 44, 36, 63, 55, 47, 39, 31, 23, 15, 7, 62, 54,
  46, 38, 30, 22, 14, 6, 61, 53, 45, 37, 29, 21, 13, 5, 28, 20, 12, 4,
];
const PC2 = [
  14, 17, 11, 24, 1, 5, 3, 28, 15, 6, 21, 10, 23, 19, 12, 4, 26, 8, 16, 7, 27, 20, 13, 2, 41, 52, 31, 37, 47, 55, 30, 40, 51, 45, 33, 48, 44, 49, 39,
  56, 34, 53, 46, 42, 50, 36, 29, 32,
];
const SHIFTS = [1, 1, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 1];
/** S1..S8, each 4 rows of 16 four-bit values, one hex digit each. */
const S =
  'e4d12fb83a6c5907' +
  '0f74e2d1a6cb9538' +
  '41e8d62bfc973a50' +
  'fc8249175b3ea06d' +
  'f18e6b34972dc05a' +
  '3d47f28ec01a69b5' +
  '0e7ba4d158c6932f' +
  'd8a13f42b67c05e9' +
  'a09e63f51dc7b428' +
  'd709346a285ecbf1' +
  'd6498f30b12c5ae7' +
  '1ad069874fe3b52c' +
  '7de3069a1285bc4f' +
  'd8b56f03472c1ae9' +
  'a690cb7df13e5284' +
  '3f06a1d8945bc72e' +
  '2c417ab6853fd0e9' +
  'eb2c47d150fa3986' +
  '421bad78f9c5630e' +
  'b8c71e2d6f09a453' +
  'c1af92680d34e75b' +
  'af427c9561de0b38' +
  '9ef528c3704a1db6' +
  '432c95fabe17608d' +
  '4b2ef08d3c975a61' +
  'd0b7491ae35c2f86' +
  '14bdc37eaf680592' +
  '6bd814a7950fe23c' +
  'd2846fb1a93e50c7' +
  '1fd8a374c56b0e92' +
  '7b419ce206adf358' +
  '21e74a8dfc90356b';

const INVERSE_IP = IP.map((_, i) => IP.indexOf(i + 1) + 1);

/** Bit `n` (from 1 at the most significant) of a block held as two 32-bit halves. */
const bit64 = (hi: number, lo: number, n: number) => (n <= 32 ? hi >>> (32 - n) : lo >>> (64 - n)) & 1;

/** Applies a 64-bit permutation table to a block held as two 32-bit halves. */
function permute64(hi: number, lo: number, table: number[]): [number, number] {
  let outHi = 0;
  let outLo = 0;
  for (let i = 0; i < 32; i++) outHi = (outHi << 1) | bit64(hi, lo, table[i]!);
  for (let i = 32; i < 64; i++) outLo = (outLo << 1) | bit64(hi, lo, table[i]!);
  return [outHi >>> 0, outLo >>> 0];
}

/**
 * The round function's S-boxes and P together: SP[box][six bits in] = the 32 bits that box
 * contributes after P. Built once, so a round is eight look-ups.
 */
const SP = Array.from({ length: 8 }, (_, box) =>
  Array.from({ length: 64 }, (_, six) => {
    const row = ((six >> 4) & 2) | (six & 1);
    const column = (six >> 1) & 15;
    const nibble = parseInt(S[box * 64 + row * 16 + column]!, 16);
    const beforeP = nibble << (28 - 4 * box);
    let out = 0;
    for (const from of P) out = (out << 1) | ((beforeP >>> (32 - from)) & 1);
    return out >>> 0;
  }),
);

/** The 16 round keys, each as eight 6-bit groups (the order E feeds the S-boxes). Only the
 *  first 8 bytes of `key` count, as in CryptoJS; the parity bits are ignored, as in DES. */
function roundKeys(key: Uint8Array): number[][] {
  const bits = Array.from({ length: 64 }, (_, i) => ((key[i >> 3] ?? 0) >> (7 - (i & 7))) & 1);
  let c = PC1.slice(0, 28).map((n) => bits[n - 1]!);
  let d = PC1.slice(28).map((n) => bits[n - 1]!);
  return SHIFTS.map((shift) => {
    c = [...c.slice(shift), ...c.slice(0, shift)];
    d = [...d.slice(shift), ...d.slice(0, shift)];
    const cd = [...c, ...d];
    const k = PC2.map((n) => cd[n - 1]!);
    return Array.from({ length: 8 }, (_, g) => k.slice(g * 6, g * 6 + 6).reduce((acc, b) => (acc << 1) | b, 0));
  });
}

/** f(R, K): E expands R into eight overlapping 6-bit groups (bits 4g..4g+5, bit 0 being bit 32). */
function feistel(r: number, k: number[]): number {
  const rotated = ((r >>> 1) | (r << 31)) >>> 0;
  let out = 0;
  for (let g = 0; g < 7; g++) out |= SP[g]![((rotated >>> (26 - 4 * g)) & 63) ^ k[g]!]!;
  out |= SP[7]![(((r & 31) << 1) | (r >>> 31)) ^ k[7]!]!;
  return out;
}

function cryptBlock(bytes: Uint8Array, at: number, keys: number[][], out: Uint8Array): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset + at, BLOCK);
  let [l, r] = permute64(view.getUint32(0), view.getUint32(4), IP);
  for (const k of keys) [l, r] = [r, (l ^ feistel(r, k)) >>> 0];
  const [hi, lo] = permute64(r, l, INVERSE_IP); // the last round's halves are not swapped back
  const result = new DataView(out.buffer, out.byteOffset + at, BLOCK);
  result.setUint32(0, hi);
  result.setUint32(4, lo);
}

/** DES-ECB with PKCS#7 padding (1 to 8 bytes of value n), as CryptoJS pads. */
export function desEncrypt(key: Uint8Array, plain: Uint8Array): Uint8Array {
  const pad = BLOCK - (plain.length % BLOCK);
  const padded = new Uint8Array(plain.length + pad).fill(pad);
  padded.set(plain);
  const keys = roundKeys(key);
  for (let at = 0; at < padded.length; at += BLOCK) cryptBlock(padded, at, keys, padded);
  return padded;
}

/** The inverse of desEncrypt. Throws DesError on a length that is not whole blocks or on padding
 *  that is not PKCS#7 (a wrong key or a tampered ciphertext, most of the time). */
export function desDecrypt(key: Uint8Array, cipher: Uint8Array): Uint8Array {
  if (cipher.length === 0 || cipher.length % BLOCK !== 0) throw new DesError('not whole blocks');
  const keys = roundKeys(key).reverse();
  const plain = new Uint8Array(cipher.length);
  for (let at = 0; at < cipher.length; at += BLOCK) cryptBlock(cipher, at, keys, plain);
  const pad = plain[plain.length - 1]!;
  if (pad < 1 || pad > BLOCK || plain.subarray(plain.length - pad).some((b) => b !== pad)) throw new DesError('bad padding');
  return plain.subarray(0, plain.length - pad);
}

export class DesError extends Error {
  override name = 'DesError';
}
