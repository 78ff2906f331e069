// The service worker (built by scripts/build/service-worker.ts into dist/sw.js, with the build's
// precache lists as __SW_CONFIG__). Its decisions live in worker.ts; this file only wires them to
// the worker's events. A new build takes over at once (skipWaiting + claim): the pages it serves
// from then on are the new build's, and pages of the previous build still find their chunks in
// the previous build's cache, which is kept until the next one.

import { WARM_MESSAGE, type SwConfig } from './config';
import { createWorker } from './worker';

declare const __SW_CONFIG__: SwConfig;

interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageEvent extends ExtendableEvent {
  data: unknown;
}
interface WorkerScope {
  location: Location;
  caches: CacheStorage;
  fetch: typeof fetch;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

const scope = self as unknown as WorkerScope;
const worker = createWorker({
  config: __SW_CONFIG__,
  caches: scope.caches,
  fetch: (request) => scope.fetch(request),
  origin: scope.location.origin,
  now: Date.now,
});

scope.addEventListener('install', (event) => {
  event.waitUntil(worker.install().then(() => scope.skipWaiting()));
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(worker.activate().then(() => scope.clients.claim()));
});

scope.addEventListener('fetch', (event) => {
  const answer = worker.respond(event.request, (work) => event.waitUntil(work));
  if (answer) event.respondWith(answer);
});

scope.addEventListener('message', (event) => {
  if (event.data === WARM_MESSAGE) event.waitUntil(worker.warm());
});
