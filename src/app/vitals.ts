// Idle-time chunk, loaded by after-start.ts for a sampled page load only (docs/field-data.md).
// Observes the landing page's FCP, LCP, CLS, INP and first game icon (`buffered`: entries from
// before this chunk arrived count too) and sends them at most twice: at an idle moment about 10 s
// after load, with what it has, then when the page is hidden (INP and CLS final), only if they
// changed. The pure parts are lib/vitals/metrics.ts.

import { sendVitals } from '@/api/vitals';
import { canonicalPath, nameOf } from '@/lib/paths';
import { buildBeacon, type Observed, type Shift } from '@/lib/vitals/metrics';
import { connection } from '@/state/data-saver';

/** The idle beacon's time after the navigation's start. */
const IDLE_BEACON_MS = 10_000;
const MAX_BEACONS = 2;

type Entry = PerformanceEntry & {
  hadRecentInput?: boolean;
  value?: number;
  interactionId?: number;
  identifier?: string;
  renderTime?: number;
  loadTime?: number;
};

function observe(type: string, onEntry: (e: Entry) => void, options: { durationThreshold?: number } = {}): boolean {
  try {
    new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true, ...options });
    return PerformanceObserver.supportedEntryTypes.includes(type);
  } catch {
    return false; // not in this browser: the metric is left out
  }
}

/** `chunkErrors`: lib/chunk-errors.ts's list, passed in so that this chunk imports nothing from
 *  the entry's (its preload list would name the entry's files: bytes in after-start). */
export function collectVitals(pathname: string, chunkErrors: readonly unknown[]): void {
  const path = canonicalPath(pathname);
  const shifts: Shift[] = [];
  const longest = new Map<number, number>();
  const o: Observed = { interactions: [], chunkErrors };
  // LCP is the last candidate before the player first acts, or leaves.
  let lcpFinal = false;
  const endLcp = () => (lcpFinal = true);
  ['keydown', 'click'].forEach((type) => addEventListener(type, endLcp, { once: true, capture: true }));

  observe('paint', (e) => void (e.name === 'first-contentful-paint' && (o.fcp = e.startTime)));
  observe('largest-contentful-paint', (e) => void (lcpFinal || (o.lcp = e.startTime)));
  if (observe('layout-shift', (e) => void (e.hadRecentInput || shifts.push({ t: e.startTime, v: e.value ?? 0 })))) o.shifts = shifts;
  observe('element', (e) => void (e.identifier === 'game' && (o.firstGame ??= e.renderTime || e.loadTime)));
  // Events of 40 ms and longer, as web-vitals asks (the default threshold is 104 ms).
  observe(
    'event',
    (e) => {
      const id = e.interactionId;
      if (id) longest.set(id, Math.max(longest.get(id) ?? 0, e.duration));
    },
    { durationThreshold: 40 },
  );

  const c = connection() as { effectiveType?: string; saveData?: boolean } | undefined;
  const base = {
    // Per page load and in memory only: ties this load's two beacons together (the second replaces the first).
    id: (Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2)).slice(0, 16),
    page: path ? nameOf(path) : 'other',
    conn: c?.effectiveType,
    saveData: c?.saveData === true,
    sw: !!navigator.serviceWorker?.controller,
  };
  let sent = 0;
  let last = '';
  /** Sends what was seen unless it was sent already. */
  const send = () => {
    const beacon = buildBeacon(base, { ...o, interactions: [...longest.values()] });
    const body = JSON.stringify(beacon);
    if (sent >= MAX_BEACONS || body === last) return;
    sent++;
    last = body;
    sendVitals(beacon);
  };
  const final = () => {
    endLcp();
    send();
  };
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && final());
  addEventListener('pagehide', final);
  setTimeout(
    () => ('requestIdleCallback' in globalThis ? requestIdleCallback(send, { timeout: 5000 }) : send()),
    Math.max(0, IDLE_BEACON_MS - performance.now()),
  );
}
