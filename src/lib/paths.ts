// The one table of in-app paths. Build links with these names and `href()`, never with string
// literals scattered through components. The pages and their addresses are declared in
// src/app/pages.ts (both specification documents' routes, plus the targets of the member-centre
// and agent grids); the table itself is generated from there.

import type { PageName, PagePaths } from '@/app/pages';
import { aliases as generatedAliases, paths as generatedPaths } from 'virtual:paths';

/** Every page's address, from its record (src/app/pages.ts). */
export const paths: PagePaths = generatedPaths;

export type PathName = PageName;
export type AppPath = PagePaths[PathName];

/** Old and alternative addresses, each mapped to the page it names. */
export const aliases: Readonly<Record<string, AppPath>> = generatedAliases;

type QueryValue = string | number | boolean | null | undefined;

/** A path with a query string; empty and nullish values are left out. */
export function href(path: AppPath, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** `/m/home/` and `/m/home` are the same page; the root stays `/`. */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

const names = new Map(Object.entries(paths).map(([name, path]) => [path as string, name as PathName]));

/** The page a path names (aliases resolved), or null for an unknown path. */
export function canonicalPath(pathname: string): AppPath | null {
  const p = normalisePath(pathname);
  return names.has(p) ? (p as AppPath) : (aliases[p] ?? null);
}

/** The name of a page's path (`/m/home` → `home`). */
export const nameOf = (path: AppPath): PathName => names.get(path) as PathName;
