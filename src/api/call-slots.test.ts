// At most MAX_CALLS_IN_FLIGHT calls on the wire; a call waiting for a slot has not started its
// time-out (the browser's own per-host queue used to eat it: docs/faults.md).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_CALLS_IN_FLIGHT } from './call-slots';
import { request } from './client';
import { clientErrorCodes, type ApiError } from './errors';

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value }), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** A fetch whose answers the test gives, one per sent URL. */
function slowServer() {
  const sent: { url: string; answer: (v: unknown) => void }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string, init: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          sent.push({ url, answer: (v) => resolve(ok(v)) });
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    ),
  );
  return sent;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('call slots', () => {
  it('sends at most four calls at once; the next goes out when one is answered, in order', async () => {
    const sent = slowServer();
    const calls = [1, 2, 3, 4, 5, 6].map((n) => request({ url: `/wps/${n}`, retries: 0 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((s) => s.url)).toEqual(['/wps/1', '/wps/2', '/wps/3', '/wps/4']);
    expect(MAX_CALLS_IN_FLIGHT).toBe(4);
    sent[1]!.answer('two');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((s) => s.url)).toEqual(['/wps/1', '/wps/2', '/wps/3', '/wps/4', '/wps/5']);
    for (const s of sent) s.answer(s.url);
    await vi.advanceTimersByTimeAsync(0);
    for (const s of sent.slice(5)) s.answer(s.url);
    await expect(Promise.all(calls)).resolves.toEqual(['/wps/1', 'two', '/wps/3', '/wps/4', '/wps/5', '/wps/6']);
  });

  it("starts a waiting call's time-out when it goes out, not while it waits for a slot", async () => {
    const sent = slowServer();
    const first = [1, 2, 3, 4].map((n) => request({ url: `/wps/${n}`, retries: 0 }));
    const late = request({ url: '/wps/late', retries: 0 });
    await vi.advanceTimersByTimeAsync(8000); // a slow server: 8 s per answer
    for (const s of sent) s.answer('early');
    await Promise.all(first);
    await vi.advanceTimersByTimeAsync(8000); // 16 s after it was asked, 8 s on the wire
    expect(sent.at(-1)!.url).toBe('/wps/late');
    sent.at(-1)!.answer('in time');
    await expect(late).resolves.toBe('in time');
  });

  it("a call aborted while it waits never goes out and frees nobody's slot", async () => {
    const sent = slowServer();
    const first = [1, 2, 3, 4].map((n) => request({ url: `/wps/${n}`, retries: 0 }));
    const leaving = new AbortController();
    const aborted = request({ url: '/wps/gone', retries: 0, signal: leaving.signal }).catch((e: ApiError) => e.errorCode);
    const next = request({ url: '/wps/next', retries: 0 });
    leaving.abort();
    await expect(aborted).resolves.toBe(clientErrorCodes.aborted);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(4);
    sent[0]!.answer('a');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((s) => s.url)).not.toContain('/wps/gone');
    expect(sent.at(-1)!.url).toBe('/wps/next');
    for (const s of sent) s.answer('x');
    await Promise.all([...first, next]);
  });

  it('a call that fails frees its slot', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const failed = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => request({ url: `/wps/${n}`, retries: 0 }).catch((e: ApiError) => e.errorCode)));
    expect(failed).toEqual(Array(6).fill(clientErrorCodes.network));
    const sent = slowServer();
    const again = request({ url: '/wps/again', retries: 0 });
    await vi.advanceTimersByTimeAsync(0);
    sent[0]!.answer('fine');
    await expect(again).resolves.toBe('fine');
  });
});

describe('call slots on a dead link', () => {
  it('a call timing out on the wire fails the calls waiting behind it at once, not one time-out per wave', async () => {
    slowServer(); // never answers
    const calls = [1, 2, 3, 4, 5, 6, 7].map((n) => request({ url: `/wps/${n}`, retries: 0 }).catch((e: ApiError) => e.errorCode));
    await vi.advanceTimersByTimeAsync(15_000);
    await expect(Promise.all(calls)).resolves.toEqual(Array(7).fill(clientErrorCodes.timeout));
    // and the slots are free again
    const sent = slowServer();
    const again = request({ url: '/wps/again', retries: 0 });
    await vi.advanceTimersByTimeAsync(0);
    sent[0]!.answer('back');
    await expect(again).resolves.toBe('back');
  });
});

describe("the start-up script's requests", () => {
  afterEach(() => {
    delete globalThis.__early;
    vi.resetModules();
  });

  it('hold a slot each while they are on the wire, so the app sends two calls beside them, not four', async () => {
    vi.resetModules();
    let answerStatus = () => {};
    let failHome = () => {};
    globalThis.__early = {
      taps: [],
      status: new Promise((resolve) => (answerStatus = () => resolve({ status: 200, body: {} }))),
      home: new Promise((_, reject) => (failHome = () => reject(new Error('timed out')))),
    };
    const { request: fresh } = await import('./client');
    const sent = slowServer();
    const calls = [1, 2, 3, 4].map((n) => fresh({ url: `/wps/${n}`, retries: 0 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((s) => s.url)).toEqual(['/wps/1', '/wps/2']);
    answerStatus();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((s) => s.url)).toEqual(['/wps/1', '/wps/2', '/wps/3']);
    // A failed start-up request frees its slot too, and fails nobody else.
    failHome();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((s) => s.url)).toEqual(['/wps/1', '/wps/2', '/wps/3', '/wps/4']);
    for (const s of sent) s.answer(s.url);
    await expect(Promise.all(calls)).resolves.toEqual(['/wps/1', '/wps/2', '/wps/3', '/wps/4']);
  });
});
