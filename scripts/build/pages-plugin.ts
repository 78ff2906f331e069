// Vite plugin: the run-time data of the page records (src/app/pages.ts), as generated modules, so
// that no table of pages is written by hand and the records' build-only parts (titles, budgets,
// folders) never ship:
//  - `virtual:paths` (framework chunk, with lib/paths.ts, which every page imports): every page's
//    path, the aliases, and the layout and access rules (in one file with the page names they
//    repeat, for compression);
//  - `virtual:pages` (entry chunk): the loaders of the landing pages' modules with their catalogs
//    (app/route-table.ts);
//  - `virtual:more-pages` (the second table's chunk): the loaders of every other page's module
//    with their catalogs (app/more-routes.ts).
// Types: src/types/virtual-pages.d.ts.

import type { Plugin } from 'vite';
import type { CatalogName } from '../../features.ts';
import { aliases, pages, pathOf, type PageName, type PageRecord, type RouteModule } from '../../src/app/pages.ts';

const PATHS = 'virtual:paths';
const ENTRY = 'virtual:pages';
const MORE = 'virtual:more-pages';
const ids = [PATHS, ENTRY, MORE];

const records = Object.entries(pages) as [PageName, PageRecord][];
const json = JSON.stringify;

const catalogLoader = (name: CatalogName) =>
  `${name}: { name: ${json(name)}, bn: () => import("/locales/bn/${name}.po"), en: () => import("/locales/en/${name}.po") }`;

const landing = records.filter(([, p]) => p.module.landing);
const catalogsOf = (list: [PageName, PageRecord][]) => [...new Set(list.flatMap(([, p]) => p.module.catalogs))];
/** The landing pages' catalogs: their loaders are in the entry, which the second table reuses. */
const entryCatalogs = catalogsOf(landing);

/** Each module once, as a constant, and the page names mapped to it; with the loaders of the
 *  catalogs they declare (`catalogs`: those of this table, and the entry's). */
function routeTable(list: [PageName, PageRecord][]): string {
  const modules = [...new Set(list.map(([, p]) => p.module))];
  const id = (m: RouteModule) => `m${modules.indexOf(m)}`;
  const consts = modules.map(
    (m) =>
      // [loader, catalogs]: a pair, not an object, as property names would ship once per module.
      `const ${id(m)} = [() => import("/src/routes/${m.folder}/index.tsx"), [${m.catalogs.map((c) => `catalogs.${c}`).join(', ')}]];`,
  );
  return [...consts, `export const routes = { ${list.map(([name, p]) => `${name}: ${id(p.module)}`).join(', ')} };`].join('\n');
}

const accessRuleNames = [...new Set(records.flatMap(([, p]) => p.access ?? []))];
const namesWhere = (test: (p: PageRecord) => unknown) => json(records.filter(([, p]) => test(p)).map(([n]) => n));

const GENERATED = '// Generated from src/app/pages.ts by scripts/build/pages-plugin.ts.';

export function pathsModule(): string {
  const short = records.filter(([, p]) => !p.path).map(([n]) => n);
  const long = records.filter(([, p]) => p.path).map(([n, p]) => `${n}: ${json(p.path)}`);
  return [
    GENERATED,
    // Pages at `/m/<name>` are named once, not twice: this table ships with the entry.
    `export const paths = { ...Object.fromEntries(${json(short)}.map((n) => [n, "/m/" + n])), ${long.join(', ')} };`,
    `export const aliases = ${json(Object.fromEntries(Object.entries(aliases).map(([from, to]) => [from, pathOf(to)])))};`,
    `export const headerOmitted = ${namesWhere((p) => p.header === false)};`,
    `export const footerHidden = ${namesWhere((p) => p.footer === false)};`,
    `export const backHome = ${namesWhere((p) => p.back === 'home')};`,
    // Each rule once, with its pages (fewer bytes than the rule's name on every page).
    `export const accessRules = ${json(Object.fromEntries(accessRuleNames.map((r) => [r, records.filter(([, p]) => p.access === r).map(([n]) => n)])))};`,
  ].join('\n');
}

export const entryModule = (): string =>
  [GENERATED, `export const catalogs = { ${entryCatalogs.map(catalogLoader).join(', ')} };`, routeTable(landing)].join('\n');

export function moreModule(): string {
  const more = records.filter(([, p]) => !p.module.landing);
  const own = catalogsOf(more).filter((c) => !entryCatalogs.includes(c));
  return [
    GENERATED,
    `import { catalogs as entry } from "${ENTRY}";`,
    `const catalogs = { ...entry, ${own.map(catalogLoader).join(', ')} };`,
    routeTable(more),
  ].join('\n');
}

export function pagesPlugin(): Plugin {
  return {
    name: 'bdplay-pages',
    resolveId: (id) => (ids.includes(id) ? `\0${id}` : undefined),
    load(id) {
      if (id === `\0${PATHS}`) return pathsModule();
      if (id === `\0${ENTRY}`) return entryModule();
      if (id === `\0${MORE}`) return moreModule();
      return undefined;
    },
  };
}
