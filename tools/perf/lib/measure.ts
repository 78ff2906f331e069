/**
 * Loads of one URL on one profile, measured in the page: a cold load (a fresh browser context,
 * throttled before navigation) and the measuring both that and the repeat visit (repeat.ts) use.
 */
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { LOW_END_ANDROID } from '../../../e2e/support/browser.ts';
import { applyProfile, type NetworkProfile } from '../../../e2e/support/profiles.ts';
import { COLLECTOR_SCRIPT, READ_SCRIPT, cumulativeLayoutShift, type PageMetrics } from './collector.ts';
import type { SocketMeter, WireCount } from './socket-meter.ts';

export type ByteKind = 'html' | 'js' | 'css' | 'img' | 'font' | 'api' | 'other';

export interface LoadResult {
  run: number;
  ok: boolean;
  error?: string;
  /** The whole HTML document has arrived (navigation responseEnd). */
  htmlReceivedMs?: number | null;
  fcpMs?: number | null;
  lcpMs?: number | null;
  lcpElement?: string | null;
  /** The largest paint is the picture asked for with high priority (home's first banner). */
  lcpIsBanner?: boolean;
  /** The first game icon painted (Element Timing `game`). */
  firstGameMs?: number | null;
  readyMs?: number | null;
  domContentLoadedMs?: number | null;
  loadMs?: number | null;
  cls?: number;
  longTaskCount?: number;
  longTaskTotalMs?: number;
  /** Sum of the part of each long task over 50 ms (Total Blocking Time, up to the end of the load). */
  blockingMs?: number;
  transferredBytes?: number;
  /** HTML, CSS and JS bodies (brotli as served, no headers) whose download ended before the largest
   *  paint: the critical path's bytes. */
  criticalBytes?: number;
  /** JS bodies of the whole load (brotli as served, no headers) without Swiper's chunks (they load
   *  when idle, never before the largest paint). */
  jsWithoutSwiperBytes?: number;
  bytesByKind?: Record<ByteKind, number>;
  /** What crossed the socket (socket-meter.ts), when the load went through the meter. */
  wire?: WireCount;
  requests?: number;
  failedRequests?: number;
  domNodes?: number;
  networkIdle?: boolean;
  /** Raw entries, for looking into an outlier: start time and duration (ms). */
  longTasks?: { t: number; d: number }[];
  /** Raw layout shifts without recent input: start time (ms) and score. */
  layoutShifts?: { t: number; v: number }[];
  /** Requests the page's service worker answered (CDP `response.fromServiceWorker`). */
  fromServiceWorker?: number;
  /** Requests answered from the HTTP cache (memory or disk) without the network. */
  fromCache?: number;
  /** Repeat visits: the page was controlled by a service worker. */
  controlled?: boolean;
}

const ms = (v: number | null): number | null => (v === null ? null : Math.round(v * 10) / 10);

/** Swiper's chunks (the shared core and each carousel's start-up module). */
const SWIPER_CHUNK = /\/assets\/(start-)?(vendor-)?swiper-[\w-]+\.js$/;

const KIND_BY_CDP_TYPE: Record<string, ByteKind> = {
  Document: 'html',
  Script: 'js',
  Stylesheet: 'css',
  Image: 'img',
  Font: 'font',
  Fetch: 'api',
  XHR: 'api',
};

/** Sums what went over the wire for this page's requests (CDP Network.loadingFinished). */
function trackNetwork(cdp: CDPSession) {
  const kinds = new Map<string, ByteKind>();
  const bytes: Record<ByteKind, number> = { html: 0, js: 0, css: 0, img: 0, font: 0, api: 0, other: 0 };
  let total = 0;
  let requests = 0;
  let failed = 0;
  let fromServiceWorker = 0;
  let fromCache = 0;
  /** Each finished request: kind, URL, body bytes (as sent: compressed, no headers), and when it
   *  finished (CDP's monotonic seconds). */
  const finished: { kind: ByteKind; url: string; bytes: number; at: number }[] = [];
  const bodies = new Map<string, number>();
  cdp.on('Network.dataReceived', (e) => {
    if (kinds.has(e.requestId)) bodies.set(e.requestId, (bodies.get(e.requestId) ?? 0) + e.encodedDataLength);
  });
  const urls = new Map<string, string>();
  /** When the document was requested: the navigation's start on CDP's clock. */
  let documentAt: number | null = null;
  /** Each response's header bytes, for a response whose body CDP reports in no data chunk. */
  const headerBytes = new Map<string, number>();
  cdp.on('Network.responseReceived', (e) => {
    if (!kinds.has(e.requestId)) return;
    headerBytes.set(e.requestId, e.response.encodedDataLength);
    if (e.response.fromServiceWorker) fromServiceWorker++;
    else if (e.response.fromDiskCache) fromCache++;
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    if (kinds.has(e.requestId)) fromCache++;
  });
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.startsWith('data:') || kinds.has(e.requestId)) return;
    kinds.set(e.requestId, KIND_BY_CDP_TYPE[e.type ?? ''] ?? 'other');
    urls.set(e.requestId, e.request.url);
    if (e.type === 'Document' && documentAt === null) documentAt = e.timestamp;
    requests++;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const kind = kinds.get(e.requestId);
    if (!kind) return;
    bytes[kind] += e.encodedDataLength;
    total += e.encodedDataLength;
    // A body sent in one write (home's page with its first screen) comes in data chunks of 0 bytes:
    // then the body is what finished minus the headers.
    const body = bodies.get(e.requestId) || Math.max(0, e.encodedDataLength - (headerBytes.get(e.requestId) ?? 0));
    finished.push({ kind, url: urls.get(e.requestId) ?? '', bytes: body, at: e.timestamp });
  });
  cdp.on('Network.loadingFailed', (e) => {
    if (kinds.has(e.requestId)) failed++;
  });
  /** Bytes of `kinds` finished within `ms` of the document request (all of them without `ms`). */
  const bytesOf = (kindsWanted: ByteKind[], ms: number | null = null, skip?: RegExp) =>
    finished
      .filter((f) => kindsWanted.includes(f.kind) && !(skip && skip.test(f.url)))
      .filter((f) => ms === null || (documentAt !== null && (f.at - documentAt) * 1000 <= ms))
      .reduce((sum, f) => sum + f.bytes, 0);
  return () => ({ total, bytes: { ...bytes }, requests, failed, fromServiceWorker, fromCache, bytesOf });
}

