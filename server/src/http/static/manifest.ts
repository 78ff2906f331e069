import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * routes.json and csp.json are written by the client build. They are read once, then re-read
 * when their mtime changes (checked at most once a second), so a rebuild needs no restart.
 */

export interface RoutesManifest {
  pages: Record<string, string>;
  aliases: Record<string, string>;
  fallback: string;
  /** Home's HTML file and the build's merchant code, for its first screen (first-screen.ts). */
  home?: string;
  merchant?: string;
  /** The build's default image CDN ('' or a path: this origin), for home's banner preload. */
  imageCdn?: string;
}

/** One page's inline script and style hashes. */
export interface CspHashes {
  scriptSrc: string[];
  styleSrc: string[];
}

/** csp.json: each HTML file (named as in routes.json, relative to dist/) → its own hashes. */
export type PageHashes = ReadonlyMap<string, CspHashes>;

const DEFAULT_ROUTES: RoutesManifest = { pages: {}, aliases: {}, fallback: 'index.html' };
const CHECK_INTERVAL_MS = 1000;

function isStringMap(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');
}

export function parseRoutes(data: unknown): RoutesManifest {
  const d = (data ?? {}) as Record<string, unknown>;
  return {
    pages: isStringMap(d['pages']) ? d['pages'] : {},
    aliases: isStringMap(d['aliases']) ? d['aliases'] : {},
    fallback: typeof d['fallback'] === 'string' && d['fallback'] ? d['fallback'] : 'index.html',
    home: typeof d['home'] === 'string' && d['home'] ? d['home'] : undefined,
    merchant: typeof d['merchant'] === 'string' && /^[A-Za-z0-9_-]{1,32}$/.test(d['merchant']) ? d['merchant'] : undefined,
    imageCdn: typeof d['imageCdn'] === 'string' && /^[\x21-\x7e]{0,200}$/.test(d['imageCdn']) ? d['imageCdn'] : undefined,
  };
}

/** Only hash sources go into the CSP: a stray 'unsafe-inline' or a header-breaking string is dropped. */
const HASH_SOURCE = /^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function parseCsp(data: unknown): PageHashes {
  const hashes = (value: unknown): string[] =>
    Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && HASH_SOURCE.test(v)) : [];
  const pages = new Map<string, CspHashes>();
  if (!isObject(data)) return pages;
  for (const [file, entry] of Object.entries(data)) {
    if (isObject(entry)) pages.set(file, { scriptSrc: hashes(entry['script-src']), styleSrc: hashes(entry['style-src']) });
  }
  return pages;
}

function watchJson<T>(file: string, parse: (data: unknown) => T, fallback: T): () => T {
  let value = fallback;
  let mtimeMs = -1;
  let checkedAt = 0;
  return () => {
    const now = Date.now();
    if (now - checkedAt < CHECK_INTERVAL_MS) return value;
    checkedAt = now;
    let current: number;
    try {
      current = statSync(file).mtimeMs;
    } catch {
      mtimeMs = -1;
      value = fallback;
      return value;
    }
    if (current !== mtimeMs) {
      mtimeMs = current;
      try {
        value = parse(JSON.parse(readFileSync(file, 'utf8')));
      } catch (error) {
        console.error(`[static] ignoring unreadable ${file}:`, (error as Error).message);
        value = fallback;
      }
    }
    return value;
  };
}

export interface BuildManifest {
  routes: () => RoutesManifest;
  csp: () => PageHashes;
}

export function loadBuildManifest(distDir: string): BuildManifest {
  return {
    routes: watchJson(join(distDir, 'routes.json'), parseRoutes, DEFAULT_ROUTES),
    csp: watchJson<PageHashes>(join(distDir, 'csp.json'), parseCsp, new Map()),
  };
}
