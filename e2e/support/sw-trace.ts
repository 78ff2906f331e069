/**
 * A timeline of what a context's service workers did (e2e/offline.spec.ts attaches it to a failed
 * test): each registration's new versions and their states, as the page sees them (an init
 * script), the workers' console, and the requests of the pages and of the workers.
 *
 * No CDP session: one attached to the page keeps `context.setOffline` from reaching
 * navigator.onLine, as the fixture's throttling does (offline.spec.ts turns that off).
 */
import type { BrowserContext, TestInfo } from '@playwright/test';

export interface SwTrace {
  /** Adds a line of the test's own (a step it took). */
  note(text: string): void;
  attach(testInfo: TestInfo): Promise<void>;
}

const MARK = '[sw-trace]';

/** In every page: the registration's versions as they appear (`updatefound`) and change state, and
 *  the page's controller. The browser's check of /sw.js shows only when it finds a new version. */
function reportWorkers(mark: string): void {
  const sw = navigator.serviceWorker;
  if (!sw) return;
  const log = (text: string) => console.debug(`${mark} ${text}`);
  const follow = (worker: ServiceWorker | null, role: string) => {
    if (!worker) return;
    log(`${role} worker: ${worker.state}`);
    worker.addEventListener('statechange', () => log(`${role} worker: ${worker.state}`));
  };
  sw.addEventListener('controllerchange', () => log('the page has a new controller'));
  void sw.ready.then((registration) => {
    log(`registration ready, active ${registration.active?.state}`);
    registration.addEventListener('updatefound', () => follow(registration.installing, 'new'));
    follow(registration.installing, 'installing');
    follow(registration.waiting, 'waiting');
  });
}

export async function traceServiceWorkers(context: BrowserContext): Promise<SwTrace> {
  const start = Date.now();
  const lines: string[] = [];
  const log = (text: string) => lines.push(`${String(Date.now() - start).padStart(6)} ms  ${text}`);
  const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

  await context.addInitScript(reportWorkers, MARK);
  context.on('console', (message) => {
    const text = message.text();
    if (text.startsWith(MARK)) log(text.slice(MARK.length + 1));
    else if (message.worker()) log(`worker console ${message.type()}: ${text}`);
  });
  const by = (request: { serviceWorker(): unknown }) => (request.serviceWorker() ? 'worker' : 'page');
  context.on('requestfinished', async (request) => {
    const response = await request.response().catch(() => null);
    log(`${by(request)} ${request.method()} ${path(request.url())} → ${response?.status() ?? '?'}`);
  });
  context.on('requestfailed', (request) => log(`${by(request)} ${request.method()} ${path(request.url())} failed: ${request.failure()?.errorText}`));

  return {
    note: (text) => log(`— ${text}`),
    attach: (testInfo) => testInfo.attach('service-worker timeline', { body: lines.join('\n'), contentType: 'text/plain' }),
  };
}
