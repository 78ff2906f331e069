import { stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import type { RoutesManifest } from './manifest.ts';

export type Resolution = { kind: 'file'; file: string; stats: Stats } | { kind: 'bad-request' } | { kind: 'not-found' } | { kind: 'no-build' };

/** Joins a URL path to the root and refuses anything that lands outside it (`..`, encoded or not). */
export function safeJoin(root: string, urlPath: string): string | undefined {
  const full = resolve(root, urlPath.replace(/^\/+/, ''));
  return full === root || full.startsWith(root + sep) ? full : undefined;
}

async function regularFile(file: string | undefined): Promise<Stats | undefined> {
  if (!file) return undefined;
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

/** Follows aliases (a few hops at most, so a cycle in routes.json cannot hang a request). */
function canonicalPath(path: string, aliases: Record<string, string>): string {
  let current = path;
  for (let hop = 0; hop < 4; hop++) {
    const next = aliases[current];
    if (next === undefined || next === current) break;
    current = next;
  }
  return current;
}

/**
 * Maps a request path to a file: alias → canonical route → its prerendered page; else a real
 * file under the root; else the fallback HTML (the client router handles unknown routes).
 * A missing file that looks like an asset (has an extension other than .html) is a 404, so a
 * stale chunk name fails loudly instead of receiving HTML with status 200.
 */
export async function resolveStatic(root: string, rawPath: string, routes: RoutesManifest): Promise<Resolution> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'bad-request' };
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return { kind: 'bad-request' };
  const path = decoded.length > 1 ? decoded.replace(/\/+$/, '') || '/' : decoded;

  const page = routes.pages[canonicalPath(path, routes.aliases)];
  const pageFile = page === undefined ? undefined : safeJoin(root, page);
  const pageStats = await regularFile(pageFile);
  if (pageFile && pageStats) return { kind: 'file', file: pageFile, stats: pageStats };

  // Dot paths (.vite/manifest.json, editor files) are build internals, not part of the app.
  const hidden = path.split('/').some((seg) => seg.startsWith('.') && seg !== '.well-known');
  const realFile = hidden ? undefined : safeJoin(root, path);
  const realStats = await regularFile(realFile);
  if (realFile && realStats) return { kind: 'file', file: realFile, stats: realStats };

  const ext = extname(path).toLowerCase();
  if (ext !== '' && ext !== '.html') return { kind: 'not-found' };

  const fallbackFile = safeJoin(root, routes.fallback);
  const fallbackStats = await regularFile(fallbackFile);
  if (fallbackFile && fallbackStats) return { kind: 'file', file: fallbackFile, stats: fallbackStats };
  return { kind: 'no-build' };
}
