import { describe, expect, it } from 'vitest';
import { categoryOf, findMainThread, formatTraceSummary, summariseTrace, traceEventsOf, type TraceEvent } from './trace-summary.ts';

const PAGE = 'http://127.0.0.1:4000/m/home';
const meta = (pid: number, tid: number, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', ts: 0, pid, tid, args: { name } });
/** A complete event on the page's main thread (pid 2, tid 21); times in ms, as µs in the trace. */
const x = (name: string, ms: number, durMs: number, pid = 2, tid = 21): TraceEvent => ({ name, ph: 'X', ts: ms * 1000, dur: durMs * 1000, pid, tid });

const EVENTS: TraceEvent[] = [
  meta(1, 11, 'CrRendererMain'),
  meta(2, 21, 'CrRendererMain'),
  meta(2, 22, 'Compositor'),
  meta(9, 9, 'CrBrowserMain'),
  // Another renderer, busier than the page's: never counted.
  x('RunTask', 0.5, 500, 1, 11),
  x('FunctionCall', 1, 400, 1, 11),
  // The page's renderer says it committed the page.
  { name: 'navigationStart', ph: 'R', ts: 900, pid: 2, tid: 21, args: { data: { documentLoaderURL: PAGE, isOutermostMainFrame: true } } },
  // A long task: FunctionCall (30 ms self) holding a forced Layout (20) and an unknown event (10,
  // scripting by inheritance); then parsing (10) and painting (5); 25 ms of the task's own.
  x('RunTask', 1, 100),
  x('FunctionCall', 2, 60),
  x('Layout', 10, 20),
  x('SomethingUnknown', 40, 10),
  x('ParseHTML', 70, 10),
  x('Paint', 85, 5),
  // A short task, all scripting.
  x('RunTask', 200, 30),
  x('EvaluateScript', 200, 30),
  // A long task as a B/E pair, with style (10) inside: 50 ms of its own.
  { name: 'RunTask', ph: 'B', ts: 300_000, pid: 2, tid: 21 },
  x('UpdateLayoutTree', 310, 10),
  { name: 'RunTask', ph: 'E', ts: 360_000, pid: 2, tid: 21 },
  // Another thread of the page's process: not the main thread.
  x('Paint', 400, 40, 2, 22),
];

describe('summariseTrace', () => {
  it("sums the self time of the page's main thread by category, each nested event once", () => {
    const s = summariseTrace(EVENTS, PAGE);
    expect(s.pid).toBe(2);
    expect(s.tid).toBe(21);
    expect(s.found).toContain(PAGE);
    expect(s.ms).toEqual({ scripting: 70, rendering: 30, painting: 5, loading: 10, other: 75 });
    expect(s.busyMs).toBe(190);
    expect(s.longTasks).toEqual({ count: 2, totalMs: 160, longestMs: 100 });
    expect(s.wallMs).toBe(500);
  });

  it('picks the busiest renderer main thread without a URL', () => {
    const s = summariseTrace(EVENTS);
    expect(s.pid).toBe(1);
    expect(s.found).toContain('busiest');
    expect(s.longTasks).toEqual({ count: 1, totalMs: 500, longestMs: 500 });
    expect(s.ms.scripting).toBe(400);
  });

  it('says so when the trace has no renderer main thread', () => {
    const s = summariseTrace([x('RunTask', 1, 100, 9, 9)]);
    expect(s.pid).toBeNull();
    expect(s.busyMs).toBe(0);
    expect(formatTraceSummary('t', s)).toContain('no CrRendererMain');
  });
});

describe('findMainThread', () => {
  it('without a commit, takes the renderer whose main thread names the most URLs of the page', () => {
    const events = [
      meta(1, 11, 'CrRendererMain'),
      meta(2, 21, 'CrRendererMain'),
      x('RunTask', 1, 900, 2, 21),
      { ...x('FunctionCall', 1, 1, 1, 11), args: { data: { url: `${PAGE}/app.js` } } },
    ];
    expect(findMainThread(events, PAGE)).toMatchObject({ pid: 1, tid: 11 });
  });

  it('takes the frames listed when tracing started (a page session)', () => {
    const events = [
      meta(1, 11, 'CrRendererMain'),
      meta(2, 21, 'CrRendererMain'),
      {
        name: 'TracingStartedInBrowser',
        ph: 'I',
        ts: 1,
        pid: 9,
        tid: 9,
        args: { data: { frames: [{ url: PAGE, processId: 2, isOutermostMainFrame: true }] } },
      },
    ];
    expect(findMainThread(events, PAGE)).toMatchObject({ pid: 2, tid: 21 });
  });
});

describe('categoryOf and traceEventsOf', () => {
  it('classifies by name, v8.* as scripting', () => {
    expect(categoryOf('v8.compile')).toBe('scripting');
    expect(categoryOf('V8.GC_SCAVENGER')).toBe('scripting');
    expect(categoryOf('UpdateLayoutTree')).toBe('rendering');
    expect(categoryOf('CompositeLayers')).toBe('painting');
    expect(categoryOf('ParseAuthorStyleSheet')).toBe('loading');
    expect(categoryOf('RunTask')).toBeNull();
  });

  it('reads both trace file shapes DevTools saves', () => {
    expect(traceEventsOf([EVENTS[0]])).toHaveLength(1);
    expect(traceEventsOf({ traceEvents: EVENTS, metadata: {} })).toBe(EVENTS);
    expect(() => traceEventsOf({ events: [] })).toThrow(/not a trace/);
  });
});
