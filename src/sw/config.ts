// What the build tells the service worker (scripts/build/service-worker.ts writes it into
// dist/sw.js). A new build has a new version, so a changed app always means a changed sw.js, which
// is how the browser notices an update.

export interface SwConfig {
  /** Sortable and unique per build: `<UTC build time>-<hash of the precached files>`. */
  version: string;
  /** Precached at install: the home page, the offline page, the shell's and home's chunks, the
   *  language catalogs. Paths on this origin. */
  shell: string[];
  /** The other route chunks: cached when the app asks for it (good network, no data saver). */
  routes: string[];
  /** The app's pages: path → prerendered HTML file (routes.json), after aliases. Other paths are
   *  not the app's to answer (the demo game page, files and API addresses opened directly). */
  pages: Record<string, string>;
  aliases: Record<string, string>;
  /** API paths whose answers are start-up data (served stale-while-revalidate for guests). */
  startupData: string[];
}

/** Cache names: one per build for the shell, pages and chunks; one for images; one for data. */
export const CACHE_PREFIX = 'bdplay-';
export const IMAGE_CACHE = `${CACHE_PREFIX}images`;
export const DATA_CACHE = `${CACHE_PREFIX}data`;
export const versionCache = (version: string): string => `${CACHE_PREFIX}v-${version}`;

/** Images: at most this many, each at most this old (then fetched again). */
export const IMAGE_CACHE_MAX_ENTRIES = 150;
export const IMAGE_MAX_AGE_MS = 7 * 24 * 3600 * 1000;

/** The static page served for a navigation when the network fails and the page is not cached. */
export const OFFLINE_PAGE = '/offline.html';

/** The message the app posts to have the route chunks cached in the background. */
export const WARM_MESSAGE = 'warm-routes';
