/**
 * `tsx scripts/build/service-worker.ts [dist]` (part of `npm run build`, after the prerender and
 * before compression): writes dist/sw.js, the service worker of src/sw/ with this build's precache
 * lists (see docs/offline.md):
 *  - shell, precached at install: the home page, the offline page, the entry and what it imports,
 *    home's chunks, the API layer the boot uses, the offline notice, the shell's and home's
 *    catalogs in both languages;
 *  - routes: every other chunk and stylesheet, cached later when the app asks (good network only).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { SwConfig } from '../../src/sw/config.ts';
import { kitKey, type Manifest } from './manifest.ts';
import { catalogs } from '../../features.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The shell (with what it loads when idle, and the offline notice, which loads when the network
 *  is gone), home (the landing page of nearly every visit), the API layer the boot uses (the
 *  client kit's chunk, which holds the start-up status's loading: features.ts). */
const SHELL_SOURCES = ['index.html', 'src/routes/home/index.tsx', 'src/routes/home/SecondScreen.tsx', 'src/app/after-start.ts'];
/** The shell's catalog and the feature catalogs that go with it (features.ts), in both languages. */
const SHELL_CATALOGS = [
  'messages',
  ...Object.entries(catalogs)
    .filter(([, c]) => 'withShell' in c)
    .map(([name]) => name),
];
/** Start-up data of home, answered stale-while-revalidate to guests (src/sw/worker.ts). */
export const STARTUP_DATA = [
  '/wps/relay/MCSFE_getListAnnouncements',
  '/wps/relay/GCSGAME_hotGamesV2',
  '/wps/relay/GCSGAME_getVassGameType',
  '/wps/relay/GCSGAME_getRankList',
];

/** A chunk's files (JS and CSS) and those of the chunks it imports statically. */
export function closure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((k) => closure(manifest, k, seen))];
}

/** Chunks only a build configured otherwise fetches (VITE_CODEC=legacy: docs/accounts.md, "The
 *  legacy codec"): never cached ahead. */
const NOT_PRECACHED_SOURCES = ['src/api/legacy-codec.ts'];

export function precacheLists(manifest: Manifest, assets: string[]): { shell: string[]; routes: string[] } {
  const catalogs = Object.keys(manifest).filter((k) => SHELL_CATALOGS.some((c) => new RegExp(`^locales/(bn|en)/${c}\\.po$`).test(k)));
  const files = new Set([...SHELL_SOURCES, ...kitKey(manifest, 'client'), ...catalogs].flatMap((k) => closure(manifest, k)));
  const shell = ['/index.html', '/offline.html', ...[...files].sort().map((f) => `/${f}`)];
  const unused = new Set(NOT_PRECACHED_SOURCES.map((k) => manifest[k]?.file));
  const routes = assets
    .filter((f) => /\.(js|css)$/.test(f) && !files.has(f) && !unused.has(f))
    .sort()
    .map((f) => `/${f}`);
  return { shell, routes };
}

/** Build time (sortable, so the worker can tell the previous build) and a hash of what it caches. */
export function versionOf(dist: string, files: string[], at: Date): string {
  const hash = createHash('sha256');
  for (const f of files) hash.update(f).update(readFileSync(join(dist, f)));
  const time = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, '');
  return `${time}-${hash.digest('hex').slice(0, 10)}`;
}

async function main(dist: string): Promise<void> {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const routesJson = JSON.parse(readFileSync(join(dist, 'routes.json'), 'utf8')) as Pick<SwConfig, 'pages' | 'aliases'>;
  const assets = readdirSync(join(dist, 'assets')).map((f) => `assets/${f}`);
  const { shell, routes } = precacheLists(manifest, assets);
  const config: SwConfig = {
    version: versionOf(dist, [...shell, ...routes], new Date()),
    shell,
    routes,
    pages: routesJson.pages,
    aliases: routesJson.aliases,
    startupData: STARTUP_DATA,
  };
  await build({
    configFile: false,
    logLevel: 'warn',
    root: ROOT,
    define: { __SW_CONFIG__: JSON.stringify(config) },
    build: {
      outDir: dist,
      emptyOutDir: false,
      copyPublicDir: false,
      target: ['chrome87', 'safari14', 'firefox78'],
      // A classic script: module workers need Chrome 91 and Safari 15.
      rolldownOptions: { input: join(ROOT, 'src/sw/sw.ts'), output: { format: 'iife', entryFileNames: 'sw.js' } },
    },
  });
  const size = readFileSync(join(dist, 'sw.js')).length;
  console.log(
    `service worker: ${shell.length} shell files, ${routes.length} route files, version ${config.version}, sw.js ${(size / 1000).toFixed(1)} kB`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = resolve(process.argv[2] ?? 'dist');
  if (!existsSync(join(dist, 'routes.json'))) throw new Error(`${dist}/routes.json is missing: run the prerender first`);
  await main(dist);
}
