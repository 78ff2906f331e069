// ENTRY CHUNK. Like compat's `lazy`, but the module can be loaded before the first render: the page
// a visitor lands on is fetched in parallel with start-up data and then renders synchronously over
// the prerendered HTML, so no fallback ever replaces it (which would also restart LCP).

import { createElement, type ComponentType, type FunctionComponent } from 'react';
import { catalogsReady, loadCatalogs, type Catalog } from '@/i18n/locale';
import { chunkErrors } from '@/lib/chunk-errors';

type Module = { default: ComponentType };

export interface LazyRoute extends FunctionComponent {
  /** Feature catalogs the page needs (loaded with its module; preloaded by prerendered HTML). The
   *  page renders only while the active language has all of them. */
  catalogs: Catalog[];
  preload: () => Promise<void>;
  /** Forget a failed load so the error boundary's retry fetches the chunk again. */
  reset: () => void;
  /** The page's module with its catalogs loaded (what `preload` waits for). */
  load: () => Promise<Module>;
}

const components = new Map<GeneratedRoute, LazyRoute>();

/** The component of a page module of the generated tables (pages.ts): one per module, so that
 *  pages sharing a module share it and a re-render never remounts it. */
export function routeComponent(route: GeneratedRoute): LazyRoute {
  let c = components.get(route);
  if (!c) components.set(route, (c = lazyRoute(...route)));
  return c;
}

export function lazyRoute(loadModule: () => Promise<Module>, catalogs: Catalog[] = []): LazyRoute {
  const load = () => Promise.all([loadModule(), loadCatalogs(Route.catalogs)]).then(([m]) => m);
  let mod: Module | null = null;
  let error: unknown = null;
  let pending: Promise<void> | null = null;
  // Counted for field data (lib/chunk-errors.ts) as well as shown.
  const failed = (e: unknown) => void chunkErrors.push((error = e ?? new Error('chunk load failed')));
  const preload = () => (pending ??= load().then((m) => void (mod = m), failed));
  const Route = (() => {
    if (error) throw error; // caught by the route's error boundary, which offers a retry
    if (!mod) throw preload(); // Suspense shows the fallback until the promise settles
    // By construction, never a message id in place of a text: no render without the catalogs in
    // the active language (a switch, or the second table's pages, which declare theirs late).
    // Concurrent asks share one request per catalog (i18n/locale.ts).
    if (!catalogsReady(Route.catalogs)) throw loadCatalogs(Route.catalogs).catch(failed);
    return createElement(mod.default, null);
  }) as unknown as LazyRoute;
  Route.catalogs = catalogs;
  Route.preload = preload;
  Route.load = load;
  Route.reset = () => {
    error = null;
    pending = null;
  };
  return Route;
}
