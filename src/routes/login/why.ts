// Why the login page opened, said above the form (issue 17: a guest who tapped a game landed on a
// bare login page): the game they tapped (`play`, set by state/launch.ts), else the page they are
// to come back to (the `redirect` the shell or a page sets), else nothing (the player came to log in).

import { canonicalPath, nameOf, paths, type PathName } from '@/lib/paths';
import { redirectTarget } from '@/lib/redirect';

export type LoginReason = { play: string } | { page: PathName } | null;

/** Game names are short; anything longer is not a name the app sent. */
const MAX_NAME = 60;

export function loginReason(search: string): LoginReason {
  const play = new URLSearchParams(search).get('play')?.trim() ?? '';
  if (play) return { play: play.length > MAX_NAME ? `${play.slice(0, MAX_NAME)}…` : play };
  // Only a validated in-app target names a page: never text from an attacker's address.
  const path = canonicalPath(redirectTarget(search).split('?')[0] ?? '');
  return path && path !== paths.home ? { page: nameOf(path) } : null;
}
