// Reads the single-line entries of a Lingui .po catalog (the format `lingui extract` writes).

export interface Entry {
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
