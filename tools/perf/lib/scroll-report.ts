/** Figures, summaries (median and worst over runs), targets and the console table of the scroll benchmark. */
import { median } from './report.ts';
import type { ScrollRaw, ScrollRun } from './scroll.ts';

/** One frame at 60 Hz. A frame that took longer missed at least one display refresh. */
export const FRAME_BUDGET_MS = 16.7;
const REFRESH_MS = 1000 / 60;
/**
 * Animation-frame timestamps are aligned to the display refresh and rounded to 0.1 ms, so an
 * on-time frame shows as 16.6–16.8 ms after the previous one and a frame over budget as 33.3 ms
 * or more: half-way between the two tells them apart without counting rounding as lateness.
 */
export const LATE_FRAME_MS = 1.5 * REFRESH_MS;
const MB = 1_000_000;

export interface ScrollFigures {
  frames: number;
  lateFrames: number;
  /** % of frames that took more than FRAME_BUDGET_MS (a delta over LATE_FRAME_MS). */
  latePercent: number;
  /** Display refreshes with no new frame, estimated from the frame times (a 50 ms frame missed 2). */
  missedRefreshes: number;
  longestFrameMs: number;
  longTasks: number;
  /** 0 when there was no long task. */
  longestTaskMs: number;
  maxTiles: number;
  heapBeforeMB: number;
  heapAfterMB: number;
  heapGrowthMB: number;
  scrolledPx: number;
}

export function frameStats(frames: readonly number[]) {
  const late = frames.filter((d) => d > LATE_FRAME_MS).length;
  return {
    frames: frames.length,
    lateFrames: late,
    latePercent: frames.length ? (100 * late) / frames.length : 0,
    missedRefreshes: frames.reduce((sum, d) => sum + Math.max(0, Math.round(d / REFRESH_MS) - 1), 0),
    longestFrameMs: frames.length ? Math.max(...frames) : 0,
  };
}

export function scrollFigures(raw: ScrollRaw): ScrollFigures {
  return {
    ...frameStats(raw.frames),
    longTasks: raw.longTasks.length,
    longestTaskMs: Math.max(0, ...raw.longTasks.map((t) => t.d)),
    maxTiles: Math.max(0, ...raw.tileCounts),
    heapBeforeMB: raw.heapBeforeBytes / MB,
    heapAfterMB: raw.heapAfterBytes / MB,
    heapGrowthMB: (raw.heapAfterBytes - raw.heapBeforeBytes) / MB,
    scrolledPx: raw.scrolledPx,
  };
}

interface ScrollMetric {
  key: keyof ScrollFigures;
  label: string;
  unit: string;
  digits: number;
  /** Which end of the runs is the worst one. */
  worse: 'higher' | 'lower';
}

export const SCROLL_METRICS: ScrollMetric[] = [
  { key: 'frames', label: 'frames', unit: 'count', digits: 0, worse: 'lower' },
  { key: 'latePercent', label: `frames over ${FRAME_BUDGET_MS} ms`, unit: '%', digits: 1, worse: 'higher' },
  { key: 'missedRefreshes', label: 'missed refreshes (est.)', unit: 'count', digits: 0, worse: 'higher' },
  { key: 'longestFrameMs', label: 'longest frame', unit: 'ms', digits: 1, worse: 'higher' },
  { key: 'longestTaskMs', label: 'longest task', unit: 'ms', digits: 0, worse: 'higher' },
  { key: 'longTasks', label: 'long tasks', unit: 'count', digits: 0, worse: 'higher' },
  { key: 'maxTiles', label: 'tiles in DOM, max', unit: 'count', digits: 0, worse: 'higher' },
  { key: 'heapBeforeMB', label: 'JS heap before', unit: 'MB', digits: 1, worse: 'higher' },
  { key: 'heapAfterMB', label: 'JS heap after', unit: 'MB', digits: 1, worse: 'higher' },
  { key: 'heapGrowthMB', label: 'JS heap growth', unit: 'MB', digits: 2, worse: 'higher' },
  { key: 'scrolledPx', label: 'scrolled', unit: 'px', digits: 0, worse: 'lower' },
];

export interface WorstStat {
  median: number;
  worst: number;
  n: number;
}

export type ScrollSummary = Partial<Record<keyof ScrollFigures, WorstStat>>;

export function summariseScroll(figures: readonly ScrollFigures[]): ScrollSummary {
  const summary: ScrollSummary = {};
  if (figures.length === 0) return summary;
  for (const m of SCROLL_METRICS) {
    const values = figures.map((f) => f[m.key]);
    summary[m.key] = { median: median(values), worst: m.worse === 'higher' ? Math.max(...values) : Math.min(...values), n: values.length };
  }
  return summary;
}

export interface ScrollTarget {
  description: string;
  metric: keyof ScrollFigures;
  /** Judged on the median over the runs; null when nothing was measured. */
  value: number | null;
  pass: boolean | null;
}

/** Issue 5: ≥ 95 % of frames on time, ≤ 80 tiles in the document, heap growth under 10 MB. */
const TARGETS: { metric: keyof ScrollFigures; description: string; ok: (v: number) => boolean }[] = [
  { metric: 'latePercent', description: 'at least 95 % of frames on time (≤ 5 % over 16.7 ms)', ok: (v) => v <= 5 },
  { metric: 'maxTiles', description: 'at most 80 tiles in the DOM', ok: (v) => v <= 80 },
  { metric: 'heapGrowthMB', description: 'JS heap growth under 10 MB', ok: (v) => v < 10 },
];

export function evaluateScrollTargets(summary: ScrollSummary): ScrollTarget[] {
  return TARGETS.map(({ metric, description, ok }) => {
    const value = summary[metric]?.median ?? null;
    return { description, metric, value, pass: value === null ? null : ok(value) };
  });
}

export function formatScrollReport(title: string, runs: readonly ScrollRun[], summary: ScrollSummary, targets: readonly ScrollTarget[]): string {
  const measured = runs.filter((r) => r.ok).length;
  const header = ['metric', 'median', 'worst', 'unit'];
  const rows = SCROLL_METRICS.filter((m) => summary[m.key]).map((m) => {
    const s = summary[m.key]!;
    return [m.label, s.median.toFixed(m.digits), s.worst.toFixed(m.digits), m.unit];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const fmt = (cells: string[]): string =>
    cells
      .map((c, i) => (i === 0 || i === 3 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  const lines = [`\n${title} | ${measured}/${runs.length} runs`, fmt(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(fmt)];
  for (const r of runs) if (!r.ok) lines.push(`run ${r.run} failed: ${r.error}`);
  lines.push('');
  for (const t of targets) {
    const verdict =
      t.pass === null ? 'NOT MEASURED' : `${t.pass ? 'PASS' : 'FAIL'} (median ${t.value!.toFixed(t.metric === 'heapGrowthMB' ? 2 : 1)})`;
    lines.push(`target: scroll, ${t.description} → ${verdict}`);
  }
  return lines.join('\n');
}
