// The platform's links (platform reference §5), for a VITE_CODEC=legacy build (./reveal-link loads
// this only then): a customer-service path is the Base64 DES-ECB/PKCS7 ciphertext of the URL
// followed by its 8-character key, the key's UTF-8 being the DES key; download addresses come
// plain, and an http(s) URL is taken as it is. Anything that does not give an http(s) URL is null.

import { desDecrypt } from '../../platform-crypto/des';
import { httpUrl } from './http-url';

const KEY_LENGTH = 8;

export function revealDesLink(value: string): string | null {
  const plain = httpUrl(value);
  if (plain) return plain;
  try {
    const key = new TextEncoder().encode(value.slice(-KEY_LENGTH));
    const cipher = Uint8Array.from(atob(value.slice(0, -KEY_LENGTH)), (c) => c.charCodeAt(0));
    return httpUrl(new TextDecoder('utf-8', { fatal: true }).decode(desDecrypt(key, cipher)));
  } catch {
    return null; // not Base64, not whole blocks, a wrong key's padding, not UTF-8
  }
}
