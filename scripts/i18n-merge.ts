// `npm run i18n:merge`: re-extracts the catalogs and fills empty BN translations from the JSON files
// in locales/pending/ ({ "English source text": "বাংলা" }). Several people (or helpers) can work on
// strings at once without racing on the .po files: each writes its own pending file, and this
// script folds them in. Run it under `flock /tmp/bdplay-i18n.lock` when others may run it too.

import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const PENDING = 'locales/pending';

function pendingTranslations(): Map<string, string> {
  const out = new Map<string, string>();
  if (!existsSync(PENDING)) return out;
  for (const file of readdirSync(PENDING).filter((f) => f.endsWith('.json')).sort()) {
    const entries = JSON.parse(readFileSync(join(PENDING, file), 'utf8')) as Record<string, string>;
    for (const [id, bn] of Object.entries(entries)) out.set(id, bn);
  }
  return out;
}

const poString = (s: string) => JSON.stringify(s).replace(/\u2028|\u2029/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);

/** Fills `msgstr ""` of single-line entries whose msgid has a pending translation. */
export function fill(po: string, translations: Map<string, string>): { text: string; filled: number } {
  let filled = 0;
  const text = po.replace(/^msgid "(.*)"\nmsgstr ""$/gm, (whole, rawId: string) => {
    if (rawId === '') return whole;
    const id = JSON.parse(`"${rawId}"`) as string;
    const bn = translations.get(id);
    if (!bn) return whole;
    filled++;
    return `msgid "${rawId}"\nmsgstr ${poString(bn)}`;
  });
  return { text, filled };
}

const isMain = process.argv[1]?.endsWith('i18n-merge.ts');
if (isMain) {
  execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'ignore' });
  const file = 'locales/bn/messages.po';
  const { text, filled } = fill(readFileSync(file, 'utf8'), pendingTranslations());
  writeFileSync(file, text);
  console.log(`i18n: extracted; ${filled} BN translation(s) filled from ${PENDING}/`);
}
