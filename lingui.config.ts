import { defineConfig } from '@lingui/cli';
import type { ExtractorType } from '@lingui/conf';
import babel from '@lingui/cli/api/extractors/babel';
import { formatter } from '@lingui/format-po';
import { catalogs, type CatalogName } from './features.ts';
import { catalogFiles } from './scripts/build/catalog-files.ts';
import { pages } from './src/app/pages.ts';

// The catalogs are the features' (features.ts): each holds the strings of its files and of its
// pages' modules, and loads with the pages that declare it (src/app/pages.ts); the rest of src/ is
// the shell's `messages`.

const names = Object.keys(catalogs) as CatalogName[];
const folderGlob = (p: string) => `src/${p.endsWith('/') ? `${p}**` : p}`;
const featureFiles = names.flatMap((name) => catalogFiles(name).map(folderGlob));

/** The page titles, from the page records (not macros: build tools read those records), under
 *  the ids the shell looks them up by: `route.<name>`. */
const pageTitles: ExtractorType = {
  match: (filename) => /src[\\/]app[\\/]pages\.ts$/.test(filename),
  extract(filename, _code, onMessageExtracted) {
    for (const [name, page] of Object.entries(pages)) {
      onMessageExtracted({ id: `route.${name}`, message: page.title, origin: [filename, 0] });
    }
  },
};

// Source strings are written in English in the code; BN is the default runtime locale.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['bn', 'en'],
  fallbackLocales: { default: 'en' },
  extractors: [pageTitles, babel],
  catalogs: [
    // `exclude` matches files, so folders need their glob.
    { path: '<rootDir>/locales/{locale}/messages', include: ['src'], exclude: ['**/*.test.*', ...featureFiles] },
    ...names.map((name) => ({
      path: `<rootDir>/locales/{locale}/${name}`,
      include: catalogFiles(name).map((f) => `src/${f}`),
      exclude: ['**/*.test.*'],
    })),
  ],
  // Origins without line numbers: a catalog changes when a string does, not when a line moves above it.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
