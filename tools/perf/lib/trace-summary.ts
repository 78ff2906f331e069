/**
 * A short text summary of a Chrome trace: where the page's main thread spent its time (scripting,
 * rendering, painting, loading) and its long tasks. Pure: events in, figures out.
 *
 * Only the page's renderer main thread counts (`CrRendererMain` of the page's process): a trace
 * is browser-wide and also holds the browser, the GPU process and other renderers. Time is
 * counted as *self time* (an event's duration minus that of the events nested in it), so a
 * Layout forced inside a FunctionCall counts as rendering, the rest of the call as scripting, and
 * nothing twice. Self time of an event we do not classify (v8 internals under another name, …)
 * goes to its nearest classified ancestor; with none (the bare RunTask around work) it is "other".
 */

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  cat?: string;
  args?: { name?: string; data?: Record<string, unknown> } & Record<string, unknown>;
}

export type Category = 'scripting' | 'rendering' | 'painting' | 'loading';

/** By event name, as DevTools' Performance panel groups them in its Summary. */
const CATEGORY_BY_NAME: Record<string, Category> = {};
const group = (category: Category, names: string): void =>
  names
    .trim()
    .split(/\s+/)
    .forEach((n) => (CATEGORY_BY_NAME[n] = category));
group(
  'scripting',
  `EvaluateScript FunctionCall TimerFire TimerInstall TimerRemove EventDispatch RunMicrotasks
  FireAnimationFrame RequestAnimationFrame CancelAnimationFrame FireIdleCallback XHRReadyStateChange XHRLoad
  MajorGC MinorGC GCEvent BlinkGC.AtomicPhase CppGC.AtomicPhase ParseScript CompileScript CompileCode CacheScript
  V8.Execute ProfileCall UserTiming TimeStamp ConsoleTime`,
);
group(
  'rendering',
  `Layout UpdateLayoutTree RecalculateStyles ScheduleStyleRecalculation InvalidateLayout
  UpdateLayerTree UpdateLayer PrePaint HitTest ScrollLayer ComputeIntersections IntersectionObserverController::computeIntersections
  LayoutShift Animation`,
);
group(
  'painting',
  `Paint PaintImage PaintSetup Rasterize RasterTask CompositeLayers Commit Layerize ImageDecodeTask
  DrawLazyPixelRef ResizeImage GPUTask`,
);
CATEGORY_BY_NAME['Decode Image'] = CATEGORY_BY_NAME['Decode LazyPixelRef'] = 'painting';
group('loading', `ParseHTML ParseAuthorStyleSheet ResourceSendRequest ResourceReceiveResponse ResourceReceivedData`);

export function categoryOf(name: string): Category | null {
  const c = CATEGORY_BY_NAME[name];
  if (c) return c;
  // v8.compile, v8.run, v8.evaluateModule, V8.GC_SCAVENGER…: the engine at work for the page.
  if (/^v8\./i.test(name)) return 'scripting';
  // The renderer's side of the navigation: committing it, reading the document's body.
  if (/^(DocumentLoader|NavigationBodyLoader)::/.test(name)) return 'loading';
  return null;
}

/** A task of the main thread counts as long above 50 ms (as the Long Tasks API). */
export const LONG_TASK_MS = 50;

export interface TraceSummary {
  /** The page's renderer, and how it was found. */
  pid: number | null;
  tid: number | null;
  found: string;
  /** First to last event of the whole trace. */
  wallMs: number;
  /** Sum of the main thread's top-level tasks. */
  busyMs: number;
  ms: Record<Category | 'other', number>;
  longTasks: { count: number; totalMs: number; longestMs: number };
}

/** DevTools saves either a plain array or `{ traceEvents: [...] }`; the stream gives the latter. */
export function traceEventsOf(json: unknown): TraceEvent[] {
  const events = Array.isArray(json) ? json : (json as { traceEvents?: unknown } | null)?.traceEvents;
  if (!Array.isArray(events)) throw new Error('not a trace: neither an array nor { traceEvents: [...] }');
  return events as TraceEvent[];
}

/**
 * The page's main thread, among the `CrRendererMain` threads (thread_name metadata): the one of
 * the process that committed a main-frame navigation to `urlPrefix` (CommitLoad, navigationStart
 * in the renderer; FrameCommittedInBrowser, TracingStartedInBrowser in the browser); else, when
 * the recording started after the load, the one whose events name most URLs under `urlPrefix`
 * (scripts, images of the page); else the busiest.
 */
export function findMainThread(events: TraceEvent[], urlPrefix?: string): { pid: number; tid: number; found: string } | null {
  const mains = new Map<number, number>();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain') mains.set(e.pid, e.tid);
  if (mains.size === 0) return null;
  const pick = (pid: number, found: string) => ({ pid, tid: mains.get(pid)!, found });

  if (urlPrefix) {
    let committed: number | undefined;
    const mentions = new Map<number, number>();
    const under = (url: unknown): boolean => typeof url === 'string' && url.startsWith(urlPrefix);
    const commit = (data: Record<string, unknown> | undefined, pid: unknown): void => {
      const outermost = data?.isOutermostMainFrame === true || (data?.isOutermostMainFrame === undefined && data?.parent === undefined);
      if ((under(data?.url) || under(data?.documentLoaderURL)) && outermost && typeof pid === 'number' && mains.has(pid)) committed = pid;
    };
    for (const e of events) {
      const data = e.args?.data;
      if (e.name === 'CommitLoad' || e.name === 'navigationStart') commit(data, e.pid);
      else if (e.name === 'FrameCommittedInBrowser') commit(data, data?.processId);
      else if (e.name === 'TracingStartedInBrowser') ((data?.frames ?? []) as Record<string, unknown>[]).forEach((f) => commit(f, f.processId));
      else if (mains.get(e.pid) === e.tid && under(data?.url)) mentions.set(e.pid, (mentions.get(e.pid) ?? 0) + 1);
    }
    if (committed !== undefined) return pick(committed, `the renderer of the main frame at ${urlPrefix}`);
    const [pid] = [...mentions].sort((a, b) => b[1] - a[1])[0] ?? [];
    if (pid !== undefined) return pick(pid, `the renderer running pages of ${urlPrefix}`);
  }

  let best: { pid: number; busy: number } | null = null;
  for (const [pid, tid] of mains) {
    const busy = topLevel(events.filter((e) => e.pid === pid && e.tid === tid)).reduce((sum, e) => sum + e.dur, 0);
    if (!best || busy > best.busy) best = { pid, busy };
  }
  return pick(best!.pid, 'the busiest renderer main thread');
}

