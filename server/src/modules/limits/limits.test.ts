import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { resetClock, shiftClock } from '../../lib/clock.ts';
import { CONTRACT_LIMITS, limitsFor } from './guards.ts';
import { RateLimiter } from './rate-limiter.ts';
import { ReplayCache } from './replay-cache.ts';

afterEach(() => resetClock());

describe('RateLimiter', () => {
  it('allows `limit` events per window and tells how long to wait', () => {
    const limiter = new RateLimiter(2, 60_000);
    expect([limiter.hit('a'), limiter.hit('a')]).toEqual([0, 0]);
    expect(limiter.hit('a')).toBe(60);
    expect(limiter.hit('b')).toBe(0);
    shiftClock(30_000);
    expect(limiter.retryAfter('a')).toBe(30);
    shiftClock(30_000);
    expect(limiter.hit('a')).toBe(0);
  });

  it('refused attempts do not extend the wait', () => {
    const limiter = new RateLimiter(1, 60_000);
    limiter.hit('a');
    shiftClock(59_000);
    limiter.hit('a');
    shiftClock(1_000);
    expect(limiter.hit('a')).toBe(0);
  });

  it('release gives one slot back', () => {
    const limiter = new RateLimiter(2, 60_000);
    limiter.hit('a');
    limiter.hit('a');
    limiter.release('a');
    expect(limiter.hit('a')).toBe(0);
    expect(limiter.hit('a')).toBe(60);
    limiter.release('b');
    expect(limiter.hit('b')).toBe(0);
  });

  it('keeps at most maxKeys keys, dropping the least recently used', () => {
    const limiter = new RateLimiter(1, 60_000, 2);
    limiter.hit('a');
    limiter.hit('b');
    limiter.hit('c');
    expect(limiter.retryAfter('a')).toBe(0);
    expect(limiter.retryAfter('c')).toBe(60);
  });
});

describe('ReplayCache', () => {
  it('remembers a value for twice the stamp window (4 minutes)', () => {
    // Date stands still: the test moves the clock to 1 ms before the expiry, and a real
    // millisecond passing between two lines would expire the entry early.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const cache = new ReplayCache();
    cache.remember('x');
    expect(cache.has('x')).toBe(true);
    expect(cache.has('y')).toBe(false);
    shiftClock(4 * 60_000 - 1);
    expect(cache.has('x')).toBe(true);
    shiftClock(1);
    expect(cache.has('x')).toBe(false);
  });

  it('is bounded', () => {
    const cache = new ReplayCache(60_000, 2);
    for (const v of ['a', 'b', 'c']) cache.remember(v);
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([false, true, true]);
  });
});

describe('limits per mode', () => {
  it('development and production use the documented numbers; test mode relaxes only per-IP limits', () => {
    expect(limitsFor('production')).toEqual(CONTRACT_LIMITS);
    expect(limitsFor('development')).toEqual(CONTRACT_LIMITS);
    expect(CONTRACT_LIMITS.loginPerClient).toEqual({ limit: 10, windowMs: 300_000 });
    expect(CONTRACT_LIMITS.loginPerIp).toEqual({ limit: 60, windowMs: 300_000 });
    expect(CONTRACT_LIMITS.smsPerNumber).toEqual({ limit: 1, windowMs: 60_000 });
    expect(CONTRACT_LIMITS.smsPerNumberHourly).toEqual({ limit: 5, windowMs: 3_600_000 });
    expect(CONTRACT_LIMITS.freeplayPerIp).toEqual({ limit: 10, windowMs: 3_600_000 });
    const test = limitsFor('test');
    expect(test.loginPerIp.limit).toBe(600);
    expect(test.freeplayPerIp.limit).toBe(100);
    expect(test.loginPerClient).toEqual(CONTRACT_LIMITS.loginPerClient);
    expect(test.smsPerNumber).toEqual(CONTRACT_LIMITS.smsPerNumber);
  });
});
