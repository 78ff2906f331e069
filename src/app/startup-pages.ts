// ENTRY CHUNK (loaders only). The full-screen page of start-up mode 2, and which page code a
// visit needs before its first render.

import { canonicalPath, nameOf, paths } from '@/lib/paths';
import type { StartupMode } from '@/state/config';
import { lazyRoute, type LazyRoute } from './lazy-route';
import { pageFor } from './route-table';

export const RegionRestricted = lazyRoute(() => import('@/routes/region'));
export const MaintenancePage = pageFor('maintenance');

/** The page that will render for this start-up mode and address. */
export function landingPage(mode: StartupMode, pathname: string): LazyRoute {
  if (mode === 1) return MaintenancePage;
  if (mode === 2) return RegionRestricted;
  return pageFor(nameOf(canonicalPath(pathname) ?? paths.home));
}
