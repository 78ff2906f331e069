import type { CspHashes } from './manifest.ts';

/**
 * The app's Content-Security-Policy. Inline scripts and styles are allowed only by the hashes the
 * build recorded in csp.json; never 'unsafe-inline' or 'unsafe-eval'. img-src allows https: for
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
