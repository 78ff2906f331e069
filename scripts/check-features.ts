// `npm run features:check` (part of `npm run checks`): the page records (src/app/pages.ts) and the
// features table (features.ts) hold, read against the source:
//  1. every file and folder they name exists;
//  2. every string a page can render is in a catalog that page loads: the shell's, or one its
//     module declares (else a first visit shows a message id until something else loads it);
//  3. the route, kit and catalog budgets in .size-limit.json are the records' (`--write` puts them
//     there: the records are where a budget is changed).
// (That the shell's chunks import no other chunk statically is checked on the build's manifest,
// by scripts/prerender.ts.) The import graph is read from the source text: static, dynamic and
// re-exports; `import type` is left out (it renders nothing).

import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { catalogs, kits, type CatalogName, type Kit } from '../features.ts';
import { catalogFiles } from './build/catalog-files.ts';
import { pages, routeModules, type PageName, type RouteModule } from '../src/app/pages.ts';

const SRC = 'src';
const problems: string[] = [];

// --- the import graph ---------------------------------------------------------------------------

const IMPORT = /(?:^|[^\w.])(?:import|export)\s*(type\s+)?(?:[\w*{}\s,]*?\s*from\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = join(SRC, spec.slice(2));
  else if (spec.startsWith('.')) base = join(dirname(from), spec);
  else return null; // a package or a generated module
  for (const ext of EXTENSIONS) {
    const file = base + ext;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

const graph = new Map<string, { static: string[]; dynamic: string[] }>();
function importsOf(file: string) {
  let entry = graph.get(file);
  if (entry) return entry;
  entry = { static: [], dynamic: [] };
  graph.set(file, entry);
  if (!/\.tsx?$/.test(file)) return entry;
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(IMPORT)) {
    if (m[1]) continue; // import type
    const target = resolveImport(file, m[2] ?? m[3]!);
    if (target && /\.tsx?$/.test(target)) (m[3] ? entry.dynamic : entry.static).push(target);
  }
  return entry;
}

/** Every file a module can run: what it imports, statically or when it needs it. */
function reachable(start: string): Set<string> {
  const seen = new Set<string>();
  const todo = [start];
  while (todo.length) {
    const f = todo.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    const { static: s, dynamic: d } = importsOf(f);
    todo.push(...s, ...d);
  }
  return seen;
}

// --- 1. what the tables name exists -------------------------------------------------------------

const inSrc = (p: string) => join(SRC, p);
for (const [name, c] of Object.entries(catalogs)) {
  for (const f of c.files) if (!existsSync(inSrc(f))) problems.push(`features.ts: catalog ${name} names ${f}, which does not exist`);
}
for (const [name, k] of Object.entries(kits) as [string, Kit][]) {
  for (const f of k.files) if (!existsSync(inSrc(f))) problems.push(`features.ts: kit ${name} names ${f}, which does not exist`);
}
const moduleFile = (m: RouteModule) => join(SRC, 'routes', m.folder, 'index.tsx');
for (const m of routeModules()) {
  if (!existsSync(moduleFile(m))) problems.push(`src/app/pages.ts: module ${m.folder} has no ${moduleFile(m)}`);
}
// Chunks are named after their catalog, kit or route folder, and the budgets find them by name: a
// catalog named like a route (`records`) would be counted in both budgets.
const chunkNames = [...Object.keys(catalogs), ...Object.keys(kits), ...routeModules().map((m) => m.folder)];
for (const name of new Set(chunkNames.filter((n, i) => chunkNames.indexOf(n) !== i))) {
  problems.push(`features.ts / src/app/pages.ts: two chunks would be named ${name} (a catalog, kit or route folder): rename one`);
}

// --- 2. a page's strings are in the catalogs it loads -------------------------------------------

const covers = (entry: string, file: string) => (entry.endsWith('/') ? file.startsWith(inSrc(entry)) : file === inSrc(entry));
/** The feature catalog a file's strings are extracted into (lingui.config.ts), else the shell's. */
const catalogOf = (file: string): CatalogName | 'messages' =>
  (Object.keys(catalogs) as CatalogName[]).find((name) => catalogFiles(name).some((f) => covers(f, file))) ?? 'messages';
const hasStrings = (file: string) => /from ['"]@lingui\/(?:react|core)\/macro['"]/.test(readFileSync(file, 'utf8'));

const pagesOf = (m: RouteModule) => (Object.keys(pages) as PageName[]).filter((n) => pages[n].module === m);
for (const m of routeModules()) {
  if (!existsSync(moduleFile(m))) continue;
  const loads = new Set<string>(['messages', ...m.catalogs]);
  for (const file of reachable(moduleFile(m))) {
    if (/\.test\.tsx?$/.test(file) || !hasStrings(file)) continue;
    const catalog = catalogOf(file);
    if (!loads.has(catalog)) {
      problems.push(
        `${file}: its strings are in the ${catalog} catalog, which ${pagesOf(m).join(', ')} (src/routes/${m.folder}) ` +
          `do not load: add '${catalog}' to the module's catalogs in src/app/pages.ts, or move the file's feature in features.ts`,
      );
    }
  }
}
// The shell renders before any feature catalog: its strings must be the shell's.
for (const file of reachable(join(SRC, 'main.tsx'))) {
  if (file.startsWith(join(SRC, 'routes')) || !hasStrings(file)) continue;
  const catalog = catalogOf(file);
  if (catalog !== 'messages') problems.push(`${file}: the shell renders it, but its strings are in the ${catalog} catalog (features.ts)`);
}

// --- 3. the budgets are the records' ------------------------------------------------------------

interface Budget {
  name: string;
  path: string | string[];
  limit: string;
  brotli: true;
}
const asset = (name: string, ext: string) => `dist/assets/${name}-???????.${ext}`;
const kB = (n: number) => `${n} kB`;
const DERIVED = /^(route|kit|catalog) /;

/** The titles of a module's pages; of more than four, the first three and the count. */
function titlesOf(m: RouteModule): string {
  const titles = pagesOf(m).map((n) => pages[n].title);
  return titles.length > 4 ? `${titles.slice(0, 3).join(', ')} and ${titles.length - 3} more` : titles.join(', ');
}

function derivedBudgets(): Budget[] {
  const routes = routeModules().map((m) => ({
    name: `route ${m.folder}: ${titlesOf(m)}`,
    path: [asset(m.folder, 'js'), asset(m.folder, 'css'), ...(m.alsoChunks ?? []).map((c) => asset(c, 'js'))],
    limit: kB(m.budget),
    brotli: true as const,
  }));
  const kitBudgets = (Object.entries(kits) as [string, Kit][]).flatMap(([name, k]) =>
    k.budget === undefined
      ? []
      : [{ name: `kit ${name}: ${k.what}`, path: [asset(name, 'js'), asset(name, 'css')], limit: kB(k.budget), brotli: true as const }],
  );
  const catalogBudgets = Object.entries(catalogs).flatMap(([name, c]) =>
    'budget' in c
      ? [{ name: `catalog ${name} (BN + EN, one loads): ${c.what}`, path: asset(name, 'js'), limit: kB(c.budget), brotli: true as const }]
      : [],
  );
  return [...routes, ...kitBudgets, ...catalogBudgets];
}

const BUDGETS = '.size-limit.json';
const current = JSON.parse(readFileSync(BUDGETS, 'utf8')) as Budget[];
const handWritten = current.filter((b) => !DERIVED.test(b.name));
const expected = [...handWritten.slice(0, -1), ...derivedBudgets(), ...handWritten.slice(-1)]; // the total stays last
const format = (list: Budget[]) => `[\n${list.map((b) => `  ${JSON.stringify(b).replace(/,"/g, ', "').replace(/":/g, '": ')}`).join(',\n')}\n]\n`;

if (process.argv.includes('--write')) {
  writeFileSync(BUDGETS, format(expected));
  console.log(`${BUDGETS}: ${expected.length - handWritten.length} budgets written from the records`);
} else if (format(expected) !== readFileSync(BUDGETS, 'utf8')) {
  problems.push(
    `${BUDGETS}: its route, kit and catalog budgets differ from the records' (src/app/pages.ts, features.ts): run npm run features:check -- --write`,
  );
}

if (problems.length) {
  console.error(problems.map((p) => relative('.', p)).join('\n'));
  console.error(`\n${problems.length} feature problem(s).`);
  process.exit(1);
}
console.log(`features: ${routeModules().length} route modules, ${Object.keys(kits).length} kits, ${Object.keys(catalogs).length} catalogs hold`);
