import { describe, expect, it } from 'vitest';
import { webcrypto } from 'node:crypto';
import { obfuscateLink, revealLink } from './obfuscate.ts';

/** The decoder the client will write, using Web Crypto only: proves the scheme is portable. */
async function revealWithWebCrypto(value: string): Promise<string> {
  const key8 = value.slice(-8);
  const b64 = value.slice(0, -8).replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  const digest = await webcrypto.subtle.digest('SHA-256', new TextEncoder().encode(key8));
  const key = await webcrypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['decrypt']);
  const plain = await webcrypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, 12) }, key, bytes.slice(12));
  return new TextDecoder().decode(plain);
}

describe('obfuscateLink / revealLink', () => {
  const url = 'https://t.bdplay.example/support?lang=বাংলা&x=1';

  it('round-trips, with a fresh key and IV every time', () => {
    const a = obfuscateLink(url);
    const b = obfuscateLink(url);
    expect(a).not.toBe(b);
    expect(a.slice(-8)).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(a.slice(0, -8)).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(revealLink(a)).toBe(url);
    expect(revealLink(b)).toBe(url);
  });

  it('decodes with Web Crypto exactly as the client will', async () => {
    expect(await revealWithWebCrypto(obfuscateLink(url))).toBe(url);
  });

  it('rejects tampered, truncated or malformed values', () => {
    const value = obfuscateLink(url);
    const flipped = value[5] === 'A' ? 'B' : 'A';
    expect(() => revealLink(value.slice(0, 5) + flipped + value.slice(6))).toThrow();
    expect(() => revealLink(value.slice(0, -9) + 'zzzzzzzz')).toThrow();
    expect(() => revealLink('short')).toThrow();
    expect(() => revealLink('https://plain.example/link')).toThrow();
  });
});
