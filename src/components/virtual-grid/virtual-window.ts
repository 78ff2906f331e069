// The pure geometry of a virtualised grid of fixed-height rows (ARCHITECTURE §4: long lists keep
// the DOM bounded however far one scrolls). Row r spans [r * (rowHeight + gap), + rowHeight);
// no gap after the last row. Everything is clamped to the data, so any scroll offset is safe.

export interface GridLayout {
  count: number;
  columns: number;
  /** px, fixed. */
  rowHeight: number;
  /** px between rows (and columns). */
  gap: number;
  /** Scroll offset of the viewport's top relative to the grid's top (negative: grid below it). */
  viewportTop: number;
  viewportHeight: number;
}

export interface WindowInput extends GridLayout {
  /** Extra rows rendered above and below the visible ones. */
  overscanRows: number;
}

export interface GridWindow {
  firstRow: number;
  /** Exclusive. */
  lastRow: number;
  startIndex: number;
  /** Exclusive. */
  endIndex: number;
  /** px from the grid's top to the first rendered row. */
  offsetTop: number;
  totalHeight: number;
}

const rowCount = (count: number, columns: number) => Math.ceil(Math.max(0, count) / Math.max(1, columns));

export function totalHeight({ count, columns, rowHeight, gap }: Pick<GridLayout, 'count' | 'columns' | 'rowHeight' | 'gap'>): number {
  const rows = rowCount(count, columns);
  return rows ? rows * rowHeight + (rows - 1) * gap : 0;
}

export function virtualWindow(input: WindowInput): GridWindow {
  const { count, rowHeight, gap, viewportTop, viewportHeight, overscanRows } = input;
  const columns = Math.max(1, Math.floor(input.columns));
  const rows = rowCount(count, columns);
  const stride = Math.max(1, rowHeight + gap);
  const clamp = (r: number) => Math.min(rows, Math.max(0, r));
  const firstRow = clamp(Math.floor(viewportTop / stride) - overscanRows);
  const lastRow = Math.max(firstRow, clamp(Math.ceil((viewportTop + viewportHeight) / stride) + overscanRows));
  return {
    firstRow,
    lastRow,
    startIndex: Math.min(count, firstRow * columns),
    endIndex: Math.min(count, lastRow * columns),
    offsetTop: firstRow * stride,
    totalHeight: totalHeight({ count, columns, rowHeight, gap }),
  };
}

/** True when the viewport's bottom is within `threshold` px of the grid's end (or past it). */
export function nearEnd(layout: GridLayout, threshold = 500): boolean {
  return totalHeight(layout) - (layout.viewportTop + layout.viewportHeight) <= threshold;
}

/** True when the rendered window `shown` still holds every row of `needed` (of the same list):
 *  then nothing needs rendering. Rendering a window with overscan and keeping it until the
 *  viewport nears its edge re-renders once every few rows instead of at every row crossed. */
export const coversRows = (shown: GridWindow, needed: GridWindow): boolean =>
  shown.totalHeight === needed.totalHeight &&
  shown.endIndex >= needed.endIndex &&
  shown.firstRow <= needed.firstRow &&
  shown.lastRow >= needed.lastRow;

export const sameWindow = (a: GridWindow, b: GridWindow): boolean =>
  a.startIndex === b.startIndex && a.endIndex === b.endIndex && a.offsetTop === b.offsetTop && a.totalHeight === b.totalHeight;
