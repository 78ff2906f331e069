// Where a successful login goes, and where a signed-in member who
// opens the login or register page is sent: the `redirect` query parameter when it names a page of
// this app (the shell sends visitors to log in with `?redirect=/m/withdraw`), else home. Anything
// that could leave the site (`https://…`, `//host`, `/\host`, `javascript:`) or names no page is
// ignored: no open redirect.

import { canonicalPath, paths } from '@/lib/paths';

const ORIGIN = 'http://app.invalid';

export function redirectTarget(search: string): string {
  const raw = new URLSearchParams(search).get('redirect') ?? '';
  // Only origin-relative paths; browsers read a backslash like a slash (`/\evil.example`).
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return paths.home;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return paths.home;
  }
  const path = url.origin === ORIGIN ? canonicalPath(url.pathname) : null;
  // Back to the login page would be a loop.
  if (!path || path === paths.login) return paths.home;
  return `${path}${url.search}`;
}
