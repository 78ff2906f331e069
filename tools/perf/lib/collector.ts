/**
 * In-page metric collection, installed with page.addInitScript so that the observers exist
 * before the first byte of the app runs (a long task during boot is not missed).
 *
 * Kept as plain JavaScript in a string: functions passed to Playwright are serialised, and a
 * transpiler's helpers (tsx/esbuild `__name`) would not exist in the page.
 */
export const COLLECTOR_SCRIPT = `(() => {
  if (window !== window.top || window.__perf) return;
  const m = { fcp: null, lcp: null, lcpElement: null, lcpIsBanner: false, firstGame: null, shifts: [], longTasks: [] };
  Object.defineProperty(window, '__perf', { value: m });
  const describe = (el) => {
    if (!el || !el.tagName) return null;
    let s = el.tagName.toLowerCase();
    if (el.id) s += '#' + el.id;
    if (typeof el.className === 'string' && el.className.trim()) s += '.' + el.className.trim().split(/\\s+/).join('.');
    return s.slice(0, 120);
  };
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch (e) { /* entry type not supported */ }
  };
  observe('paint', (e) => { if (e.name === 'first-contentful-paint') m.fcp = e.startTime; });
  observe('largest-contentful-paint', (e) => {
    m.lcp = e.startTime;
    m.lcpElement = describe(e.element);
    // Home's first banner is the one picture asked for with high priority (BannerCarousel).
    m.lcpIsBanner = !!(e.element && e.element.matches && e.element.matches('img[fetchpriority="high"]'));
  });
  observe('layout-shift', (e) => { if (!e.hadRecentInput) m.shifts.push({ t: e.startTime, v: e.value }); });
  observe('longtask', (e) => { m.longTasks.push({ t: e.startTime, d: e.duration }); });
  // First game icon visible: the earliest paint of an icon named elementtiming="game" (home's
  // first row; the peer stand-in's tiles carry it too).
  observe('element', (e) => {
    const t = e.renderTime || e.loadTime;
    if (e.identifier === 'game' && t && (m.firstGame === null || t < m.firstGame)) m.firstGame = t;
  });
})();`;

/** Evaluated after the load has settled; returns JSON so nothing depends on serialisation rules. */
export const READ_SCRIPT = `(() => {
  const nav = performance.getEntriesByType('navigation')[0];
  return JSON.stringify({
    ...window.__perf,
    htmlReceived: nav ? nav.responseEnd : null,
    ready: (performance.getEntriesByName('app-ready')[0] || {}).startTime ?? null,
    domContentLoaded: nav ? nav.domContentLoadedEventEnd : null,
    load: nav ? nav.loadEventEnd : null,
    domNodes: document.getElementsByTagName('*').length,
  });
})()`;

export interface PageMetrics {
  fcp: number | null;
  lcp: number | null;
  lcpElement: string | null;
  /** The largest paint is an image asked for with high priority (home: the first banner). */
  lcpIsBanner: boolean;
  /** The first game icon painted (Element Timing, identifier `game`). */
  firstGame: number | null;
  shifts: { t: number; v: number }[];
  longTasks: { t: number; d: number }[];
  /** Navigation responseEnd. Not responseStart: CDP throttling delays the body, not the headers. */
  htmlReceived: number | null;
  /** The app rendered over the prerendered HTML and handles taps (main.tsx marks 'app-ready'). */
  ready: number | null;
  domContentLoaded: number | null;
  load: number | null;
  domNodes: number;
}

/** The one CLS implementation, the field data's (src/lib/vitals/metrics.ts). */
export { cumulativeLayoutShift } from '../../../src/lib/vitals/metrics.ts';
