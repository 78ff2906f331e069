// ENTRY CHUNK (start-up's status uses it). The one way data is loaded (docs/recipes.md, "Load
// data"): a resource holds the last answer of one endpoint in signals and knows whom it is for.
//
// - Its key says what an answer is for: the member (session token), the language, a tab. When a
//   signal the key reads changes, the call under way is aborted and its answer dropped, and the
//   data is cleared (another member's must never show) or kept until the new answer (texts in
//   another language), as declared; it can also load again by itself, after a delay.
// - One call per key at a time: a second `load()` joins the first.
// - A failure keeps the last data and sets `failed`; any retry tap (lib/retry-all.ts) asks again.
//   A new call clears `failed` (the page shows it is loading) unless declared to keep it.
// - `set()` puts in data another answer carried (a claim's new balance): a call that started
//   before it is older news and is dropped.
// - Optional: answers reused for a while (`freshFor`), and a stored copy shown at once on the next
//   visit and revalidated (`persist`: stale-while-revalidate).

import { batch, effect, signal, type ReadonlySignal, type Signal } from '@preact/signals-react';
import { RETRY_ALL } from './retry-all';

/** What an answer is for, compared with `===` (a token, a language, the session object itself). */
export type ResourceKey = unknown;
type NewKey = 'clear' | 'keep';

export interface ResourceOptions<T, K extends ResourceKey = string> {
  /** What an answer is for; null when there is nothing to load (no session). Reads signals with
   *  `.value`: a change of theirs is a new key. Default: one key for the visit. */
  key?: () => K | null;
  fetch: (key: K, signal: AbortSignal) => Promise<T>;
  /** The data before the first answer and after a key change that clears it. */
  initial?: T;
  /** On a new key, 'clear' (the default: the old answer belongs to someone else) or 'keep' it
   *  shown until the new answer arrives; or a choice by the two keys (another member: clear;
   *  another language: keep). */
  onNewKey?: NewKey | ((before: K | null, after: K | null) => NewKey);
  /** Load again this many ms after the key's last change (0: at once), if it was ever asked to. */
  reloadAfter?: number;
  /** An answer this young is reused by `load()` (ms; default 0: every load asks). */
  freshFor?: number;
  /** A stored copy for the key (shown until the answer comes) and how to store an answer. */
  persist?: { restore: (key: K | null) => T | null | undefined; save: (data: T, key: K) => void };
  /** Keep `failed` while a retry is under way, so the retry stays on screen until the answer
   *  (default: a new call clears it and the page shows that it is loading). */
  failedUntilAnswer?: boolean;
  /** Also told of a failure that is not dropped (a toast). */
  onError?: (error: unknown) => void;
  /** Signals of the shell's to hold the data and the failure, where the shell reads them before
   *  this module has loaded (the start-up status); what they hold stands until an answer. */
  into?: { data: Signal<T>; failed: Signal<boolean> };
}

/** `D`: the data's type before any answer (T with an `initial`, else T | undefined). The signals
 *  are writable for tests; the app puts data in through `set()`. */
export interface Resource<T, K extends ResourceKey = string, D = T | undefined> {
  readonly data: Signal<D>;
  /** The last call for this key failed (reset by the next call, an answer or a clearing key). */
  readonly failed: Signal<boolean>;
  readonly loading: ReadonlySignal<boolean>;
  /** The key answers are for now. */
  key: () => K | null;
  /** Asks for the current key (joins a call under way; `fresh` skips `freshFor`). */
  load: (options?: { fresh?: boolean }) => Promise<void>;
  /** The data, from a fresh answer kept or a new call; rejects with the failure (for callers that
   *  wait on the data itself: a launch needs the vendor list). */
  get: () => Promise<T>;
  set: (next: T | ((current: T | undefined) => T)) => void;
  /** Back to the start (a new visit; tests). */
  reset: () => void;
  /** Stops following the key and the retry taps (a component's resource, on unmount). */
  dispose: () => void;
}

