// Which source files each feature catalog holds: those features.ts lists, and the folders of the
// page modules whose first catalog it is (src/app/pages.ts). Lingui's config extracts by it, the
// features check reads it.

import { catalogs, type CatalogName } from '../../features.ts';
import { routeModules } from '../../src/app/pages.ts';

/** A catalog's files and folders, relative to src/ (a folder ends in `/`). */
export const catalogFiles = (name: CatalogName): string[] => [
  ...catalogs[name].files,
  ...routeModules()
    .filter((m) => m.catalogs[0] === name)
    .map((m) => `routes/${m.folder}/`),
];
