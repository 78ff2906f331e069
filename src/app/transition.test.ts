import { describe, expect, it } from 'vitest';
import { createSwipeDetector } from './transition';

function touch(target: EventTarget, type: string, x: number, y = 100) {
  const point = { clientX: x, clientY: y };
  const e = new Event(type) as Event & { touches: unknown[]; changedTouches: unknown[] };
  e.touches = type === 'touchend' ? [] : [point];
  e.changedTouches = [point];
  target.dispatchEvent(e);
}

describe('back-swipe detection', () => {
  it('a horizontal swipe over 100 px suppresses the next fade for a second', () => {
    let now = 1000;
    const target = new EventTarget();
    const d = createSwipeDetector(target, () => now);
    touch(target, 'touchstart', 5);
    touch(target, 'touchmove', 160);
    expect(d.recent()).toBe(true);
    now += 999;
    expect(d.recent()).toBe(true);
    now += 1;
    expect(d.recent()).toBe(false);
  });

  it('a short swipe or a vertical scroll is no back gesture', () => {
    const target = new EventTarget();
    const d = createSwipeDetector(target, () => 0);
    touch(target, 'touchstart', 10);
    touch(target, 'touchend', 100);
    expect(d.recent()).toBe(false);
    touch(target, 'touchstart', 10, 0);
    touch(target, 'touchmove', 130, 400);
    expect(d.recent()).toBe(false);
  });

  it('stops listening when stopped', () => {
    const target = new EventTarget();
    const d = createSwipeDetector(target, () => 0);
    d.stop();
    touch(target, 'touchstart', 0);
    touch(target, 'touchmove', 300);
    expect(d.recent()).toBe(false);
  });
});
