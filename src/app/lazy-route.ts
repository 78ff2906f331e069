// ENTRY CHUNK. Like compat's `lazy`, but the module can be loaded before the first render: the page
// a visitor lands on is fetched in parallel with start-up data and then renders synchronously over
// the prerendered HTML, so no fallback ever replaces it (which would also restart LCP).

import { createElement, type ComponentType, type FunctionComponent } from 'react';
import { catalogsReady, loadCatalogs, type Catalog } from '@/i18n/locale';

type Module = { default: ComponentType };

export interface LazyRoute extends FunctionComponent {
  /** The page module's source path in SSR builds, where the prerender uses it to find the page's
   *  chunk and CSS; just a name in client builds. */
  source: string;
  /** Feature catalogs the page needs (loaded with its module; preloaded by prerendered HTML). The
   *  page renders only while the active language has all of them. */
  catalogs: Catalog[];
  preload: () => Promise<void>;
  /** Forget a failed load so the error boundary's retry fetches the chunk again. */
  reset: () => void;
  /** The page's module with its catalogs loaded (what `preload` waits for). */
  load: () => Promise<Module>;
  /** Set on pages of the second route table (build time only): its module, for the prerender to
   *  preload its chunk too. */
  via?: string;
}

/** A page in `src/routes/<folder>/`. Its source path serves only the build's prerender (to find the
 *  chunk and CSS), so client bundles do not carry it. */
export const page = (folder: string, load: () => Promise<Module>, catalogs?: Catalog[]) =>
  lazyRoute(import.meta.env.SSR ? `src/routes/${folder}/index.tsx` : folder, load, catalogs);

export function lazyRoute(source: string, loadModule: () => Promise<Module>, catalogs: Catalog[] = []): LazyRoute {
  const load = () => Promise.all([loadModule(), loadCatalogs(Route.catalogs)]).then(([m]) => m);
  let mod: Module | null = null;
  let error: unknown = null;
  let pending: Promise<void> | null = null;
  const failed = (e: unknown) => void (error = e ?? new Error('chunk load failed'));
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
  Route.source = source;
  Route.catalogs = catalogs;
  Route.preload = preload;
  Route.load = load;
  Route.reset = () => {
    error = null;
    pending = null;
  };
  return Route;
}
