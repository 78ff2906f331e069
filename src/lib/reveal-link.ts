// Obfuscated links of the start-up data (customer service, downloads): "the last 8 characters are
// the key for the rest". Scheme (docs/api.md): base64url(iv[12] || AES-256-GCM ciphertext+tag) +
// key8, AES key = SHA-256(key8). Web Crypto only, no library bytes. Anything that does not decode
// to an http(s) URL is refused (null): a tampered value, a `javascript:` link, garbage. A
// VITE_CODEC=legacy build reads the platform's DES form instead (./reveal-des-link): decided at
// build time, not by env.legacyCodec at run time, so that a default build's links kit, which
// home loads, carries no byte of it.

import { httpUrl } from './http-url';

const KEY_LENGTH = 8;
const MIN_BYTES = 12 + 16; // iv + tag

export async function revealLink(value: string): Promise<string | null> {
  if (import.meta.env.VITE_CODEC === 'legacy') {
    return import('./reveal-des-link').then(
      ({ revealDesLink }) => revealDesLink(value),
      () => null,
    );
  }
  try {
    const key8 = value.slice(-KEY_LENGTH);
    const body = value.slice(0, -KEY_LENGTH);
    if (!/^[A-Za-z0-9]{8}$/.test(key8) || !/^[A-Za-z0-9_-]+$/.test(body)) return null;
    const bytes = Uint8Array.from(atob(body.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    if (bytes.length < MIN_BYTES) return null;
    const { subtle } = crypto;
    const digest = await subtle.digest('SHA-256', new TextEncoder().encode(key8));
    const key = await subtle.importKey('raw', digest, 'AES-GCM', false, ['decrypt']);
    const plain = await subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, 12) }, key, bytes.slice(12));
    return httpUrl(new TextDecoder().decode(plain));
  } catch {
    return null; // not base64, wrong tag, not a URL, or no Web Crypto (insecure context)
  }
}
