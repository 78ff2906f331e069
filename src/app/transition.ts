// ENTRY CHUNK. Page transitions are a 300 ms fade, except right after a back swipe of more than
// 100 px: the browser (or the OS) already animated that one, and a second animation looks broken.

export const SWIPE_THRESHOLD = 100;
/** How long after a swipe a navigation still counts as caused by it. */
const SWIPE_WINDOW_MS = 1000;

export interface SwipeDetector {
  /** True when a horizontal swipe over the threshold happened within the last second. */
  recent: (now?: number) => boolean;
  stop: () => void;
}

export function createSwipeDetector(target: EventTarget, clock: () => number = Date.now): SwipeDetector {
  let startX = 0;
  let startY = 0;
  let lastSwipe = -Infinity;
  const point = (e: Event) => (e as TouchEvent).touches[0] ?? (e as TouchEvent).changedTouches[0];
  const onStart = (e: Event) => {
    const p = point(e);
    if (p) [startX, startY] = [p.clientX, p.clientY];
  };
  // Measured on move as well as on end: when the browser takes the gesture over, touchend may
  // never arrive (touchcancel instead).
  const onMove = (e: Event) => {
    const p = point(e);
    if (!p) return;
    const dx = Math.abs(p.clientX - startX);
    if (dx > SWIPE_THRESHOLD && dx > Math.abs(p.clientY - startY)) lastSwipe = clock();
  };
  const opts = { passive: true } as const;
  target.addEventListener('touchstart', onStart, opts);
  target.addEventListener('touchmove', onMove, opts);
  target.addEventListener('touchend', onMove, opts);
  return {
    recent: (now = clock()) => now - lastSwipe < SWIPE_WINDOW_MS,
    stop: () => {
      target.removeEventListener('touchstart', onStart);
      target.removeEventListener('touchmove', onMove);
      target.removeEventListener('touchend', onMove);
    },
  };
}
