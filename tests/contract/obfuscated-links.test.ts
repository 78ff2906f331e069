// Contract between the reference server and the client: what the server obfuscates, the client
// reveals (the two share no code at run time, so this test is where they meet).
import { describe, expect, it } from 'vitest';
import { obfuscateLink } from '../../server/src/lib/obfuscate';
import { revealLink } from '@/lib/reveal-link';

describe('obfuscated links, server → client', () => {
  it.each(['https://t.me/bdplay_support', 'https://chat.bdplay.example/live?lang=bn&x=1', 'http://m.bdplay.example/'])(
    'round-trips %s',
    async (url) => {
      expect(await revealLink(obfuscateLink(url))).toBe(url);
    },
  );

  it('the client refuses a non-web link even when the server obfuscated it', async () => {
    expect(await revealLink(obfuscateLink('javascript:alert(document.cookie)'))).toBeNull();
  });
});
