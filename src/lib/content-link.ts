// Where a link inside announcement content goes (specification §2: "Links in popup content go to
// an external address when they start with http, otherwise to an in-app route"; ARCHITECTURE §5):
// http(s) opens outside the app, a path that names an app page navigates in the app, and anything
// else (javascript:, mailto:, //host, unknown paths) is ignored.

import { canonicalPath } from './paths';

export type ContentLinkTarget = { kind: 'external'; url: string } | { kind: 'app'; path: string };

/** Only resolves paths: the host never appears in the result. */
const BASE = 'https://app.invalid';

/** An address that opens outside the app. */
export const EXTERNAL_LINK = /^https?:\/\//i;
/** A path on this site (`//host` and `/\host` name another host), yet to be checked against the
 *  table of pages. The inline start-up script (src/early.ts) links the first banner by these two,
 *  before the table has loaded. */
export const SITE_PATH = /^\/(?![/\\])/;

export function contentLinkTarget(href: string): ContentLinkTarget | null {
  const raw = href.trim();
  if (EXTERNAL_LINK.test(raw)) return { kind: 'external', url: raw };
  if (!SITE_PATH.test(raw)) return null;
  const url = new URL(raw, BASE);
  const path = canonicalPath(url.pathname);
  return path && { kind: 'app', path: path + url.search + url.hash };
}
