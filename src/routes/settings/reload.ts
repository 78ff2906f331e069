// A full page load of an in-app path: after sign-out nothing of the old session may survive in
// memory (specification §4: "reloads to /m/home"). Its own module, so tests can replace it.

import type { AppPath } from '@/lib/paths';

export function reloadTo(path: AppPath): void {
  location.assign(path);
}
