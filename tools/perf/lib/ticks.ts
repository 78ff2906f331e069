/**
 * The main-thread cost of the page's tickers, from a Chrome trace of the page sitting idle (the
 * jackpot counter, the vertical tickers, the notice marquee, any polling): pure, events in,
 * figures out (perf's ticker benchmark records the trace, ticker.ts).
 *
 * A *tick* is a top-level task of the page's main thread that fires a timer (`TimerFire`:
 * setTimeout/setInterval) or animation-frame callbacks (`FireAnimationFrame`). A timer that
 * changes the DOM is followed by a rendering task (style, layout, paint: Chromium's next frame);
 * such a task, with no script of its own and starting within `renderWithinMs` of the end of the
 * tick (or of rendering already given to it), is added to that tick's cost. (An animation frame's
 * rendering runs in the same task as its callbacks and is counted with them.) Everything else the
 * thread did is "other" (network, garbage collection, idle callbacks, compositor-driven frames).
 *
 * Ticks are grouped by their source: the first function the timer or frame called (name and
 * place in the bundle), with the delay the timer was installed with when the trace saw it.
 */
import { median } from './report.ts';
import { findMainThread, traceWindowMs, type TraceEvent } from './trace-summary.ts';

export interface TickGroup {
  kind: 'timer' | 'animation frame';
  /** The callback: function name and place (file:line:column), as the trace names it. */
  source: string;
  /** setTimeout/setInterval delays seen for it (TimerInstall), ms; empty when installed before the trace. */
  delaysMs: number[];
  count: number;
  perSecond: number;
  medianMs: number;
  worstMs: number;
  totalMs: number;
}

export interface TickSummary {
  pid: number | null;
  tid: number | null;
  found: string;
  /** The recorded window: first to last event of the trace. */
  windowMs: number;
  ticks: number;
  perSecond: number;
  /** Cost of one tick (its task plus the rendering given to it), median and worst. */
  medianMs: number;
  worstMs: number;
  totalMs: number;
  /** All top-level tasks of the main thread, and the part of them that is not ticks. */
  busyMs: number;
  otherMs: number;
  groups: TickGroup[];
}

/** A span of the main thread, with its event (for the names and arguments). */
interface Span {
  e: TraceEvent;
  ts: number;
  end: number;
}

const RENDERING = new Set(['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit', 'UpdateLayerTree', 'RecalculateStyles']);
const SCRIPT = new Set([
  'FunctionCall',
  'EvaluateScript',
  'EventDispatch',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
  'RunMicrotasks',
  'v8.run',
]);

function threadSpans(events: TraceEvent[]): Span[] {
  const out: Span[] = [];
  const open: TraceEvent[] = [];
  for (const e of [...events].sort((a, b) => a.ts - b.ts)) {
    if (e.ph === 'X' && typeof e.dur === 'number') out.push({ e, ts: e.ts, end: e.ts + e.dur });
    else if (e.ph === 'B') open.push(e);
    else if (e.ph === 'E') {
      const begin = open.pop();
      if (begin) out.push({ e: begin, ts: begin.ts, end: e.ts });
    }
  }
  return out.sort((a, b) => a.ts - b.ts || b.end - a.end);
}

/** Top-level spans, each with the spans nested in it. */
function tasks(spans: Span[]): { task: Span; inner: Span[] }[] {
  const out: { task: Span; inner: Span[] }[] = [];
  for (const s of spans) {
    const current = out[out.length - 1];
    if (current && s.ts < current.task.end) current.inner.push(s);
    else out.push({ task: s, inner: [] });
  }
  return out;
}

const data = (s: Span): Record<string, unknown> => (s.e.args?.data ?? {}) as Record<string, unknown>;

