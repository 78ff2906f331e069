// After `vite build` and the SSR build: writes one static HTML file per page with the rendered
// shell, the critical CSS inline and the inline start-up script (src/early.ts, built by
// build/early-script.ts; it adds the modulepreload hints for the page's chunk and the default
// catalog), plus routes.json (for the server) and csp.json (each HTML file's hashes of its own
// inline code). A template that no longer has a marker the pages need fails the build (build/page-html.ts).

import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildEarlyFunction, earlyScript } from './build/early-script';
import { pageHtml } from './build/page-html';
import { kitKey, type Manifest, type ManifestChunk } from './build/manifest';

const dist = process.argv[2] ?? 'dist';
const ssrEntry = process.argv[3] ?? 'dist-ssr/prerender.js';

const manifest: Manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const template = readFileSync(join(dist, 'index.html'), 'utf8');
const ssr = await import(pathToFileURL(ssrEntry).href);
const { renderPage, renderOfflinePage, paths, aliases, merchant, defaultImageCdn, apiBase, brand } = ssr as typeof import('../src/prerender');

const entry = manifest['index.html'];
if (!entry) throw new Error('manifest has no index.html entry');
// The shell is the entry and the framework chunk, which the HTML loads at once: a module of theirs
// that the bundler put in another chunk would be one more round trip on 2G before the first
// render (rolldown#9963). features.ts's framework kit must then take it in.
const shellImports = [...(entry.imports ?? []), ...(entry.imports ?? []).flatMap((k) => manifest[k]?.imports ?? [])].filter(
  (k) => !/^_framework-/.test(k),
);
if (shellImports.length)
  throw new Error(`the shell's chunks import other chunks statically: ${shellImports.join(', ')} (features.ts, kits.framework)`);
const read = (file: string) => readFileSync(join(dist, file), 'utf8');
const entryCss = (entry.css ?? []).map(read).join('');
const catalog = Object.entries(manifest).find(([src]) => src.endsWith('locales/bn/messages.po'))?.[1];
// Start-up fetches the status through the API layer's chunk (the client kit: features.ts): preload
// it with the entry.
const apiChunks = kitKey(manifest, 'client').flatMap((k) => chunkFiles(k));
if (!apiChunks.length) throw new Error('the build has no client kit chunk to preload (features.ts, kits.client)');

/** A chunk and the chunks it imports, minus the entry (already loaded by its own script tag). */
function chunkFiles(key: string, seen = new Set<string>()): ManifestChunk[] {
  const c = manifest[key];
  if (!c || c.isEntry || seen.has(key)) return [];
  seen.add(key);
  return [c, ...(c.imports ?? []).flatMap((k) => chunkFiles(k, seen))];
}

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
/** csp.json: HTML file (as in routes.json) → the hashes of its own inline code. */
const cspHashes: Record<string, { 'script-src': string[]; 'style-src': string[] }> = {};

/** The inline start-up script's function, which each page calls: the status everywhere, home's
 *  first screen on home (its own build), then the page's module preloads. Both kept under .vite/
 *  (build metadata, never served) for their byte budgets (.size-limit.json). */
const earlyFunction = await buildEarlyFunction(false);
const earlyHomeFunction = await buildEarlyFunction(true);
/** Home's inline script after the prerendered markup (src/early.ts, `f`). */
const HOME_FILL = '__early.f&&__early.f()';
writeFileSync(join(dist, '.vite/early.js'), earlyFunction);
writeFileSync(join(dist, '.vite/early-home.js'), earlyHomeFunction);
const pages: Record<string, string> = {};

for (const path of Object.values(paths)) {
  const page = await renderPage(path);
  const chunks = [...(page.via ? chunkFiles(page.via) : []), ...chunkFiles(page.source), ...page.catalogs.flatMap((c) => chunkFiles(c))];
  const routeCssFiles = chunks.flatMap((c) => c.css ?? []);
  const css = entryCss + routeCssFiles.map(read).join('');
  // The page's module preloads are added by the start-up script, after its own requests (see
  // src/early.ts); the entry and the framework chunk are already in the template.
  const preloads = [...apiChunks, ...chunks, ...(catalog ? [catalog] : [])]
    .map((c) => `/${c.file}`)
    .filter((href, i, all) => all.indexOf(href) === i && !template.includes(`"${href}"`));
  const home = path === paths.home;
  const early = earlyScript(home ? earlyHomeFunction : earlyFunction, { merchant, home, preloads, defaultImageCdn, apiBase });
  const head = [
    `<style>${css}</style>`,
    // Vite's loader skips a stylesheet already linked: the disabled link (never fetched) tells it
    // this page's CSS is inline above, so it is not downloaded a second time. The entry's too: a
    // lazy chunk that imports the entry names its stylesheet, which would otherwise be fetched with
    // the first page the player opens (on 2G, one of the six connections; docs/perf.md).
    ...[...(entry.css ?? []), ...routeCssFiles].map((f) => `<link rel="stylesheet" href="/${f}" disabled>`),
  ].join('');
  // Home: the start-up script fills the first banner and row as soon as they are parsed.
  const after = home ? HOME_FILL : undefined;
  const html = pageHtml(template, { title: page.title, early, head, body: page.html, after, stylesheets: entry.css?.length ?? 0 });
  const file = path === paths.home ? 'index.html' : `${path.slice(1)}.html`;
  cspHashes[file] = { 'script-src': [sha(early), ...(after ? [sha(after)] : [])], 'style-src': [sha(css)] };
  mkdirSync(dirname(join(dist, file)), { recursive: true });
  writeFileSync(join(dist, file), html);
  pages[path] = file;
}

// The service worker's answer to a navigation it cannot serve offline (src/app/offline-page.tsx).
const offline = renderOfflinePage();
cspHashes['offline.html'] = { 'script-src': [], 'style-src': [sha(offline.css)] };
writeFileSync(
  join(dist, 'offline.html'),
  `<!doctype html><html lang="bn"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="theme-color" content="#162232"><title>${brand}</title><style>${offline.css}</style></head><body>${offline.html}</body></html>`,
);

// `home`, `merchant` and `imageCdn`: the server puts home's first-screen answers into that page and
// preloads its first banner (server/src/http/static/first-screen.ts).
writeFileSync(
  join(dist, 'routes.json'),
  JSON.stringify({ pages, aliases, fallback: 'index.html', home: pages[paths.home], merchant, imageCdn: defaultImageCdn }, null, 2),
);
writeFileSync(join(dist, 'csp.json'), JSON.stringify(cspHashes, null, 2));
console.log(`prerendered ${Object.keys(pages).length} pages`);
