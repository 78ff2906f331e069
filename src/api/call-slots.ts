// At most a few API calls on the wire at once; the others wait here, in order.
//
// Why: a browser opens at most 6 connections to one host over HTTP/1.1, and a call it cannot send
// yet waits in its queue — where our 15 s time-out already runs. On a slow link or a slow server
// (home as a member starts 7 calls beside the start-up script's 2), the last ones timed out
// without ever being sent, and the player got a retry for a call nobody had refused
// (the fault matrix's `latency` run, docs/faults.md). Waiting here instead, the time-out starts
// when the call goes out. 4 leaves the host's other 2 connections to the start-up script's calls
// and to the page's chunks and pictures, which should not wait behind slow answers either.
//
// A call that times out on the wire fails the calls waiting behind it at once: the link is dead,
// and the player should get the retry after one time-out, not after one per wave of calls.
//
// The start-up script's requests (src/early.ts) hold a slot each for as long as they are on the
// wire. Left out, home as a member had 6 calls on the wire against a slow server: every game icon
// and chunk waited 8 s behind them, and the previous page's field-data beacon (keepalive) pushed
// one call into the browser's queue until it timed out (the fault matrix's `latency`, CI of
// 29 Nov 2026).

import { ApiError, clientErrorCodes } from './errors';

export const MAX_CALLS_IN_FLIGHT = 4;

let free = MAX_CALLS_IN_FLIGHT;
const queue: { go: () => void; fail: (e: ApiError) => void }[] = [];

/** Runs `call` once a slot is free. A call aborted while it waits leaves the line at once (one whose
 *  signal had fired before it queued is refused when its turn comes: `send` checks the signal). */
export async function inSlot<T>(call: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  if (free > 0) free--;
  else {
    await new Promise<void>((go, fail) => {
      const waiting = { go, fail };
      queue.push(waiting);
      signal?.addEventListener(
        'abort',
        () => {
          const at = queue.indexOf(waiting);
          if (at < 0) return;
          queue.splice(at, 1);
          fail(new ApiError(0, clientErrorCodes.aborted, ''));
        },
        { once: true },
      );
    });
  }
  try {
    return await call();
  } catch (e) {
    if ((e as ApiError).errorCode === clientErrorCodes.timeout) {
      for (const waiting of queue.splice(0)) waiting.fail(new ApiError(0, clientErrorCodes.timeout, ''));
    }
    throw e;
  } finally {
    // The slot passes straight to the next call in line, if there is one.
    const next = queue.shift();
    if (next) next.go();
    else free++;
  }
}

// Failed or not, each of the start-up script's requests keeps its slot until it settles.
for (const pending of Object.values(globalThis.__early ?? {})) {
  if (pending instanceof Promise) void inSlot(() => pending.catch(Object));
}