interface Span {
  name: string;
  ts: number;
  dur: number;
}

/** Complete spans of one thread ('X' events, and 'B'/'E' pairs), parents before their children. */
function spans(events: TraceEvent[]): Span[] {
  const out: Span[] = [];
  const open: TraceEvent[] = [];
  for (const e of [...events].sort((a, b) => a.ts - b.ts)) {
    if (e.ph === 'X' && typeof e.dur === 'number') out.push({ name: e.name, ts: e.ts, dur: e.dur });
    else if (e.ph === 'B') open.push(e);
    else if (e.ph === 'E') {
      const begin = open.pop();
      if (begin) out.push({ name: begin.name, ts: begin.ts, dur: e.ts - begin.ts });
    }
  }
  return out.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
}

/** Spans not nested in another span. */
function topLevel(events: TraceEvent[]): Span[] {
  let end = -Infinity;
  return spans(events).filter((s) => {
    if (s.ts < end) return false;
    end = s.ts + s.dur;
    return true;
  });
}

/** The time the trace covers, in ms (metadata events aside). */
export function traceWindowMs(events: TraceEvent[]): number {
  // A loop, not Math.min(...events): a trace holds far more events than a call has arguments.
  let start = Infinity;
  let end = -Infinity;
  for (const e of events) {
    if (e.ph === 'M' || !(e.ts > 0)) continue;
    start = Math.min(start, e.ts);
    end = Math.max(end, e.ts + (e.dur ?? 0));
  }
  return end > start ? (end - start) / 1000 : 0;
}

export function summariseTrace(events: TraceEvent[], urlPrefix?: string): TraceSummary {
  const ms: TraceSummary['ms'] = { scripting: 0, rendering: 0, painting: 0, loading: 0, other: 0 };
  const longTasks = { count: 0, totalMs: 0, longestMs: 0 };
  const main = findMainThread(events, urlPrefix);
  const summary = {
    pid: main?.pid ?? null,
    tid: main?.tid ?? null,
    found: main?.found ?? 'no CrRendererMain thread in the trace',
    wallMs: traceWindowMs(events),
    busyMs: 0,
    ms,
    longTasks,
  };
  if (!main) return summary;

  const own = spans(events.filter((e) => e.pid === main.pid && e.tid === main.tid));
  // A stack of open spans, each with its own category (or the inherited one) and its self time.
  const stack: { end: number; category: Category | 'other'; self: number }[] = [];
  const close = (upTo: number): void => {
    while (stack.length && stack[stack.length - 1]!.end <= upTo) {
      const s = stack.pop()!;
      ms[s.category] += s.self / 1000;
    }
  };
  for (const s of own) {
    close(s.ts);
    const parent = stack[stack.length - 1];
    const end = parent ? Math.min(s.ts + s.dur, parent.end) : s.ts + s.dur;
    if (parent) parent.self -= end - s.ts;
    else {
      summary.busyMs += s.dur / 1000;
      if (s.name === 'RunTask' && s.dur / 1000 > LONG_TASK_MS) {
        longTasks.count++;
        longTasks.totalMs += s.dur / 1000;
        longTasks.longestMs = Math.max(longTasks.longestMs, s.dur / 1000);
      }
    }
    stack.push({ end, category: categoryOf(s.name) ?? parent?.category ?? 'other', self: end - s.ts });
  }
  close(Infinity);
  return summary;
}

const f = (v: number): string => `${Math.round(v).toLocaleString('en-US')} ms`;

export function formatTraceSummary(title: string, s: TraceSummary): string {
  const share = (v: number): string => (s.busyMs > 0 ? ` (${Math.round((v / s.busyMs) * 100)} % of busy)` : '');
  return [
    title,
    `  wall time        ${f(s.wallMs)} (the whole recording)`,
    `  main thread      pid ${s.pid ?? '–'} tid ${s.tid ?? '–'}, ${s.found}; busy ${f(s.busyMs)}`,
    `  scripting        ${f(s.ms.scripting)}${share(s.ms.scripting)}`,
    `  rendering        ${f(s.ms.rendering)}${share(s.ms.rendering)}`,
    `  painting         ${f(s.ms.painting)}${share(s.ms.painting)}`,
    `  loading          ${f(s.ms.loading)}${share(s.ms.loading)}`,
    `  other (system)   ${f(s.ms.other)}${share(s.ms.other)}`,
    `  long tasks       ${s.longTasks.count} (> ${LONG_TASK_MS} ms), total ${f(s.longTasks.totalMs)}, longest ${f(s.longTasks.longestMs)}`,
  ].join('\n');
}
