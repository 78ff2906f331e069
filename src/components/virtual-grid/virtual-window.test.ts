import { describe, expect, it } from 'vitest';
import { coversRows, nearEnd, sameWindow, totalHeight, virtualWindow, type WindowInput } from './virtual-window';

// A phone: 3 columns, 120 px rows + 10 px gap (stride 130), a 740 px viewport.
const base: WindowInput = { count: 10_000, columns: 3, rowHeight: 120, gap: 10, viewportTop: 0, viewportHeight: 740, overscanRows: 3 };
const win = (over: Partial<WindowInput>) => virtualWindow({ ...base, ...over });

describe('totalHeight', () => {
  it('has no gap after the last row and is 0 when empty', () => {
    expect(totalHeight({ ...base, count: 0 })).toBe(0);
    expect(totalHeight({ ...base, count: 1 })).toBe(120);
    expect(totalHeight({ ...base, count: 4 })).toBe(250);
    expect(totalHeight(base)).toBe(3334 * 130 - 10);
  });
});

describe('virtualWindow', () => {
  it('renders nothing for an empty list', () => {
    expect(win({ count: 0 })).toEqual({ firstRow: 0, lastRow: 0, startIndex: 0, endIndex: 0, offsetTop: 0, totalHeight: 0 });
  });

  it('renders every item when there are fewer than a row', () => {
    expect(win({ count: 2 })).toEqual({ firstRow: 0, lastRow: 1, startIndex: 0, endIndex: 2, offsetTop: 0, totalHeight: 120 });
  });

  it('at the top: the visible rows plus the overscan below', () => {
    // 740 / 130 → rows 0..5 visible (ceil 5.69 = 6), + 3 overscan.
    expect(win({})).toEqual({ firstRow: 0, lastRow: 9, startIndex: 0, endIndex: 27, offsetTop: 0, totalHeight: 433_410 });
  });

  it('in the middle: overscan on both sides, the offset of the first rendered row', () => {
    const w = win({ viewportTop: 1000 * 130 + 50 });
    expect(w).toMatchObject({ firstRow: 997, lastRow: 1010, startIndex: 2991, endIndex: 3030, offsetTop: 997 * 130 });
    expect(w.endIndex - w.startIndex).toBeLessThanOrEqual(80);
  });

  it('at the end: the last partial row is rendered and clamped to the data', () => {
    const end = totalHeight(base) - 740;
    const w = win({ viewportTop: end });
    expect(w.lastRow).toBe(3334);
    expect(w.endIndex).toBe(10_000); // row 3333 holds one item only
    expect(w.startIndex).toBe(w.firstRow * 3);
    expect(w.endIndex - w.startIndex).toBeLessThanOrEqual(80);
  });

  it('with the grid below the viewport: nothing, or the overscan rows when it is close', () => {
    expect(win({ viewportTop: -2000 })).toMatchObject({ firstRow: 0, lastRow: 0, startIndex: 0, endIndex: 0 });
    expect(win({ viewportTop: -800 })).toMatchObject({ firstRow: 0, lastRow: 3, endIndex: 9 });
  });

  it('with the viewport scrolled past the grid: nothing, clamped to the end', () => {
    const w = win({ count: 10, viewportTop: 5000 });
    expect(w).toEqual({ firstRow: 4, lastRow: 4, startIndex: 10, endIndex: 10, offsetTop: 520, totalHeight: 510 });
  });

  it('keeps the DOM bounded at every scroll position of 10,000 items', () => {
    const max = totalHeight(base);
    for (let top = -1000; top <= max + 1000; top += 977) {
      const w = win({ viewportTop: top });
      expect(w.endIndex - w.startIndex).toBeLessThanOrEqual(80);
      expect(w.endIndex).toBeLessThanOrEqual(10_000);
    }
  });

  it('treats fewer than one column as one', () => {
    expect(win({ count: 5, columns: 0 })).toMatchObject({ lastRow: 5, endIndex: 5, totalHeight: 5 * 130 - 10 });
  });
});

describe('nearEnd', () => {
  const end = totalHeight(base) - 740; // the viewport's bottom at the grid's end
  it('is true within 500 px of the end (default) and past it', () => {
    expect(nearEnd({ ...base, viewportTop: 0 })).toBe(false);
    expect(nearEnd({ ...base, viewportTop: end - 501 })).toBe(false);
    expect(nearEnd({ ...base, viewportTop: end - 500 })).toBe(true);
    expect(nearEnd({ ...base, viewportTop: end + 300 })).toBe(true);
  });
  it('takes a threshold', () => {
    expect(nearEnd({ ...base, viewportTop: end - 800 }, 1000)).toBe(true);
    expect(nearEnd({ ...base, viewportTop: end - 100 }, 0)).toBe(false);
  });
  it('is true for a short or empty list that fits in the viewport', () => {
    expect(nearEnd({ ...base, count: 4 })).toBe(true);
    expect(nearEnd({ ...base, count: 0 })).toBe(true);
  });
});

describe('sameWindow', () => {
  it('ignores scroll inside the same rows', () => {
    expect(sameWindow(win({ viewportTop: 1300 }), win({ viewportTop: 1340 }))).toBe(true);
    expect(sameWindow(win({ viewportTop: 1300 }), win({ viewportTop: 1430 }))).toBe(false);
  });
});

describe('coversRows', () => {
  const at = (viewportTop: number, overscanRows: number) => virtualWindow({ ...base, viewportTop, overscanRows });
  it('keeps a window while the rows in view and one beyond are rendered, and not after', () => {
    const shown = at(1000 * 130, 3); // rows 997..1009
    expect(coversRows(shown, at(1000 * 130, 1))).toBe(true);
    expect(coversRows(shown, at(1001 * 130, 1))).toBe(true); // two rows further: still inside
    expect(coversRows(shown, at(1003 * 130, 1))).toBe(false); // the bottom row would be missing
    expect(coversRows(shown, at(998 * 130, 1))).toBe(true);
    expect(coversRows(shown, at(997 * 130, 1))).toBe(false);
  });
  it('never keeps a window of a list of another length', () => {
    const shown = at(0, 3);
    expect(coversRows(shown, virtualWindow({ ...base, count: 9000, viewportTop: 0, overscanRows: 1 }))).toBe(false);
  });
});
