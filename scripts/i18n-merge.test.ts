import { describe, expect, it } from 'vitest';
import { fill } from './i18n-merge';
import { parsePo } from './po';

const po = `msgid ""
msgstr ""

#: src/a.tsx:1
msgid "Log in"
msgstr ""

#: src/b.tsx:2
msgid "Say \\"hi\\""
msgstr ""

msgid "Kept"
msgstr "রাখা"
`;

describe('i18n merge', () => {
  it('fills empty BN entries from the translations and leaves the rest alone', () => {
    const { text, filled } = fill(
      po,
      new Map([
        ['Log in', 'লগ ইন'],
        ['Say "hi"', '"হাই" বলুন'],
        ['Kept', 'বদল'],
      ]),
    );
    expect(filled).toBe(2);
    expect(parsePo(text)).toEqual([
      { id: 'Log in', str: 'লগ ইন' },
      { id: 'Say "hi"', str: '"হাই" বলুন' },
      { id: 'Kept', str: 'রাখা' },
    ]);
  });

  it('fills an explicit id (a page title) from the translation of its English text', () => {
    const titles = `msgid "route.home"\nmsgstr ""\n`;
    const { text, filled } = fill(titles, new Map([['Home', 'হোম']]), new Map([['route.home', 'Home']]));
    expect(filled).toBe(1);
    expect(parsePo(text)).toEqual([{ id: 'route.home', str: 'হোম' }]);
  });
});
