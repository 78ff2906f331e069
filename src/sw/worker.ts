// The service worker's decisions, apart from the worker's global scope so they can be tested with
// an in-memory CacheStorage (worker.test.ts). src/sw/sw.ts wires them to the worker's events.
//
// Strategies (docs/offline.md says why):
//   pages (navigations)   the build's cached HTML at once, revalidated in the background; offline
//                         and not cached: the offline page. Only the app's own pages: any other
//                         path on this origin (the demo game page, an image or an API address
//                         opened directly) goes to the network, with the offline page if it fails
//   /assets/ (hashed)     cache first, from any of our caches (a page of the previous build still
//                         finds its chunks); else the network, kept in this build's cache
//   images                this origin's /cdn/ and any image CDN's: cache first while under a week
//                         old, at most 150; opaque answers (a CDN without CORS) are not kept (not
//                         `ok`): each would cost the quota far more than its size
//   start-up data         stale-while-revalidate, guests only (a member's answers are their own),
//                         keyed by URL and language
//   everything else       the browser, untouched (API calls, the status, sw.js itself)

import {
  CACHE_PREFIX,
  DATA_CACHE,
  IMAGE_CACHE,
  IMAGE_CACHE_MAX_ENTRIES,
  IMAGE_MAX_AGE_MS,
  OFFLINE_PAGE,
  type SwConfig,
  versionCache,
} from './config';

export interface WorkerDeps {
  config: SwConfig;
  caches: CacheStorage;
  fetch: (request: Request | string) => Promise<Response>;
  origin: string;
  now: () => number;
}

/** Keeps background work (revalidation, trimming) alive after the answer has been given. */
export type WaitUntil = (work: Promise<unknown>) => void;

const ignore = (): void => {};

export function createWorker({ config, caches, fetch, origin, now }: WorkerDeps) {
  const current = versionCache(config.version);
  const openCurrent = () => caches.open(current);

  /** The prerendered file an app page is served from, as the static server maps it; null for a
   *  path that is not one of the app's pages. */
  function pageKey(pathname: string): string | null {
    let path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
    for (let hop = 0; hop < 4 && config.aliases[path] && config.aliases[path] !== path; hop++) path = config.aliases[path]!;
    const file = config.pages[path];
    return file ? `${origin}/${file}` : null;
  }

  /** A navigation's answer from the network, or the offline page when the network fails. */
  async function orOffline(network: Promise<Response>): Promise<Response> {
    try {
      return await network;
    } catch (error) {
      const offline = await (await openCurrent()).match(`${origin}${OFFLINE_PAGE}`);
      if (offline) return offline;
      throw error;
    }
  }

  async function fetchInto(cache: Cache, url: string): Promise<void> {
    // HTML is revalidated (its name is stable); hashed files may come from the HTTP cache.
    const request = new Request(url, { cache: url.endsWith('.html') ? 'no-cache' : 'default' });
    const response = await fetch(request);
    if (!response.ok) throw new Error(`precache: ${url} answered ${response.status}`);
    await cache.put(url, response);
  }

  /** Install: the whole shell or nothing (a failed install leaves the previous worker in charge). */
  async function install(): Promise<void> {
    const cache = await openCurrent();
    await Promise.all(config.shell.map((path) => fetchInto(cache, `${origin}${path}`)));
  }

  /** Activate: drop builds older than the previous one. Pages of the previous build may still be
   *  open and load their chunks lazily; the build before that has had a whole version to finish. */
  async function activate(): Promise<void> {
    const names = await caches.keys();
    const builds = names.filter((n) => n.startsWith(`${CACHE_PREFIX}v-`) && n !== current).sort();
    const keep = builds.at(-1);
    await Promise.all(builds.filter((n) => n !== keep).map((n) => caches.delete(n)));
  }

  /** The route chunks, cached one at a time so they never compete much with what the page loads. */
  async function warm(): Promise<void> {
    const cache = await openCurrent();
    for (const path of config.routes) {
      const url = `${origin}${path}`;
      if (!(await caches.match(url))) await fetchInto(cache, url).catch(ignore);
    }
  }

  async function page(request: Request, waitUntil: WaitUntil): Promise<Response> {
    const key = pageKey(new URL(request.url).pathname);
    // Not an app page: never the shell.
    if (!key) return orOffline(fetch(request));
    const cache = await openCurrent();
    const cached = await cache.match(key);
    const network = fetch(request).then(async (response) => {
      if (response.ok && response.headers.get('Content-Type')?.startsWith('text/html')) await cache.put(key, response.clone());
      return response;
    });
    if (cached) {
      waitUntil(network.catch(ignore));
      return cached;
    }
    return orOffline(network);
  }

  async function asset(request: Request): Promise<Response> {
    const hit = await caches.match(request);
    if (hit) return hit;
    const response = await fetch(request);
    if (response.ok) {
      const copy = response.clone();
      await (await openCurrent()).put(request, copy);
    }
    return response;
  }

  function isFresh(response: Response): boolean {
    const date = Date.parse(response.headers.get('Date') ?? '');
    return Number.isNaN(date) || now() - date < IMAGE_MAX_AGE_MS;
  }

  async function image(request: Request, waitUntil: WaitUntil): Promise<Response> {
    const cache = await caches.open(IMAGE_CACHE);
    const hit = await cache.match(request);
    if (hit && isFresh(hit)) return hit;
    let response: Response;
    try {
      response = await fetch(request);
    } catch (error) {
      if (hit) return hit; // offline: an old picture beats none
      throw error;
    }
    if (response.ok) {
      await cache.put(request, response.clone());
      waitUntil(trimImages(cache));
    }
    return response;
  }

  async function trimImages(cache: Cache): Promise<void> {
    const keys = await cache.keys();
    const extra = keys.length - IMAGE_CACHE_MAX_ENTRIES;
    // Keys come in insertion order: the oldest go first.
    if (extra > 0) await Promise.all(keys.slice(0, extra).map((k) => cache.delete(k)));
  }

  async function startupData(request: Request, url: URL, waitUntil: WaitUntil): Promise<Response> {
    // The language travels in a header; the cache matches on URLs only.
    url.searchParams.set('__lang', request.headers.get('Language') ?? '');
    const key = url.href;
    const cache = await caches.open(DATA_CACHE);
    const cached = await cache.match(key);
    const network = fetch(request).then(async (response) => {
      if (response.ok) await cache.put(key, response.clone());
      return response;
    });
    if (cached) {
      waitUntil(network.catch(ignore));
      return cached;
    }
    return network;
  }

  /** The answer for a request, or null to leave it to the browser. */
  function respond(request: Request, waitUntil: WaitUntil): Promise<Response> | null {
    if (request.method !== 'GET') return null;
    const url = new URL(request.url);
    const isImage = request.destination === 'image';
    if (url.origin !== origin) return isImage ? image(request, waitUntil) : null;
    if (request.mode === 'navigate') return page(request, waitUntil);
    if (url.pathname.startsWith('/assets/')) return asset(request);
    if (isImage && url.pathname.startsWith('/cdn/')) return image(request, waitUntil);
    if (config.startupData.includes(url.pathname) && !request.headers.has('Authorization')) return startupData(request, url, waitUntil);
    return null;
  }

  return { install, activate, warm, respond, pageKey };
}

export type Worker = ReturnType<typeof createWorker>;
