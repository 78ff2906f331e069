// Idle-time chunk (after-start.ts). Registers the service worker (src/sw/, built into /sw.js;
// docs/offline.md), and on a good network asks it to cache the other route chunks too. A server can
// retire the worker by serving a self-removing one at /sw.js (SERVICE_WORKER=off, server/README.md).

import { WARM_MESSAGE } from '@/sw/config';

/** `warm`: also have the worker cache the other route chunks (after-start.ts decides: a good network). */
export function registerServiceWorker({ warm }: { warm: boolean }): void {
  const sw = navigator.serviceWorker;
  if (!import.meta.env.PROD || !sw) return;
  // updateViaCache 'none': the browser checks /sw.js itself on every navigation, never an HTTP-cached copy.
  sw.register('/sw.js', { updateViaCache: 'none' })
    .then(() => sw.ready)
    .then((registration) => warm && registration.active?.postMessage(WARM_MESSAGE))
    .catch(() => {});
}
