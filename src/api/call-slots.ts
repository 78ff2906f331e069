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

import { ApiError, clientErrorCodes } from './errors';

export const MAX_CALLS_IN_FLIGHT = 4;

interface Waiting {
  go: () => void;
  fail: (e: ApiError) => void;
}

let inFlight = 0;
const queue: Waiting[] = [];

function release(): void {
  const next = queue.shift();
  // The slot passes straight to the next call in line: the count stays.
  if (next) next.go();
  else inFlight--;
}

function acquire(signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.reject(new ApiError(0, clientErrorCodes.aborted, ''));
  if (inFlight < MAX_CALLS_IN_FLIGHT) {
    inFlight++;
    return Promise.resolve();
  }
  return new Promise((resolve, reject) => {
    const leave = () => {
      queue.splice(queue.indexOf(entry), 1);
      reject(new ApiError(0, clientErrorCodes.aborted, ''));
    };
    const entry: Waiting = {
      go: () => {
        signal?.removeEventListener('abort', leave);
        resolve();
      },
      fail: (e) => {
        signal?.removeEventListener('abort', leave);
        reject(e);
      },
    };
    queue.push(entry);
    signal?.addEventListener('abort', leave, { once: true });
  });
}

/** Runs `call` once a slot is free (or rejects with `aborted` if `signal` fires while it waits). */
export async function inSlot<T>(call: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  await acquire(signal);
  try {
    return await call();
  } catch (e) {
    if (e instanceof ApiError && e.errorCode === clientErrorCodes.timeout) {
      for (const waiting of queue.splice(0)) waiting.fail(new ApiError(0, clientErrorCodes.timeout, ''));
    }
    throw e;
  } finally {
    release();
  }
}
