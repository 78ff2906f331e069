import { describe, expect, it } from 'vitest';
import { analyseTicks, formatTicks } from './ticks.ts';
import type { TraceEvent } from './trace-summary.ts';

const PAGE = 'http://127.0.0.1:4000/m/home';
const meta = (pid: number, tid: number, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', ts: 0, pid, tid, args: { name } });
/** A complete event on the page's main thread (pid 2, tid 21); times in ms, as µs in the trace. */
const x = (name: string, ms: number, durMs: number, data?: Record<string, unknown>, pid = 2, tid = 21): TraceEvent => ({
  name,
  ph: 'X',
  ts: ms * 1000,
  dur: durMs * 1000,
  pid,
  tid,
  ...(data && { args: { data } }),
});
const call = (fn: string, line: number) => ({
  functionName: fn,
  url: 'http://127.0.0.1:4000/assets/home-abc1234.js',
  lineNumber: line,
  columnNumber: 9,
});

const EVENTS: TraceEvent[] = [
  meta(1, 11, 'CrRendererMain'),
  meta(2, 21, 'CrRendererMain'),
  { name: 'navigationStart', ph: 'R', ts: 1000, pid: 2, tid: 21, args: { data: { documentLoaderURL: PAGE, isOutermostMainFrame: true } } },
  // The jackpot: a 1 s interval (installed during the trace), 4 ms of script, then a 2 ms frame.
  x('TimerInstall', 1, 0, { timerId: 7, timeout: 1000, singleShot: false }),
  x('RunTask', 1000, 4),
  x('TimerFire', 1000, 4, { timerId: 7 }),
  x('FunctionCall', 1000, 4, call('tick', 0)),
  x('RunTask', 1010, 2),
  x('UpdateLayoutTree', 1010, 1),
  x('Paint', 1011, 1),
  x('RunTask', 2000, 6),
  x('TimerFire', 2000, 6, { timerId: 7 }),
  x('FunctionCall', 2000, 6, call('tick', 0)),
  x('RunTask', 2020, 3),
  x('Layout', 2020, 3),
  // A frame far after a tick (200 ms): not the tick's.
  x('RunTask', 2300, 5),
  x('Paint', 2300, 5),
  // An animation frame with its own rendering inside: one task.
  x('RunTask', 3000, 10),
  x('FireAnimationFrame', 3000, 3, { id: 1 }),
  x('FunctionCall', 3000, 3, call('step', 41)),
  x('Layout', 3003, 7),
  // A network task with script: other.
  x('RunTask', 3500, 8),
  x('EventDispatch', 3500, 8),
  // Another renderer's timer: never counted.
  x('RunTask', 3600, 50, undefined, 1, 11),
  x('TimerFire', 3600, 50, { timerId: 1 }, 1, 11),
  x('RunTask', 4999, 1),
];

describe('analyseTicks', () => {
  const s = analyseTicks(EVENTS, PAGE);

  it('finds the page main thread and the window', () => {
    expect(s).toMatchObject({ pid: 2, tid: 21, windowMs: 4999 });
    expect(s.busyMs).toBe(4 + 2 + 6 + 3 + 5 + 10 + 8 + 1);
  });

  it('counts timer and animation-frame tasks as ticks, with the rendering that follows a timer', () => {
    expect(s.ticks).toBe(3);
    expect(s.medianMs).toBe(9);
    expect(s.worstMs).toBe(10);
    expect(s.totalMs).toBe(6 + 9 + 10);
    expect(s.otherMs).toBe(5 + 8 + 1);
    expect(s.perSecond).toBeCloseTo(3 / 4.999);
  });

  it('groups ticks by callback, with the timer delay', () => {
    expect(s.groups).toEqual([
      {
        kind: 'timer',
        source: 'tick (home-abc1234.js:1:10)',
        delaysMs: [1000],
        count: 2,
        perSecond: 2 / 4.999,
        medianMs: 7.5,
        worstMs: 9,
        totalMs: 15,
      },
      {
        kind: 'animation frame',
        source: 'step (home-abc1234.js:42:10)',
        delaysMs: [],
        count: 1,
        perSecond: 1 / 4.999,
        medianMs: 10,
        worstMs: 10,
        totalMs: 10,
      },
    ]);
    const text = formatTicks('ticker', s);
    expect(text).toContain('ms per tick      median 9.0, worst 10.0');
    expect(text).toContain('timer every 1000 ms: tick (home-abc1234.js:1:10) — 2, 0.4/s, 7.5 / 9.0, 15');
  });

  it('reports no ticks on a quiet page, and no thread without renderers', () => {
    const quiet = analyseTicks([meta(2, 21, 'CrRendererMain'), x('RunTask', 1, 5), x('RunTask', 1001, 5)], PAGE);
    expect(quiet).toMatchObject({ ticks: 0, perSecond: 0, medianMs: 0, worstMs: 0, busyMs: 10, otherMs: 10, groups: [] });
    expect(analyseTicks([x('RunTask', 1, 5)]).found).toContain('no CrRendererMain');
  });
});
