import type { CspHashes, PageHashes } from './manifest.ts';

/** No inline script or style at all: what a page the build recorded no hashes for gets. */
const NO_HASHES: CspHashes = { scriptSrc: [], styleSrc: [] };

/**
 * The policy of one HTML file (its path relative to dist/, as in routes.json): its own hashes only,
 * so a page allows no other page's inline code (and its header stays small); a file csp.json does
 * not name gets none, never another page's.
 */
export function cspForFile(pages: PageHashes, file: string): string {
  return buildCsp(pages.get(file) ?? NO_HASHES);
}

/**
 * The app's Content-Security-Policy. Inline scripts and styles are allowed only by the hashes the
 * build recorded in csp.json for the page; never 'unsafe-inline' or 'unsafe-eval'. img-src allows https: for
 * CDN images and banners; connect-src stays same-origin (the API is proxied under /wps).
 */
export function buildCsp(hashes: CspHashes): string {
  const withHashes = (list: string[]): string => ["'self'", ...list].join(' ');
  return [
    "default-src 'self'",
    `script-src ${withHashes(hashes.scriptSrc)}`,
    `style-src ${withHashes(hashes.styleSrc)}`,
    "img-src 'self' data: blob: https:",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join('; ');
}
