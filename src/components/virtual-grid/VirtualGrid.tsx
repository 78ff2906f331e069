// A virtualised grid of fixed-height tiles that scrolls with the window (the page scrolls, not an
// inner box: mobile browsers keep their native scrolling, the address bar collapses, and the page
// can restore `window.scrollY` when the player comes back from a game). Only the visible rows plus
// `overscanRows` are in the DOM, inside a list as tall as all the rows, so the scrollbar and the
// scroll position stay true (ARCHITECTURE §4). Scroll and resize schedule one measurement per
// animation frame; the component re-renders only when the rendered window changes.
// `onNearEnd` fires when the viewport's bottom is within 500 px of the end, at most once per
// `nearEndIntervalMs` (a throttled call is retried when the interval ends, so a short page that
// leaves the viewport near the end still asks for the next one). The caller ignores calls while
// a page is loading and passes no `onNearEnd` when paging has ended or failed.

import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { coversRows, nearEnd, sameWindow, virtualWindow } from './virtual-window';
import css from './VirtualGrid.module.css';

export interface VirtualGridProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T) => string | number;
  /** px, the same for every row. */
  rowHeight: number;
  /** px between rows and columns. */
  gap?: number;
  columns?: number;
  overscanRows?: number;
  onNearEnd?: () => void;
  nearEndIntervalMs?: number;
  /** Shown after the rows: "loading…", or the retry button. */
  footer?: ReactNode;
  /** Accessible name of the list. */
  label: string;
}

export function VirtualGrid<T>({
  items,
  renderItem,
  getKey,
  rowHeight,
  gap = 0,
  columns = 3,
  overscanRows = 3,
  onNearEnd,
  nearEndIntervalMs = 1000,
  footer,
  label,
}: VirtualGridProps<T>) {
  const list = useRef<HTMLUListElement>(null);
  const lastCall = useRef(-Infinity);
  const trailing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Before the first measurement: the top of the list at the top of the viewport.
  const [shown, setShown] = useState(() =>
    virtualWindow({ count: items.length, columns, rowHeight, gap, overscanRows, viewportTop: 0, viewportHeight: globalThis.innerHeight ?? 0 }),
  );
  const win = useRef(shown);

  const measure = () => {
    const el = list.current;
    if (!el) return;
    const layout = { count: items.length, columns, rowHeight, gap, viewportTop: -el.getBoundingClientRect().top, viewportHeight: window.innerHeight };
    // Re-render only when the rows in view (and one beyond each edge) are no longer all rendered.
    if (!coversRows(win.current, virtualWindow({ ...layout, overscanRows: 1 }))) {
      const next = virtualWindow({ ...layout, overscanRows });
      if (!sameWindow(next, win.current)) setShown((win.current = next));
    }
    if (!onNearEnd || !nearEnd(layout)) return;
    const wait = lastCall.current + nearEndIntervalMs - Date.now();
    if (wait <= 0) {
      lastCall.current = Date.now();
      onNearEnd();
    } else trailing.current ??= setTimeout(() => ((trailing.current = undefined), measureRef.current()), wait);
  };
  // The listeners call the newest `measure`, so they are added once.
  const measureRef = useRef(measure);
  measureRef.current = measure;

  useEffect(() => {
    let frame = 0;
    const schedule = () => (frame ||= requestAnimationFrame(() => ((frame = 0), measureRef.current())));
    const opts = { passive: true } as const;
    window.addEventListener('scroll', schedule, opts);
    window.addEventListener('resize', schedule, opts);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
      clearTimeout(trailing.current);
    };
  }, []);
  // Measure before paint when the data or the geometry changes (a new page, a new tab).
  useLayoutEffect(() => measureRef.current(), [items.length, columns, rowHeight, gap, overscanRows]);

  const { startIndex, endIndex, offsetTop, totalHeight } = shown;
  // The geometry goes through the CSSOM, not a style attribute: the page's prerendered HTML may
  // not carry inline styles (the Content-Security-Policy has no 'unsafe-inline').
  const geometry = `--cols:${columns};--row:${rowHeight}px;--gap:${gap}px;height:${totalHeight}px;padding-top:${offsetTop}px`;
  useLayoutEffect(() => void (list.current && (list.current.style.cssText = geometry)), [geometry]);
  const rows = [];
  // Until the layout effect has measured, the window may be for a longer list: stay in bounds.
  for (let i = startIndex; i < Math.min(endIndex, items.length); i++) {
    const item = items[i] as T;
    rows.push(
      <li key={getKey(item)} class={css.item} aria-setsize={items.length} aria-posinset={i + 1}>
        {renderItem(item, i)}
      </li>,
    );
  }
  return (
    <>
      <ul
        ref={list}
        role="list" // explicit: Safari drops the list role of a ul without bullets
        aria-label={label}
        class={css.grid}
      >
        {rows}
      </ul>
      {footer != null && <div class={css.footer}>{footer}</div>}
    </>
  );
}