export interface LoadOptions {
  browser: Browser;
  url: string;
  profile: NetworkProfile | null;
  run: number;
  settleMs?: number;
  /** Counts the load's bytes at the socket (`url` must be on the meter's origin). */
  meter?: SocketMeter;
}

export async function coldLoad({ browser, url, profile, run, settleMs = 1_000, meter }: LoadOptions): Promise<LoadResult> {
  // A new context has its own empty HTTP cache, cookies and storage; service workers are blocked
  // so that nothing is served from a previous run.
  const context = await browser.newContext({ ...LOW_END_ANDROID, serviceWorkers: 'block' });
  try {
    return await measuredLoad({ context, page: await context.newPage(), url, profile, run, settleMs, meter });
  } catch (error) {
    return failedRun(run, error);
  } finally {
    await context.close().catch(() => undefined);
  }
}

export const failedRun = (run: number, error: unknown): LoadResult => ({
  run,
  ok: false,
  error: error instanceof Error ? error.message.split('\n')[0] : String(error),
});

export interface PageLoadOptions {
  context: BrowserContext;
  /** A page that has not navigated yet. */
  page: Page;
  url: string;
  profile: NetworkProfile | null;
  run: number;
  settleMs?: number;
  /** Also read whether a service worker controls the page (repeat visits). */
  readController?: boolean;
  meter?: SocketMeter;
}

/**
 * Navigates `page` to `url` throttled with `profile` (applied before navigation), waits for the
 * load event, network idle and `settleMs`, and reads the collector's figures and the page's
 * network. Throws when the page does not load.
 */
export async function measuredLoad({
  context,
  page,
  url,
  profile,
  run,
  settleMs = 1_000,
  readController = false,
  meter,
}: PageLoadOptions): Promise<LoadResult> {
  await page.addInitScript(COLLECTOR_SCRIPT);
  const cdp = await context.newCDPSession(page);
  const network = trackNetwork(cdp);
  await cdp.send('Network.enable');
  if (profile) await applyProfile(cdp, profile);

  meter?.reset();
  // Give slow profiles longer before calling a load failed: ×2 on 3G, ×4 on 2G.
  const patience = profile ? Math.max(1, profile.latencyMs / 200) : 1;
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 * patience });
  // An app that polls may never be idle for 500 ms: note it and measure anyway.
  const networkIdle = await page.waitForLoadState('networkidle', { timeout: 15_000 * patience }).then(
    () => true,
    () => false,
  );
  await page.waitForTimeout(settleMs);

  const m = JSON.parse((await page.evaluate(READ_SCRIPT)) as string) as PageMetrics;
  const net = network();
  const wire = meter?.read();
  const controlled = readController ? await page.evaluate(() => navigator.serviceWorker?.controller != null) : undefined;
  await cdp.detach().catch(() => undefined);
  return {
    run,
    ok: true,
    htmlReceivedMs: ms(m.htmlReceived),
    fcpMs: ms(m.fcp),
    lcpMs: ms(m.lcp),
    lcpElement: m.lcpElement,
    lcpIsBanner: m.lcpIsBanner,
    firstGameMs: ms(m.firstGame),
    readyMs: ms(m.ready),
    domContentLoadedMs: ms(m.domContentLoaded),
    loadMs: ms(m.load),
    cls: cumulativeLayoutShift(m.shifts),
    longTaskCount: m.longTasks.length,
    longTaskTotalMs: m.longTasks.reduce((sum, t) => sum + t.d, 0),
    blockingMs: m.longTasks.reduce((sum, t) => sum + Math.max(0, t.d - 50), 0),
    transferredBytes: net.total,
    ...(m.lcp !== null && { criticalBytes: net.bytesOf(['html', 'css', 'js'], m.lcp) }),
    jsWithoutSwiperBytes: net.bytesOf(['js'], null, SWIPER_CHUNK),
    bytesByKind: net.bytes,
    ...(wire && { wire }),
    requests: net.requests,
    failedRequests: net.failed,
    domNodes: m.domNodes,
    networkIdle,
    longTasks: m.longTasks.map(({ t, d }) => ({ t: ms(t)!, d: ms(d)! })),
    layoutShifts: m.shifts,
    ...(readController && { fromServiceWorker: net.fromServiceWorker, fromCache: net.fromCache, controlled }),
  };
}