export function resource<T, K extends ResourceKey = string>(o: ResourceOptions<T, K> & { initial: T }): Resource<T, K, T>;
export function resource<T, K extends ResourceKey = string>(o: ResourceOptions<T, K>): Resource<T, K>;
export function resource<T, K extends ResourceKey = string>(o: ResourceOptions<T, K>): Resource<T, K> {
  // Written without `?.`: the build lowers it for Chrome 87 into longer code.
  const { key: keyOf = () => '' as K, fetch, initial, onNewKey, reloadAfter, freshFor = 0, persist, failedUntilAnswer, onError, into } = o;
  const data: Signal<T | undefined> = into ? into.data : signal<T | undefined>(undefined);
  const failed = into ? into.failed : signal(false);
  const loading = signal(false);
  let current: K | null = null;
  let call: { key: K; done: Promise<void>; abort: AbortController } | null = null;
  /** Bumped by a new key, `set` and `reset`: an answer asked before is dropped. */
  let epoch = 0;
  let answeredAt = -Infinity;
  let asked = false;
  let lastError: unknown;
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** Forgets the call under way (aborted, its answer dropped); with `clear`, the data too: the
   *  key's stored copy, else the initial value. */
  const drop = (clear: boolean) => {
    epoch++;
    if (call) call.abort.abort();
    call = null;
    answeredAt = -Infinity;
    batch(() => {
      loading.value = false;
      if (clear) {
        data.value = (persist && persist.restore(current)) ?? initial;
        failed.value = false;
      }
    });
  };

  const load = ({ fresh = false } = {}): Promise<void> => {
    asked = true;
    const key = current;
    if (key === null) return Promise.resolve();
    if (call && call.key === key) return call.done;
    if (!fresh && Date.now() - answeredAt < freshFor) return Promise.resolve();
    const abort = new AbortController();
    const mine = epoch;
    batch(() => {
      loading.value = true;
      if (!failedUntilAnswer) failed.value = false;
    });
    const done: Promise<void> = fetch(key, abort.signal)
      .then(
        (value) => {
          if (mine !== epoch) return;
          answeredAt = Date.now();
          batch(() => {
            data.value = value;
            failed.value = false;
          });
          if (persist) persist.save(value, key);
        },
        (error: unknown) => {
          if (mine !== epoch) return;
          lastError = error;
          answeredAt = -Infinity; // the next load asks again
          failed.value = true;
          if (onError) onError(error);
        },
      )
      .finally(() => {
        if (call && call.done === done) {
          call = null;
          loading.value = false;
        }
      });
    call = { key, done, abort };
    return done;
  };

  let first = true;
  const stopKey = effect(() => {
    const key = keyOf();
    if (!first && key === current) return;
    const keep = !first && (typeof onNewKey === 'function' ? onNewKey(current, key) : onNewKey) === 'keep';
    current = key;
    // Adopted signals keep what the shell put there (a stored copy) until an answer.
    drop(!keep && !(first && into));
    if (!first && asked && reloadAfter !== undefined) {
      clearTimeout(timer);
      if (reloadAfter) timer = setTimeout(() => void load({ fresh: true }), reloadAfter);
      else void load({ fresh: true });
    }
    first = false;
  });

  const onRetry = () => void (failed.peek() && load({ fresh: true }));
  // Not in the prerender, which runs in Node without window events.
  const events = typeof window === 'object' ? window : null;
  if (events) events.addEventListener(RETRY_ALL, onRetry);

  return {
    data,
    failed,
    loading,
    key: () => current,
    load,
    get: () =>
      load().then(() => {
        if (failed.peek()) throw lastError;
        return data.peek() as T;
      }),
    set(next) {
      if (current === null) return;
      epoch++;
      answeredAt = Date.now();
      data.value = typeof next === 'function' ? (next as (c: T | undefined) => T)(data.peek()) : next;
    },
    reset() {
      asked = false;
      clearTimeout(timer);
      drop(true);
    },
    dispose() {
      stopKey();
      clearTimeout(timer);
      if (call) call.abort.abort();
      if (events) events.removeEventListener(RETRY_ALL, onRetry);
    },
  };
}
