import type { StampedPayload } from '../../contract/envelope.ts';
import { now } from '../src/lib/clock.ts';

/**
 * The client's side of the `aes-gcm-rsa-oaep` codec (docs/accounts.md, "Encrypted bodies"), with
 * Web Crypto only, so it runs the same in Node (these tests, Playwright helpers) and in a page.
 * Import the server key once, then encrypt each payload with a fresh AES key and IV. Payloads are
 * stamped with the server clock of this process (lib/clock: an in-process test server's clock,
 * shifted as tests shift it; the real time for a server in another process).
 */

const subtle = globalThis.crypto.subtle;

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** `spki` as `GET /wps/session/key/rsa` gives it (base64 DER). */
export function importServerKey(spki: string): Promise<CryptoKey> {
  return subtle.importKey('spki', fromBase64(spki), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
}

export interface EncryptedBody {
  /** The `Encryption` header: the AES key wrapped with RSA-OAEP-SHA256, base64. */
  encryption: string;
  /** The JSON body: `{ value: base64(iv || ciphertext || tag) }`. */
  body: { value: string };
}

/** A fresh nonce as the client makes it: 16 random bytes, base64. */
export const newNonce = (): string => toBase64(globalThis.crypto.getRandomValues(new Uint8Array(16)));

/** The payload as the codec sends it: stamped now with a fresh nonce unless told otherwise. */
export function stamp<T>(payload: T, { at = now(), nonce = newNonce() }: Partial<StampedPayload> = {}): StampedPayload<T> {
  return { at, nonce, payload };
}

/** Encrypts `payload` stamped (`stamp` overrides the time or the nonce). */
export function encryptPayload(serverKey: CryptoKey, payload: unknown, stampAs: Partial<StampedPayload> = {}): Promise<EncryptedBody> {
  return encryptPlaintext(serverKey, stamp(payload, stampAs));
}

/** Encrypts exactly `plaintext` (its JSON), no stamp added: for tests of malformed plaintext. */
export async function encryptPlaintext(serverKey: CryptoKey, plaintext: unknown): Promise<EncryptedBody> {
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(plaintext));
  const sealed = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plain));
  const rawKey = new Uint8Array(await subtle.exportKey('raw', aesKey));
  const wrapped = new Uint8Array(await subtle.encrypt({ name: 'RSA-OAEP' }, serverKey, rawKey));
  const value = new Uint8Array(iv.length + sealed.length);
  value.set(iv);
  value.set(sealed, iv.length);
  return { encryption: toBase64(wrapped), body: { value: toBase64(value) } };
}
