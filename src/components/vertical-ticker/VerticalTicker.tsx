// A fixed-height vertical ticker of equal rows (the hot-match strip and the latest winners,
// specification doc. 2 §2 and §9). With more items than rows in view it moves up one row every
// `delay` ms in `speed` ms and loops seamlessly: the first rows are repeated at the end, and once
// they are in view the track jumps back to the top without a transition. The position is a signal
// bound to the track's style, so a step re-renders no component. It holds still while the page is
// hidden or focus is inside, and not at all under prefers-reduced-motion (the list scrolls by hand
// then). With few items it is a static box of the same height: nothing below it moves. Its rows
// are told whether the box has come near the viewport (lib/use-seen.ts): their pictures wait until
// then.

import { useEffect, useRef, type ReactNode } from 'react';
import { useSignal } from '@preact/signals-react';
import { useSeen } from '@/lib/use-seen';
import css from './VerticalTicker.module.css';

export interface VerticalTickerProps<T> {
  items: readonly T[];
  /** `seen`: the box has come near the viewport (show pictures). */
  renderItem: (item: T, seen: boolean) => ReactNode;
  /** Row height in px. */
  rowHeight: number;
  /** Rows in view at once (the box's height); it moves only with more items than this. */
  rows?: number;
  /** Milliseconds between steps. */
  delay?: number;
  /** Milliseconds a step takes. */
  speed?: number;
  /** Accessible name of the list. */
  label?: string;
}

const reducedMotion = () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/** The track's style with `row` at the top, sliding there in `transitionMs` if given. */
const styleAt = (row: number, rowHeight: number, transitionMs?: number) =>
  `transform:translateY(${-row * rowHeight}px)${transitionMs === undefined ? '' : `;transition:transform ${transitionMs}ms`}`;

export function VerticalTicker<T>({ items, renderItem, rowHeight, rows = 1, delay = 5000, speed = 500, label }: VerticalTickerProps<T>) {
  const n = items.length;
  const moving = n > rows && !reducedMotion();
  const held = useRef(false);
  // The track's style: a tick writes it and the <ul> follows, no component renders.
  const track = useSignal(styleAt(0, rowHeight));
  const box = useRef<HTMLDivElement>(null);
  const seen = useSeen(box);

  useEffect(() => {
    if (!moving) return;
    const moveTo = (row: number, animate: boolean) => (track.value = styleAt(row, rowHeight, animate ? speed : undefined));
    let row = 0;
    moveTo(row, false);
    let timer: ReturnType<typeof setTimeout>;
    let snap: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(() => {
        if (!document.hidden && !held.current) {
          moveTo(++row, true);
          // The repeated first rows are in view: jump back to the real ones once the step is done.
          if (row === n) snap = setTimeout(() => moveTo((row = 0), false), speed);
        }
        schedule();
      }, delay);
    };
    schedule();
    return () => (clearTimeout(timer), clearTimeout(snap));
  }, [items, n, moving, delay, speed, rowHeight, track]);

  const shown = moving ? [...items, ...items.slice(0, rows)] : items;
  return (
    <div
      ref={box}
      class={n > rows && !moving ? `${css.box} ${css.scroll}` : css.box}
      style={`--row:${rowHeight}px;height:${rows * rowHeight}px`}
      onFocusIn={() => (held.current = true)}
      onFocusOut={() => (held.current = false)}
    >
      <ul class={css.track} style={moving ? track : undefined} aria-label={label}>
        {shown.map((item, i) => (
          // Repeated rows are for the eye only: hidden from assistive technology and focus.
          <li key={i} class={css.row} aria-hidden={i >= n || undefined} inert={i >= n || undefined}>
            {renderItem(item, seen)}
          </li>
        ))}
      </ul>
    </div>
  );
}
