// ENTRY CHUNK. Registers the service worker (src/sw/, built into /sw.js; docs/offline.md) once the
// page is idle, and on a good network asks it to cache the other route chunks too. A server can
// retire the worker by serving a self-removing one at /sw.js (SERVICE_WORKER=off, server/README.md).

import { goodNetwork } from '@/state/data-saver';

/** What src/sw/config.ts calls WARM_MESSAGE (not imported: that module belongs to the worker). */
const WARM_MESSAGE = 'warm-routes';

export function registerServiceWorker(): void {
  const sw = navigator.serviceWorker;
  if (!import.meta.env.PROD || !sw) return;
  // updateViaCache 'none': the browser checks /sw.js itself on every navigation, never an HTTP-cached copy.
  sw.register('/sw.js', { updateViaCache: 'none' })
    .then(() => sw.ready)
    .then((registration) => goodNetwork() && registration.active?.postMessage(WARM_MESSAGE))
    .catch(() => {});
}
