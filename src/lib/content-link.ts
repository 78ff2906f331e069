// Where a link inside announcement content goes (specification §2: "Links in popup content go to
// an external address when they start with http, otherwise to an in-app route"; ARCHITECTURE §5):
// http(s) opens outside the app, a path that names an app page navigates in the app, and anything
// else (javascript:, mailto:, //host, unknown paths) is ignored.

import { canonicalPath } from './paths';

export type ContentLinkTarget = { kind: 'external'; url: string } | { kind: 'app'; path: string };

/** Only resolves paths: the host never appears in the result. */
const BASE = 'https://app.invalid';

export function contentLinkTarget(href: string): ContentLinkTarget | null {
  const raw = href.trim();
  if (/^https?:\/\//i.test(raw)) return { kind: 'external', url: raw };
  // `//host` and `/\host` name another host, not a path.
  if (!/^\/(?![/\\])/.test(raw)) return null;
  const url = new URL(raw, BASE);
  const path = canonicalPath(url.pathname);
  return path && { kind: 'app', path: path + url.search + url.hash };
}
