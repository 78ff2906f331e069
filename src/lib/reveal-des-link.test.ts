// The platform's customer-service links (platform reference §5) in a VITE_CODEC=legacy build:
// values made by CryptoJS 4.2.0, DES.encrypt(url, Utf8.parse(key8), { mode: ECB, padding: Pkcs7 }) + key8.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { revealLink } from './reveal-link';

const TELEGRAM = 'VEaA3XlSZPPnd8tWuccGwcmQolsRbdNcH0JEvr4XgEQ=k3Y9qLm2';

describe('revealLink with VITE_CODEC=legacy', () => {
  beforeEach(() => {
    vi.stubEnv('VITE_CODEC', 'legacy');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('decodes a DES link: Base64 ciphertext, then its 8-character key', async () => {
    expect(await revealLink(TELEGRAM)).toBe('https://t.me/bdplay_support');
  });

  it("takes a plain http(s) address as it is (the platform's download addresses)", async () => {
    expect(await revealLink('https://bdplay.example/app.apk')).toBe('https://bdplay.example/app.apk');
  });

  it('refuses a wrong key, garbage, and what is not an http(s) URL', async () => {
    expect(await revealLink(TELEGRAM.slice(0, -8) + 'XXXXXXXX')).toBeNull();
    expect(await revealLink('')).toBeNull();
    expect(await revealLink('!!!!not-base64!!!!Ab3dE6gH')).toBeNull();
    expect(await revealLink('javascript:alert(1)')).toBeNull();
    // CryptoJS, key Ab3dE6gH, of "javascript:alert(1)"
    expect(await revealLink('Jyoijg1ZFmnWppBng58L77sjmwTqJdekAb3dE6gH')).toBeNull();
  });

  it('is not the default: the default build refuses a DES link', async () => {
    vi.unstubAllEnvs();
    expect(await revealLink(TELEGRAM)).toBeNull();
  });
});
