import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCountdown, smsCountdownSeconds } from './countdown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createCountdown', () => {
  it('counts down once a second and resets to 0 at the end', () => {
    const c = createCountdown();
    expect(c.seconds.value).toBe(0);
    c.start(3);
    expect(c.seconds.value).toBe(3);
    vi.advanceTimersByTime(1000);
    expect(c.seconds.value).toBe(2);
    vi.advanceTimersByTime(1000);
    expect(c.seconds.value).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(c.seconds.value).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('follows the wall clock when timers were held back (a throttled background tab)', () => {
    const c = createCountdown();
    c.start(300);
    vi.setSystemTime(Date.now() + 120_000); // two minutes pass, no tick ran
    vi.advanceTimersByTime(1000);
    expect(c.seconds.value).toBe(179);
    vi.setSystemTime(Date.now() + 600_000);
    vi.advanceTimersByTime(1000);
    expect(c.seconds.value).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops on demand and restarts from the new total', () => {
    const c = createCountdown();
    c.start(60);
    vi.advanceTimersByTime(5000);
    expect(c.seconds.value).toBe(55);
    c.stop();
    expect(c.seconds.value).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    c.start(10);
    c.start(20);
    expect(vi.getTimerCount()).toBe(1);
    expect(c.seconds.value).toBe(20);
  });
});

describe('smsCountdownSeconds', () => {
  it.each([
    [5, false, 300],
    [1, false, 60],
    [undefined, false, 60],
    [0, false, 60],
    [Number.NaN, false, 60],
    [5, true, 60],
  ])('%s minutes, phone-auth %s → %s s', (minutes, phoneAuth, expected) => {
    expect(smsCountdownSeconds(minutes, phoneAuth)).toBe(expected);
  });
});
