// `npm run i18n:check`: every string is translated. Re-extracts the messages from the source (so a
// string added without running the extractor is caught), then fails when a catalog entry has no
// translation, or when a BN translation contains no Bengali letter (an English string copied over).

import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parsePo } from './po';

const catalogFiles = (locale: string) =>
  readdirSync(`locales/${locale}`)
    .filter((f) => f.endsWith('.po'))
    .map((f) => `locales/${locale}/${f}`);
const allCatalogs = () => ['bn', 'en'].flatMap(catalogFiles);

// Extraction writes the catalogs in place: keep the committed text, read the fresh one, and put
// the committed text back, so that a test run leaves the working tree as it found it.
const committed = new Map(allCatalogs().map((f) => [f, readFileSync(f, 'utf8')]));
let extracted: Map<string, string>;
try {
  execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'ignore' });
  extracted = new Map(allCatalogs().map((f) => [f, readFileSync(f, 'utf8')]));
} finally {
  for (const [f, text] of committed) writeFileSync(f, text);
}
const stale = [...extracted].filter(([f, text]) => committed.get(f) !== text).map(([f]) => f);

const BENGALI = /[\u0980-\u09FF]/;
/** Entries legitimately without Bengali letters: only placeholders, digits and punctuation. */
const needsLetters = (id: string) => /[A-Za-z]/.test(id.replace(/\{[^}]*\}/g, ''));

const problems: string[] = stale.map((f) => `${f}: not up to date with the source (npm run i18n:merge)`);

for (const locale of ['bn', 'en']) {
  // One message, one text: the app merges the catalogs it has loaded into one, so a message that
  // two catalogs translate differently would show whichever of them loaded last.
  const seen = new Map<string, { str: string; file: string }>();
  for (const file of catalogFiles(locale)) {
    for (const { id, str } of parsePo(extracted.get(file) ?? '')) {
      if (!str.trim()) problems.push(`${locale}: missing translation for "${id}"`);
      else if (locale === 'bn' && needsLetters(id) && !BENGALI.test(str)) problems.push(`bn: not Bengali: "${id}" → "${str}"`);
      const before = seen.get(id);
      if (before && before.str !== str) problems.push(`${locale}: "${id}" is "${before.str}" in ${before.file} but "${str}" in ${file}`);
      else seen.set(id, { str, file });
    }
  }
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} catalog problem(s). Translate them in locales/*/messages.po.`);
  process.exit(1);
}
console.log('i18n: every message is translated in BN and EN');
