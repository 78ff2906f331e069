/** Summaries (median, min, max) and the console table of `npm run perf`. */
import { describeProfile, type NetworkProfile } from '../../../e2e/support/profiles.ts';
import type { ByteKind, LoadResult } from './measure.ts';

export interface Stat {
  median: number;
  min: number;
  max: number;
  spread: number;
  unit: string;
  n: number;
}

interface MetricDef {
  key: string;
  label: string;
  unit: 'ms' | 'kB' | '' | 'count';
  pick: (r: LoadResult) => number | null | undefined;
  digits: number;
}

const kB = (bytes: number | undefined): number | undefined => (bytes === undefined ? undefined : bytes / 1000);
const kind = (k: ByteKind) => (r: LoadResult) => kB(r.bytesByKind?.[k]);

export const METRICS: MetricDef[] = [
  { key: 'htmlReceived', label: 'HTML received', unit: 'ms', pick: (r) => r.htmlReceivedMs, digits: 0 },
  { key: 'fcp', label: 'FCP', unit: 'ms', pick: (r) => r.fcpMs, digits: 0 },
  { key: 'lcp', label: 'LCP', unit: 'ms', pick: (r) => r.lcpMs, digits: 0 },
  { key: 'firstGame', label: 'first game icon visible', unit: 'ms', pick: (r) => r.firstGameMs, digits: 0 },
  { key: 'ready', label: 'app ready (taps handled)', unit: 'ms', pick: (r) => r.readyMs, digits: 0 },
  { key: 'domContentLoaded', label: 'DOMContentLoaded', unit: 'ms', pick: (r) => r.domContentLoadedMs, digits: 0 },
  { key: 'load', label: 'load event', unit: 'ms', pick: (r) => r.loadMs, digits: 0 },
  { key: 'cls', label: 'CLS', unit: '', pick: (r) => r.cls, digits: 3 },
  { key: 'longTaskTotal', label: 'long tasks, total', unit: 'ms', pick: (r) => r.longTaskTotalMs, digits: 0 },
  { key: 'blocking', label: 'long tasks over 50 ms (TBT)', unit: 'ms', pick: (r) => r.blockingMs, digits: 0 },
  { key: 'longTaskCount', label: 'long tasks', unit: 'count', pick: (r) => r.longTaskCount, digits: 0 },
  { key: 'transferred', label: 'transferred, total', unit: 'kB', pick: (r) => kB(r.transferredBytes), digits: 1 },
  { key: 'critical', label: '  HTML+CSS+JS before LCP (bodies)', unit: 'kB', pick: (r) => kB(r.criticalBytes), digits: 1 },
  { key: 'jsWithoutSwiper', label: '  JS without Swiper (bodies)', unit: 'kB', pick: (r) => kB(r.jsWithoutSwiperBytes), digits: 1 },
  { key: 'html', label: '  HTML', unit: 'kB', pick: kind('html'), digits: 1 },
  { key: 'js', label: '  JS', unit: 'kB', pick: kind('js'), digits: 1 },
  { key: 'css', label: '  CSS', unit: 'kB', pick: kind('css'), digits: 1 },
  { key: 'img', label: '  images', unit: 'kB', pick: kind('img'), digits: 1 },
  { key: 'font', label: '  fonts', unit: 'kB', pick: kind('font'), digits: 1 },
  { key: 'api', label: '  API (fetch/XHR)', unit: 'kB', pick: kind('api'), digits: 1 },
  { key: 'other', label: '  other', unit: 'kB', pick: kind('other'), digits: 1 },
  { key: 'wireDown', label: 'over the wire, at the socket: down', unit: 'kB', pick: (r) => kB(r.wire?.down), digits: 1 },
  { key: 'wireUp', label: '  up (requests)', unit: 'kB', pick: (r) => kB(r.wire?.up), digits: 1 },
  { key: 'connections', label: '  connections opened', unit: 'count', pick: (r) => r.wire?.connections, digits: 0 },
  { key: 'requests', label: 'requests', unit: 'count', pick: (r) => r.requests, digits: 0 },
  // Repeat visits only (absent from cold loads, so their rows are not printed there).
  { key: 'fromServiceWorker', label: '  answered by the service worker', unit: 'count', pick: (r) => r.fromServiceWorker, digits: 0 },
  { key: 'fromCache', label: '  answered by the HTTP cache', unit: 'count', pick: (r) => r.fromCache, digits: 0 },
  { key: 'domNodes', label: 'DOM elements', unit: 'count', pick: (r) => r.domNodes, digits: 0 },
];

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function summarise(runs: LoadResult[]): Record<string, Stat> {
  const ok = runs.filter((r) => r.ok);
  const summary: Record<string, Stat> = {};
  for (const m of METRICS) {
    const values = ok.map(m.pick).filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
    if (values.length === 0) continue;
    const min = Math.min(...values);
    const max = Math.max(...values);
    summary[m.key] = { median: median(values), min, max, spread: max - min, unit: m.unit, n: values.length };
  }
  return summary;
}

export function formatTable(profile: NetworkProfile, url: string, runs: LoadResult[], summary: Record<string, Stat>, what = 'cold loads'): string {
  const ok = runs.filter((r) => r.ok).length;
  const lines = [`\n${describeProfile(profile)} | ${url} | ${ok}/${runs.length} ${what}`];
  const header = ['metric', 'median', 'min', 'max', 'spread', 'unit'];
  const rows = METRICS.filter((m) => summary[m.key]).map((m) => {
    const s = summary[m.key]!;
    const f = (v: number): string => v.toFixed(m.digits);
    return [m.label, f(s.median), f(s.min), f(s.max), f(s.spread), m.unit];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const fmt = (cells: string[]): string =>
    cells
      .map((c, i) => (i === 0 || i === 5 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  lines.push(fmt(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(fmt));
  for (const r of runs.filter((x) => !x.ok)) lines.push(`run ${r.run} failed: ${r.error}`);
  const notIdle = runs.filter((r) => r.ok && r.networkIdle === false).length;
  if (notIdle) lines.push(`note: ${notIdle} load(s) never reached network idle; measured anyway`);
  const lcp = runs.find((r) => r.ok && r.lcpElement)?.lcpElement;
  if (lcp) lines.push(`LCP element (first run): ${lcp}`);
  return lines.join('\n');
}
