// The one loading mechanism: single flight per key, stale answers dropped and aborted, cleared or
// kept on a new key, reloads after a key change, the one-tap retry, set(), freshness, the stored copy.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signal } from '@preact/signals-react';
import { resource, type Resource, type ResourceKey, type ResourceOptions } from './resource';
import { retryAll } from './retry-all';

/** A fetch whose answers the test gives, one per call, in any order. */
function calls<T>() {
  const list: { key: unknown; signal: AbortSignal; answer: (v: T) => void; fail: (e: unknown) => void }[] = [];
  const fetch = vi.fn((key: unknown, signal: AbortSignal) => new Promise<T>((answer, fail) => list.push({ key, signal, answer, fail })));
  return { list, fetch };
}

const made: Resource<unknown, ResourceKey>[] = [];
function make<T, K extends ResourceKey = string>(o: ResourceOptions<T, K>): Resource<T, K> {
  const r = resource(o);
  made.push(r as unknown as Resource<unknown, ResourceKey>);
  return r;
}

const flush = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  for (const r of made.splice(0)) r.dispose();
  vi.useRealTimers();
});

describe('resource', () => {
  const who = signal<string | null>('tok1');
  beforeEach(() => void (who.value = 'tok1'));

  it('joins a call under way instead of asking twice, and says it is loading', async () => {
    const { list, fetch } = calls<number>();
    const r = make({ key: () => who.value, fetch });
    const a = r.load();
    const b = r.load();
    expect(fetch).toHaveBeenCalledOnce();
    expect(r.loading.value).toBe(true);
    list[0]!.answer(5);
    await Promise.all([a, b]);
    expect(r.data.value).toBe(5);
    expect(r.loading.value).toBe(false);
  });

  it('asks again on each load once answered (no freshness by default)', async () => {
    const { list, fetch } = calls<number>();
    const r = make({ fetch });
    const a = r.load();
    list[0]!.answer(1);
    await a;
    void r.load();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('clears the data on a new key, aborts the old call and drops its answer', async () => {
    const { list, fetch } = calls<string>();
    const r = make({ key: () => who.value, fetch, initial: 'none' });
    const first = r.load();
    list[0]!.answer('first member');
    await first;
    expect(r.data.value).toBe('first member');
    const late = r.load();
    who.value = 'tok2';
    expect(list[1]!.signal.aborted).toBe(true);
    expect(r.data.value).toBe('none');
    expect(r.loading.value).toBe(false);
    list[1]!.answer('first member again');
    await late;
    expect(r.data.value).toBe('none');
    expect(r.key()).toBe('tok2');
  });

  it('keeps the data shown on a new key when declared, until the new answer', async () => {
    const { list, fetch } = calls<string>();
    const lang = signal('bn');
    const r = make({ key: () => lang.value, fetch, onNewKey: 'keep' });
    void r.load();
    list[0]!.answer('বাংলা');
    await flush();
    lang.value = 'en';
    expect(r.data.value).toBe('বাংলা');
    const next = r.load();
    expect(list[1]!.key).toBe('en');
    list[1]!.answer('English');
    await next;
    expect(r.data.value).toBe('English');
  });

  it('loads again after a key change, once the key has settled, if it was ever asked', async () => {
    vi.useFakeTimers();
    const { list, fetch } = calls<string>();
    const lang = signal('bn');
    const idle = make({ key: () => lang.value, fetch, onNewKey: 'keep', reloadAfter: 200 });
    lang.value = 'en';
    await vi.advanceTimersByTimeAsync(300);
    expect(fetch).not.toHaveBeenCalled(); // never asked: nothing to refresh
    idle.dispose();

    const r = make({ key: () => lang.value, fetch, onNewKey: 'keep', reloadAfter: 200 });
    void r.load();
    lang.value = 'bn';
    await vi.advanceTimersByTimeAsync(150);
    lang.value = 'en';
    await vi.advanceTimersByTimeAsync(150);
    expect(fetch).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(60);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(list[1]!.key).toBe('en');
  });

  it('has nothing to load without a key, and ignores set() then', async () => {
    const { fetch } = calls<number>();
    who.value = null;
    const r = make({ key: () => who.value, fetch, initial: 0 });
    await r.load();
    r.set(9);
    expect(fetch).not.toHaveBeenCalled();
    expect(r.data.value).toBe(0);
  });

  it('keeps the last data on a failure, says so, tells onError, and a retry tap asks again', async () => {
    const { list, fetch } = calls<number>();
    const onError = vi.fn();
    const r = make({ fetch, onError });
    void r.load();
    list[0]!.answer(1);
    await flush();
    const failing = r.load();
    list[1]!.fail(new Error('network'));
    await failing;
    expect(r.data.value).toBe(1);
    expect(r.failed.value).toBe(true);
    expect(onError).toHaveBeenCalledOnce();
    retryAll();
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(r.failed.value).toBe(false); // loading now
    list[2]!.answer(2);
    await flush();
    expect(r.failed.value).toBe(false);
    expect(r.data.value).toBe(2);
    retryAll(); // nothing failed: no call
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('keeps failed during a retry when declared, until the answer', async () => {
    const { list, fetch } = calls<number>();
    const r = make({ fetch, failedUntilAnswer: true });
    const a = r.load();
    list[0]!.fail(new Error('x'));
    await a;
    const b = r.load();
    expect(r.failed.value).toBe(true);
    list[1]!.answer(1);
    await b;
    expect(r.failed.value).toBe(false);
  });

  it('get() resolves with the data, from a kept answer or a new call, and rejects with a failure', async () => {
    const { list, fetch } = calls<number>();
    const r = make({ fetch, freshFor: Infinity });
    const first = r.get();
    list[0]!.answer(3);
    await expect(first).resolves.toBe(3);
    await expect(r.get()).resolves.toBe(3);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('get() passes a failure on', async () => {
    const { list, fetch } = calls<number>();
    const r = make({ fetch });
    const got = r.get();
    list[0]!.fail(new Error('offline'));
    await expect(got).rejects.toThrow('offline');
  });

  it('drops an answer asked before set() put in a newer one', async () => {
    const { list, fetch } = calls<number>();
    const r = make({ fetch });
    const older = r.load();
    r.set(7);
    list[0]!.answer(3);
    await older;
    expect(r.data.value).toBe(7);
    r.set((n) => (n ?? 0) + 1);
    expect(r.data.value).toBe(8);
  });

  it('reuses a fresh answer for freshFor ms unless asked for a fresh one', async () => {
    const { list, fetch } = calls<number>();
    const r = make({ fetch, freshFor: 60_000 });
    void r.load();
    list[0]!.answer(1);
    await flush();
    await r.load();
    expect(fetch).toHaveBeenCalledOnce();
    void r.load({ fresh: true });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('a failure is not reused as fresh: the next load asks again', async () => {
    const { list, fetch } = calls<number>();
    const r = make({ fetch, freshFor: Infinity });
    const a = r.load();
    list[0]!.fail(new Error('x'));
    await a;
    void r.load();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('shows a stored copy for the key at once and stores each answer', async () => {
    const { list, fetch } = calls<string>();
    const store = new Map<string | null, string>([['bn', 'stored']]);
    const lang = signal('bn');
    const save = vi.fn((v: string, k: string) => void store.set(k, v));
    const r = make({ key: () => lang.value, fetch, persist: { restore: (k) => store.get(k), save } });
    expect(r.data.value).toBe('stored');
    void r.load();
    list[0]!.answer('fresh');
    await flush();
    expect(save).toHaveBeenCalledWith('fresh', 'bn');
    lang.value = 'en';
    expect(r.data.value).toBeUndefined(); // no copy in English
  });

  it('holds its data and failure in signals of the shell when given, which keep their value until an answer', async () => {
    const { list, fetch } = calls<string | null>();
    const data = signal<string | null>('cached');
    const failed = signal(false);
    const r = make({ fetch, initial: null, into: { data, failed } });
    expect(r.data).toBe(data);
    expect(data.value).toBe('cached');
    void r.load();
    list[0]!.fail(new Error('offline'));
    await flush();
    expect(failed.value).toBe(true);
    expect(data.value).toBe('cached');
    void r.load();
    list[1]!.answer('fresh');
    await flush();
    expect([data.value, failed.value]).toEqual(['fresh', false]);
  });

  it('reset() forgets the data and the call under way; dispose() stops following the key', async () => {
    const { list, fetch } = calls<number>();
    const r = make({ key: () => who.value, fetch, initial: 0 });
    const a = r.load();
    r.reset();
    list[0]!.answer(4);
    await a;
    expect(r.data.value).toBe(0);
    r.dispose();
    who.value = 'tok9';
    expect(r.key()).toBe('tok1');
  });
});
