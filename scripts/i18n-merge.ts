// `npm run i18n:merge`: re-extracts the catalogs and fills empty BN translations from the JSON files
// in locales/pending/ ({ "English source text": "বাংলা" }; for an explicit id, such as a page title's
// `route.<name>`, its English text) and from the BN catalogs themselves (a
// string that moves to another catalog keeps its translation). Several people (or helpers) can work on
// strings at once without racing on the .po files: each writes its own pending file, and this
// script folds them in. Run it under `flock /tmp/bdplay-i18n.lock` when others may run it too.

import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePo } from './po';

const PENDING = 'locales/pending';

function pendingTranslations(): Map<string, string> {
  const out = new Map<string, string>();
  if (!existsSync(PENDING)) return out;
  for (const file of readdirSync(PENDING)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const entries = JSON.parse(readFileSync(join(PENDING, file), 'utf8')) as Record<string, string>;
    for (const [id, bn] of Object.entries(entries)) out.set(id, bn);
  }
  return out;
}

const poString = (s: string) => JSON.stringify(s).replace(/\u2028|\u2029/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);

/** Fills `msgstr ""` of single-line entries whose msgid, or the English text of an explicit id
 *  (`route.home` → "Home", from the EN catalog), has a pending translation. */
export function fill(po: string, translations: Map<string, string>, english = new Map<string, string>()): { text: string; filled: number } {
  let filled = 0;
  const text = po.replace(/^msgid "(.*)"\nmsgstr ""$/gm, (whole, rawId: string) => {
    if (rawId === '') return whole;
    const id = JSON.parse(`"${rawId}"`) as string;
    const en = english.get(id);
    const bn = translations.get(id) ?? (en === undefined ? undefined : translations.get(en));
    if (!bn) return whole;
    filled++;
    return `msgid "${rawId}"\nmsgstr ${poString(bn)}`;
  });
  return { text, filled };
}

const bnCatalogs = () => readdirSync('locales/bn').filter((f) => f.endsWith('.po'));

/** Translations already in any BN catalog, so a string that moves between catalogs keeps its own. */
function existingTranslations(): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of bnCatalogs()) {
    for (const { id, str } of parsePo(readFileSync(`locales/bn/${file}`, 'utf8'))) if (str) out.set(id, str);
  }
  return out;
}

const isMain = process.argv[1]?.endsWith('i18n-merge.ts');
if (isMain) {
  const translations = new Map([...existingTranslations(), ...pendingTranslations()]);
  execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'ignore' });
  let total = 0;
  for (const file of bnCatalogs()) {
    const english = new Map(parsePo(readFileSync(`locales/en/${file}`, 'utf8')).map(({ id, str }) => [id, str]));
    const { text, filled } = fill(readFileSync(`locales/bn/${file}`, 'utf8'), translations, english);
    writeFileSync(`locales/bn/${file}`, text);
    total += filled;
  }
  console.log(`i18n: extracted; ${total} BN translation(s) filled from ${PENDING}/`);
}
