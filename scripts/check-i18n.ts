// `npm run i18n:check`: every string is translated. Re-extracts the messages from the source (so a
// string added without running the extractor is caught), then fails when a catalog entry has no
// translation, or when a BN translation contains no Bengali letter (an English string copied over).

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'ignore' });

const BENGALI = /[\u0980-\u09FF]/;
/** Entries legitimately without Bengali letters: only placeholders, digits and punctuation. */
const needsLetters = (id: string) => /[A-Za-z]/.test(id.replace(/\{[^}]*\}/g, ''));

interface Entry {
  id: string;
  str: string;
}

export function parsePo(text: string): Entry[] {
  const out: Entry[] = [];
  const blocks = text.split(/\n\s*\n/);
  for (const block of blocks) {
    if (/^#~/m.test(block)) continue; // obsolete
    const id = block.match(/^msgid "(.*)"$/m)?.[1];
    const str = block.match(/^msgstr "(.*)"$/m)?.[1];
    if (id === undefined || str === undefined || id === '') continue;
    out.push({ id: JSON.parse(`"${id}"`), str: JSON.parse(`"${str}"`) });
  }
  return out;
}

const problems: string[] = [];
for (const locale of ['bn', 'en']) {
  for (const { id, str } of parsePo(readFileSync(`locales/${locale}/messages.po`, 'utf8'))) {
    if (!str.trim()) problems.push(`${locale}: missing translation for "${id}"`);
    else if (locale === 'bn' && needsLetters(id) && !BENGALI.test(str)) problems.push(`bn: not Bengali: "${id}" → "${str}"`);
  }
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} catalog problem(s). Translate them in locales/*/messages.po.`);
  process.exit(1);
}
console.log('i18n: every message is translated in BN and EN');
