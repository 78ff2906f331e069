import { describe, expect, it } from 'vitest';
import { obfuscate } from '../../tests/obfuscate';
import { revealLink } from './reveal-link';

describe('revealLink', () => {
  it('decodes an obfuscated https link', async () => {
    expect(await revealLink(await obfuscate('https://t.me/bdplay_support'))).toBe('https://t.me/bdplay_support');
  });

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', 'tel:+8801700000000', 'not a url'])('refuses %s', async (plain) => {
    expect(await revealLink(await obfuscate(plain))).toBeNull();
  });

  it('refuses tampered and malformed values', async () => {
    const good = await obfuscate('https://facebook.com/bdplay');
    const flipped = good[3] === 'A' ? 'B' : 'A';
    expect(await revealLink(good.slice(0, 3) + flipped + good.slice(4))).toBeNull();
    expect(await revealLink(good.slice(0, -8) + 'XXXXXXXX')).toBeNull(); // wrong key
    expect(await revealLink('short')).toBeNull();
    expect(await revealLink('')).toBeNull();
    expect(await revealLink('!!!!not-base64!!!!Ab3dE6gH')).toBeNull();
  });
});
