// When the banner carousel starts: once the page has settled, and then only when it is first to
// move (a finger or focus on it, or its first autoplay step due).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenMoving } from './after-first-banner';

let root: HTMLElement;
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestIdleCallback', (f: () => void) => setTimeout(f, 1));
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
  document.body.innerHTML = '<div><img></div>';
  root = document.body.firstElementChild as HTMLElement;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const settle = () => vi.advanceTimersByTimeAsync(2);

describe('whenMoving', () => {
  it('starts when the first autoplay step is due, a whole period after the page settled', async () => {
    const then = vi.fn();
    whenMoving(root, 5000, then);
    await settle();
    await vi.advanceTimersByTimeAsync(4990);
    expect(then).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10);
    expect(then).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('starts at once when a finger touches the carousel, and only once', async () => {
    const then = vi.fn();
    whenMoving(root, 5000, then);
    root.dispatchEvent(new Event('pointerdown'));
    root.dispatchEvent(new Event('touchstart'));
    await settle();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(then).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('never starts once stopped (the carousel went)', async () => {
    const then = vi.fn();
    whenMoving(root, 5000, then)();
    await settle();
    root.dispatchEvent(new Event('focusin'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(then).not.toHaveBeenCalled();
  });
});
