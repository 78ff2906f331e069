import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The bar's state is the module's: a fresh module and an empty page for every test.
let wb: typeof import('./wait-bar');
beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  document.body.replaceChildren();
  wb = await import('./wait-bar');
});
afterEach(() => vi.useRealTimers());

const bar = () => document.querySelector<HTMLElement>('.wait-bar');

describe('the top progress bar', () => {
  it('appears only after the delay, and completes when the wait ends', () => {
    const release = wb.holdWaitBar();
    vi.advanceTimersByTime(wb.WAIT_BAR_DELAY - 1);
    expect(bar()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(bar()?.className).toBe('wait-bar');
    release();
    expect(bar()?.className).toBe('wait-bar done');
  });

  it('never shows for a wait shorter than the delay (a cached page)', () => {
    wb.holdWaitBar()();
    vi.advanceTimersByTime(1000);
    expect(bar()).toBeNull();
  });

  it('runs until the last of several waits ends', () => {
    const chunk = wb.holdWaitBar();
    const data = wb.holdWaitBar();
    vi.advanceTimersByTime(wb.WAIT_BAR_DELAY);
    chunk();
    expect(bar()?.className).toBe('wait-bar');
    data();
    expect(bar()?.className).toBe('wait-bar done');
  });

  it('starts again on the same element for the next navigation, after its delay', () => {
    const first = wb.holdWaitBar();
    vi.advanceTimersByTime(wb.WAIT_BAR_DELAY);
    first();
    const next = wb.holdWaitBar();
    vi.advanceTimersByTime(wb.WAIT_BAR_DELAY - 1);
    expect(bar()?.className).toBe('wait-bar done');
    vi.advanceTimersByTime(1);
    expect(bar()?.className).toBe('wait-bar');
    expect(document.querySelectorAll('.wait-bar')).toHaveLength(1);
    next();
  });

  it('is decorative and takes no place in the page: one empty element, outside the main content', () => {
    const release = wb.holdWaitBar();
    vi.advanceTimersByTime(wb.WAIT_BAR_DELAY);
    expect(bar()?.parentElement).toBe(document.body);
    expect(bar()?.childNodes).toHaveLength(0);
    release();
  });
});
