// The second route table: pages a visit rarely starts on (the member area, the agent home, the
// content pages, the account pages other than login, the winner board, the maintenance page, the
// money pages, the agent's tools), generated from the page records (pages.ts) as
// `virtual:more-pages`. The entry's table (route-table.ts) holds the landing pages; every page
// listed there costs the entry its loader and its preload list, which no compression removes
// (chunk names carry hashes). This table is its own small chunk: fetched when idle after the first
// render, preloaded by the prerendered HTML of its own pages, and awaited (with the page) by a
// navigation that comes before either.

import type { PathName } from '@/lib/paths';
import { routes } from 'virtual:more-pages';
import { routeComponent, type LazyRoute } from './lazy-route';

/** The page of a name the entry's table does not have (every page is in one of the two). */
export const morePage = (name: PathName): LazyRoute => routeComponent(routes[name]!);
