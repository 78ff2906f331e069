import { describe, expect, it } from 'vitest';
import { evaluateScrollTargets, frameStats, scrollFigures, summariseScroll } from './scroll-report';
import type { ScrollRaw } from './scroll';

const raw = (over: Partial<ScrollRaw> = {}): ScrollRaw => ({
  run: 1,
  frames: [16.7, 16.6, 16.8, 33.3, 16.7, 50],
  longTasks: [
    { t: 10, d: 62 },
    { t: 400, d: 88.4 },
  ],
  tileCounts: [39, 42, 41],
  scrolledPx: 10_000,
  setSize: 10_380,
  listAnswers: 1,
  heapBeforeBytes: 5_300_000,
  heapAfterBytes: 5_550_000,
  loadAverage: 1,
  ...over,
});

describe('frameStats', () => {
  it('counts a frame as late only when it missed a refresh, not for timestamp rounding', () => {
    expect(frameStats([16.6, 16.7, 16.8, 17.1, 33.3, 50, 100])).toEqual({
      frames: 7,
      lateFrames: 3,
      latePercent: (100 * 3) / 7,
      missedRefreshes: 1 + 2 + 5,
      longestFrameMs: 100,
    });
  });

  it('reports nothing late for no frames', () => {
    expect(frameStats([])).toMatchObject({ frames: 0, latePercent: 0, longestFrameMs: 0 });
  });
});

describe('scrollFigures', () => {
  it('takes the longest task, the most tiles and the heap growth in MB', () => {
    expect(scrollFigures(raw())).toMatchObject({
      frames: 6,
      lateFrames: 2,
      longTasks: 2,
      longestTaskMs: 88.4,
      maxTiles: 42,
      heapBeforeMB: 5.3,
      heapAfterMB: 5.55,
      scrolledPx: 10_000,
    });
    expect(scrollFigures(raw()).heapGrowthMB).toBeCloseTo(0.25);
    expect(scrollFigures(raw({ longTasks: [] })).longestTaskMs).toBe(0);
  });
});

describe('summary and targets', () => {
  const fast = scrollFigures(raw({ frames: Array(300).fill(16.7) }));
  const slow = scrollFigures(raw({ frames: [...Array(90).fill(16.7), ...Array(10).fill(33.3)], tileCounts: [90] }));

  it('gives the median and the worst run, worst meaning fewer frames but more of the rest', () => {
    const s = summariseScroll([fast, slow, fast]);
    expect(s.frames).toEqual({ median: 300, worst: 100, n: 3 });
    expect(s.latePercent).toEqual({ median: 0, worst: 10, n: 3 });
    expect(s.maxTiles).toEqual({ median: 42, worst: 90, n: 3 });
  });

  it('judges the targets on the medians', () => {
    expect(evaluateScrollTargets(summariseScroll([fast, slow, fast])).map((t) => t.pass)).toEqual([true, true, true]);
    expect(evaluateScrollTargets(summariseScroll([slow])).map((t) => [t.metric, t.pass])).toEqual([
      ['latePercent', false],
      ['maxTiles', false],
      ['heapGrowthMB', true],
    ]);
    expect(evaluateScrollTargets({}).every((t) => t.pass === null && t.value === null)).toBe(true);
  });
});
