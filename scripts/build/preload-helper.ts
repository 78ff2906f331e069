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
 *    so the retry requests it again.
 */
export const PRELOAD_HELPER = `
const links = {};
let scanned;
export const __vitePreload = (load, deps) => {
  if (!scanned) {
    scanned = 1;
    for (const l of document.getElementsByTagName('link')) links[l.href] = 1;
  }
  return Promise.all((deps || []).map((dep) => {
    const href = location.origin + '/' + dep;
    if (links[href]) return links[href];
    const css = dep.endsWith('.css');
    const link = document.createElement('link');
    link.rel = css ? 'stylesheet' : 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
    return (links[href] = !css || new Promise((ok, fail) => {
      link.onload = ok;
      link.onerror = () => {
        delete links[href];
        link.remove();
        fail(new Error('CSS ' + href));
      };
    }));
  })).then(() => load());
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
