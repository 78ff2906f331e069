// Test helper: obfuscates a link the way the reference server does (docs/api.md).
import { webcrypto } from 'node:crypto';

export async function obfuscate(url: string, key8 = 'Ab3dE6gH'): Promise<string> {
  const iv = webcrypto.getRandomValues(new Uint8Array(12));
  const digest = await webcrypto.subtle.digest('SHA-256', new TextEncoder().encode(key8));
  const key = await webcrypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['encrypt']);
  const sealed = new Uint8Array(await webcrypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(url)));
  return Buffer.from(new Uint8Array([...iv, ...sealed])).toString('base64url') + key8;
}
