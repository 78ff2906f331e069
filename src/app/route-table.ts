// ENTRY CHUNK (loaders only; every page's code is its own chunk). Which page renders each route of
// the path table. Routes whose feature has not been built yet share the honest "not available yet"
// page until their issue lands (docs/routes.md). Titles live in route-titles.ts.

import type { PathName } from '@/lib/paths';
import { lazyRoute, type LazyRoute } from './lazy-route';

const Unavailable = lazyRoute('src/routes/unavailable/index.tsx', () => import('@/routes/unavailable'));

const pages: Partial<Record<PathName, LazyRoute>> = {
  home: lazyRoute('src/routes/home/index.tsx', () => import('@/routes/home')),
  maintenance: lazyRoute('src/routes/maintenance/index.tsx', () => import('@/routes/maintenance')),
  // The account pages also load the accounts catalog (lingui.config.ts).
  // accounts: login + trail
  // accounts: register
  // accounts: password + settings
};

export const pageFor = (name: PathName): LazyRoute => pages[name] ?? Unavailable;

/** The catalog id of a page's title (the texts are in route-titles.ts). */
export const titleId = (name: PathName): string => `route.${name}`;
