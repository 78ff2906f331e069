import { extname } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

export function contentTypeFor(file: string): string {
  return TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

export function isHtmlFile(file: string): boolean {
  return extname(file).toLowerCase() === '.html';
}

/** Images and fonts are only ever used as what they are: nosniff changes nothing for them. For
 *  scripts, styles and JSON it makes the browser refuse a wrong type (docs/security.md). */
export function needsNoSniff(file: string): boolean {
  return !/^(image|font)\//.test(contentTypeFor(file));
}

/** Service-worker scripts must be revalidated, or a broken worker could stick for an hour. */
const ALWAYS_REVALIDATE = new Set(['/sw.js', '/service-worker.js']);

/** Images under /cdn/ (banners, game icons, team images) change rarely: a week, then revalidate. */
export const CDN_CACHE_CONTROL = 'public, max-age=604800';

/** Cached forever and never revalidated (so it needs no ETag). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * `/assets/` holds Vite's content-hashed files: a new build means new names, so they can be
 * cached forever. HTML names are stable and must be revalidated on every visit.
 */
export function cacheControlFor(requestPath: string, file: string): string {
  if (isHtmlFile(file) || ALWAYS_REVALIDATE.has(requestPath)) return 'no-cache';
  if (requestPath.startsWith('/assets/')) return IMMUTABLE;
  if (requestPath.startsWith('/cdn/')) return CDN_CACHE_CONTROL;
  return 'public, max-age=3600';
}
