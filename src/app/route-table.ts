// ENTRY CHUNK (loaders only; every page's code is its own chunk). Which page renders each route:
// the landing pages' modules are in the entry's table (`virtual:pages`); the others in the second
// table (more-routes.ts), a chunk of its own, so that each new page does not grow the entry. Both
// are generated from the page records (pages.ts; docs/routes.md).

import type { PathName } from '@/lib/paths';
import { routes } from 'virtual:pages';
import { lazyRoute, routeComponent, type LazyRoute } from './lazy-route';

const loadMore = () => import('./more-routes');

/** Fetches the second table when the first render is done (main.tsx), so a later tap waits only for its page. */
export const prefetchMoreRoutes = (): void => void loadMore().catch(() => {});

const deferred = new Map<PathName, LazyRoute>();

/** A page of the second table: loading it loads that table first, then the page and its catalogs.
 *  One component per page, so a re-render never remounts it. */
function deferredPage(name: PathName): LazyRoute {
  let route = deferred.get(name);
  if (!route) {
    const r = lazyRoute(() =>
      loadMore().then(({ morePage }) => {
        const inner = morePage(name);
        // The page renders only with its catalogs (lazy-route.ts), which are known from here on.
        r.catalogs = inner.catalogs;
        return inner.load();
      }),
    );
    deferred.set(name, (route = r));
  }
  return route;
}

export const pageFor = (name: PathName): LazyRoute => {
  const route = routes[name];
  return route ? routeComponent(route) : deferredPage(name);
};

/** The catalog id of a page's title (the texts are the page records', pages.ts). */
export const titleId = (name: PathName): string => `route.${name}`;
