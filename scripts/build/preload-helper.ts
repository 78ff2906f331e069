import type { Plugin } from 'vite';

/** The id under which Vite 8 serves its preload helper (node_modules/vite/dist/node/chunks/node.js). */
export const VITE_PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/**
 * Vite's preload helper, in the framework chunk, supports what this app does not use (relative
 * bases, CSP nonces, the modulepreload polyfill, the vite:preloadError event) and costs about
 * 1 kB brotli of the entry budget. This one keeps the contract the app relies on:
 *  - `__vitePreload(load, deps)`: deps are asset paths under the base '/' (`assets/x.js`);
 *  - JS dependencies are preloaded (not awaited), CSS dependencies are linked and awaited;
 *  - a file already linked by the page (the prerendered page's disabled stylesheet links and
 *    module preloads, see scripts/prerender.ts) is not requested again;
 *  - a failed stylesheet rejects the import (the route boundary offers a retry) and is forgotten,
 *    so the retry requests it again;
 *  - a stylesheet, or the chunk after its stylesheets, that has not come after LOAD_TIMEOUT_MS
 *    rejects the import too, as an API call does (src/api/client.ts): a request that stalls must end in the retry, not
 *    in a page that never comes. The retry asks again under another address (`?retry=n`): Chromium
 *    lets a new import() of a URL whose fetch is still pending join that fetch (it would wait
 *    forever), and hands a stylesheet link the pending request too. (A failed fetch is asked again
 *    under its own address: Chromium does not keep failures in the module map.) The chunk's address
 *    comes from the import function itself, which the build always writes as
 *    ()=>import(`./name-hash.js`), relative to /assets/ like this helper's own chunk.
 *  - Beware: the build moves an importer's own `.then(ok, fail)` into `load`
 *    (`()=>import(...).then(ok, fail)`), so the limit times `ok` too, and a rejection by the limit
 *    then meets no handler outside. An `ok` must not return a long promise (a call): `void` it
 *    (app/TabBar.tsx), and catch with `.catch` after the `.then`.
 */
export const LOAD_TIMEOUT_MS = 15_000;

export const PRELOAD_HELPER = `
const links = {};
const stalled = {};
let scanned;
const bust = (url) => url + (stalled[url] ? '?retry=' + stalled[url] : '');
const limit = (promise, url, undo) => new Promise((ok, fail) => {
  const late = setTimeout(() => {
    stalled[url] = (stalled[url] || 0) + 1;
    undo?.();
    fail(Error(url));
  }, ${LOAD_TIMEOUT_MS});
  promise.then(ok, fail).finally(() => clearTimeout(late));
});
export const __vitePreload = (load, deps) => {
  if (!scanned) {
    scanned = 1;
    for (const l of document.getElementsByTagName('link')) links[l.href] = 1;
  }
  const chunk = (/import\\(\\W(\\.\\/[^'"\\x60]+)/.exec(load) || [])[1];
  return Promise.all((deps || []).map((dep) => {
    const href = location.origin + '/' + dep;
    if (links[href]) return links[href];
    const css = dep.endsWith('.css');
    const link = document.createElement('link');
    link.rel = css ? 'stylesheet' : 'modulepreload';
    link.href = bust(href);
    document.head.appendChild(link);
    const forget = () => {
      delete links[href];
      link.remove();
    };
    return (links[href] = !css || limit(new Promise((ok, fail) => {
      link.onload = ok;
      link.onerror = () => {
        forget();
        fail(Error(href));
      };
    }), href, forget));
  })).then(() => limit(chunk && stalled[chunk] ? import(bust(chunk)) : load(), chunk));
};
`;
export function smallPreloadHelper(): Plugin {
  return {
    name: 'small-preload-helper',
    enforce: 'pre',
    apply: 'build',
    resolveId: (id) => (id === VITE_PRELOAD_HELPER_ID ? id : undefined),
    load: (id) => (id === VITE_PRELOAD_HELPER_ID ? PRELOAD_HELPER : undefined),
  };
}