/** `name (file.js:12:34)` of the first FunctionCall after `from` in the task, or `(unknown)`. */
function callbackOf(inner: Span[], from: number): string {
  const call = inner.slice(from + 1).find((s) => s.e.name === 'FunctionCall');
  if (!call) return '(unknown)';
  const d = data(call);
  const file = typeof d.url === 'string' ? d.url.replace(/^.*\//, '') : '';
  const at = typeof d.lineNumber === 'number' ? `:${d.lineNumber + 1}:${Number(d.columnNumber ?? 0) + 1}` : '';
  return `${typeof d.functionName === 'string' && d.functionName ? d.functionName : '(anonymous)'}${file ? ` (${file}${at})` : ''}`;
}

export function analyseTicks(events: TraceEvent[], urlPrefix?: string, { renderWithinMs = 50 } = {}): TickSummary {
  const windowMs = traceWindowMs(events);
  const main = findMainThread(events, urlPrefix);
  const summary: TickSummary = {
    pid: main?.pid ?? null,
    tid: main?.tid ?? null,
    found: main?.found ?? 'no CrRendererMain thread in the trace',
    windowMs,
    ticks: 0,
    perSecond: 0,
    medianMs: 0,
    worstMs: 0,
    totalMs: 0,
    busyMs: 0,
    otherMs: 0,
    groups: [],
  };
  if (!main) return summary;

  const delays = new Map<unknown, number>();
  for (const e of events)
    if (e.name === 'TimerInstall' && typeof e.args?.data?.timeout === 'number') delays.set(e.args.data.timerId, e.args.data.timeout);

  const ticks: { group: string; kind: TickGroup['kind']; delay?: number; ms: number; end: number }[] = [];
  for (const { task, inner } of tasks(threadSpans(events.filter((e) => e.pid === main.pid && e.tid === main.tid)))) {
    const ms = (task.end - task.ts) / 1000;
    summary.busyMs += ms;
    const fire = inner.findIndex((s) => s.e.name === 'TimerFire' || s.e.name === 'FireAnimationFrame');
    if (fire >= 0) {
      const kind = inner[fire]!.e.name === 'TimerFire' ? 'timer' : 'animation frame';
      const delay = kind === 'timer' ? delays.get(data(inner[fire]!).timerId) : undefined;
      ticks.push({ group: `${kind}|${callbackOf(inner, fire)}`, kind, delay, ms, end: task.end });
      continue;
    }
    const last = ticks[ticks.length - 1];
    const rendersOnly = inner.some((s) => RENDERING.has(s.e.name)) && !inner.some((s) => SCRIPT.has(s.e.name));
    if (last && rendersOnly && task.ts - last.end <= renderWithinMs * 1000) {
      last.ms += ms;
      last.end = task.end;
    }
  }

  const costs = ticks.map((t) => t.ms);
  const seconds = windowMs / 1000;
  Object.assign(summary, {
    ticks: ticks.length,
    perSecond: seconds > 0 ? ticks.length / seconds : 0,
    medianMs: costs.length ? median(costs) : 0,
    worstMs: Math.max(0, ...costs),
    totalMs: costs.reduce((a, b) => a + b, 0),
  });
  summary.otherMs = Math.max(0, summary.busyMs - summary.totalMs);
  const byGroup = new Map<string, typeof ticks>();
  for (const t of ticks) byGroup.set(t.group, [...(byGroup.get(t.group) ?? []), t]);
  summary.groups = [...byGroup.entries()]
    .map(([key, list]) => {
      const ms = list.map((t) => t.ms);
      return {
        kind: list[0]!.kind,
        source: key.slice(key.indexOf('|') + 1),
        delaysMs: [...new Set(list.map((t) => t.delay).filter((d): d is number => d !== undefined))].sort((a, b) => a - b),
        count: list.length,
        perSecond: seconds > 0 ? list.length / seconds : 0,
        medianMs: median(ms),
        worstMs: Math.max(...ms),
        totalMs: ms.reduce((a, b) => a + b, 0),
      };
    })
    .sort((a, b) => b.totalMs - a.totalMs);
  return summary;
}

const f1 = (v: number): string => v.toFixed(1);

export function formatTicks(title: string, s: TickSummary): string {
  const lines = [
    title,
    `  main thread      pid ${s.pid ?? '–'} tid ${s.tid ?? '–'}, ${s.found}`,
    `  window           ${Math.round(s.windowMs)} ms; main thread busy ${Math.round(s.busyMs)} ms (${s.windowMs > 0 ? f1((s.busyMs / s.windowMs) * 100) : '0'} %), ticks ${Math.round(s.totalMs)} ms, other ${Math.round(s.otherMs)} ms`,
    `  ticks            ${s.ticks} (${f1(s.perSecond)} per second)`,
    `  ms per tick      median ${f1(s.medianMs)}, worst ${f1(s.worstMs)}`,
  ];
  if (s.groups.length) lines.push('  by source (count, per s, median / worst ms, total ms):');
  for (const g of s.groups.slice(0, 8)) {
    const delay = g.delaysMs.length ? ` every ${g.delaysMs.join('/')} ms` : '';
    lines.push(
      `    ${g.kind}${delay}: ${g.source} — ${g.count}, ${f1(g.perSecond)}/s, ${f1(g.medianMs)} / ${f1(g.worstMs)}, ${Math.round(g.totalMs)}`,
    );
  }
  if (s.groups.length > 8) lines.push(`    … ${s.groups.length - 8} more sources`);
  return lines.join('\n');
}
