// What a tap on each page downloads before the page is usable, for a signed-in player whose home
// has loaded (brotli, after `npm run build`): the page's chunk and stylesheet, the chunks they
// import that home has not loaded (kits, shared chunks, with their stylesheets) and its BN catalogs.
// What a page loads only later (a dynamic import, such as the deposit form's sending code) is not
// counted here; its route budget counts it (RouteModule.alsoChunks). Prints every page module,
// heaviest first, and fails when one is over the `weight` its record declares (src/app/pages.ts).
//
//   npm run build && npm run size     (size-limit, then this)

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { routeModules } from '../src/app/pages.ts';
import { kitKey, type Manifest } from './build/manifest.ts';

const dist = process.argv[2] ?? 'dist';
const manifest: Manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

/** The manifest keys a chunk needs before it runs: itself and its static imports, recursively. */
function closure(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const k of manifest[key].imports ?? []) closure(k, into);
  return into;
}

/** What a signed-in player's home has loaded: the shell, home's module, the member's shell state
 *  and the header's member parts, and the shell catalog (not a manifest key's import). */
const loaded = new Set<string>();
for (const key of ['index.html', 'src/routes/home/index.tsx', 'src/app/header/member-parts.ts', ...kitKey(manifest, 'member-state')])
  closure(key, loaded);

const brotliSize = (file: string): number => {
  const path = join(dist, file);
  if (existsSync(`${path}.br`)) return readFileSync(`${path}.br`).length;
  return brotliCompressSync(readFileSync(path), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
};

interface Weight {
  folder: string;
  bytes: number;
  files: string[];
  limit?: number;
}

const weights: Weight[] = routeModules().map((m) => {
  const key = `src/routes/${m.folder}/index.tsx`;
  if (!manifest[key]) throw new Error(`page-weight: no chunk for ${key} in the build manifest`);
  const chunks = [...closure(key)].filter((k) => !loaded.has(k));
  const files = chunks.flatMap((k) => [manifest[k]!.file, ...(manifest[k]!.css ?? [])]);
  for (const c of m.catalogs) {
    const catalog = manifest[`locales/bn/${c}.po`];
    if (catalog) files.push(catalog.file);
  }
  const unique = [...new Set(files)];
  return { folder: m.folder, bytes: unique.reduce((sum, f) => sum + brotliSize(f), 0), files: unique, limit: m.weight };
});

const kB = (bytes: number) => (bytes / 1000).toFixed(2);
const over = weights.filter((w) => w.limit !== undefined && w.bytes > w.limit * 1000);
console.log('page weight: what a tap downloads before the page is usable, after a signed-in home (brotli kB, BN)');
for (const w of weights.sort((a, b) => b.bytes - a.bytes)) {
  const limit = w.limit === undefined ? '' : ` / ${w.limit}${w.bytes > w.limit * 1000 ? '  OVER' : ''}`;
  console.log(`  ${kB(w.bytes).padStart(6)}${limit}  ${w.folder}: ${w.files.map((f) => f.replace(/^assets\//, '')).join(', ')}`);
}
if (over.length) {
  console.error(`page weight: over the declared weight: ${over.map((w) => `${w.folder} ${kB(w.bytes)} kB > ${w.limit} kB`).join('; ')}`);
  process.exit(1);
}
