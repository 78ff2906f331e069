// One `request<T>()` for every call: redaxios does the HTTP; this wrapper adds what redaxios lacks
// (see ARCHITECTURE §1): the platform headers, the `{ success, value, message, errorCode }`
// envelope, typed errors, time-outs, AbortSignal support through a custom fetch, and retries of
// idempotent calls (GETs, and writes with an idempotency key) with backoff. It knows nothing of
// app state: the token, language and the "session lost" reaction come through `apiContext`,
// filled in at boot (imports stay one-way).
// This module is not in the entry chunk: start-up loads it in parallel with the first render.

import axios from 'redaxios';
import type { Envelope } from '../../contract/envelope';
import { inSlot } from './call-slots';
import { ApiError, SESSION_LOST, clientErrorCodes } from './errors';
import { apiContext } from '@/lib/api-context';
import { CALL_TIMEOUT_MS, takeEarly, type EarlyName } from '@/lib/early';
import { env } from '@/lib/env';
import { isRecord } from '@/lib/guards';

export type Method = 'get' | 'post' | 'put' | 'delete';

export interface RequestOptions {
  method?: Method;
  url: string;
  params?: Record<string, string | number | boolean>;
  data?: unknown;
  /** Send `data` (a flat record of strings) as `application/x-www-form-urlencoded`, not JSON. */
  form?: boolean;
  /** The platform module id of the call, sent as the `ModuleId` header. */
  moduleId?: string;
  /** Send the session token (default: when one exists). */
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Milliseconds before the attempt is abandoned. */
  timeout?: number;
  /** Sent as `Idempotency-Key` on every attempt: the server answers a repeat with its first
   *  answer, so such a write is retried like a GET (money calls: ./money-keys.ts). */
  idempotencyKey?: string;
  /** Extra attempts for GETs and keyed writes after a transient failure. */
  retries?: number;
  /** A plain-text answer is the value itself, not a broken envelope (the platform's RSA key, §4.1). */
  plainText?: boolean;
  /** The inline start-up script's answer to use instead of a first request, when it has one
   *  (src/early.ts); a transport failure or a 5xx falls back to the usual attempts. */
  early?: EarlyName;
}

export const retryPolicy = {
  /** Extra attempts for a GET or keyed write after a transient failure other than a time-out. */
  retries: 2,
  /** Milliseconds before retry n (0-based): 0.5 s, 1.5 s, plus up to 25 % jitter so many phones
   *  do not retry in step. Tests replace it. */
  backoff: (n: number) => 500 * 3 ** n * (1 + Math.random() / 4),
};

const DEFAULT_TIMEOUT = CALL_TIMEOUT_MS;

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(t), reject(signal.reason)), { once: true });
  });

export const timedOut = () => new ApiError(0, clientErrorCodes.timeout, '');

export function headersFor(opts: RequestOptions): Record<string, string> {
  const h: Record<string, string> = {
    Accept: 'application/json, text/plain, */*',
    Merchant: env.merchant,
    Language: apiContext.getLanguage(),
    Device: apiContext.getDevice(),
  };
  if (opts.moduleId) h.ModuleId = opts.moduleId;
  if (opts.idempotencyKey) h['Idempotency-Key'] = opts.idempotencyKey;
  // redaxios passes URLSearchParams through untouched and sets no type for it: say it here.
  if (opts.form) h['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
  const token = apiContext.getToken();
  if (token && opts.auth !== false) h.Authorization = token;
  return { ...h, ...opts.headers };
}

/** Turns whatever came back (or did not) into the envelope's value or an ApiError. */
export function unwrap<T>(status: number, body: unknown): T {
  if (!isRecord<Envelope>(body) || typeof body.success !== 'boolean') {
    throw new ApiError(status, status >= 400 ? clientErrorCodes.http : clientErrorCodes.invalidResponse, '');
  }
  const message = typeof body.message === 'string' ? body.message : '';
  const code = typeof body.errorCode === 'string' && body.errorCode ? body.errorCode : '';
  if (!body.success || status >= 400) {
    throw new ApiError(status, code || clientErrorCodes.http, message, body.value ?? null);
  }
  return body.value as T;
}

/** One try, once a slot is free: its time-out runs from when it goes out (./call-slots). */
const attempt = <T>(opts: RequestOptions): Promise<T> => inSlot(() => send<T>(opts), opts.signal);

async function send<T>(opts: RequestOptions): Promise<T> {
  // Aborted while it waited for its slot: it never goes out.
  if (opts.signal?.aborted) throw new ApiError(0, clientErrorCodes.aborted, '');
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), opts.timeout ?? DEFAULT_TIMEOUT);
  const outer = opts.signal;
  const onOuterAbort = () => timeout.abort();
  outer?.addEventListener('abort', onOuterAbort, { once: true });
  try {
    const res = await axios<unknown>({
      url: opts.url,
      method: opts.method ?? 'get',
      baseURL: env.apiBase || undefined,
      params: opts.params,
      data: opts.form ? new URLSearchParams(opts.data as Record<string, string>) : opts.data,
      headers: headersFor(opts),
      // redaxios does not forward `signal`; a custom fetch does.
      fetch: ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, { ...init, signal: timeout.signal })) as typeof fetch,
      validateStatus: () => true,
    });
    if (opts.plainText && res.status < 400 && typeof res.data === 'string') return res.data as T;
    return unwrap<T>(res.status, res.data);
  } catch (e) {
    if (e instanceof ApiError) throw e;
    if (outer?.aborted) throw new ApiError(0, clientErrorCodes.aborted, '');
    if (timeout.signal.aborted) throw timedOut();
    throw new ApiError(0, clientErrorCodes.network, '');
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onOuterAbort);
  }
}

export function noticeSessionLost(err: ApiError): void {
  if (err.status === 401 && err.errorCode === SESSION_LOST) apiContext.onSessionLost();
}

/** Calls the platform and returns the envelope's `value`; every failure is an ApiError. A call
 *  still unsettled after 6 s is reported through `apiContext.onSlow` (the player is told the
 *  network is slow; docs/faults.md), with a signal that fires when it settles. */
export function request<T>(opts: RequestOptions): Promise<T> {
  const settled = new AbortController();
  const slow = setTimeout(() => apiContext.onSlow(settled.signal), 6000);
  return settle<T>(opts).finally(() => {
    clearTimeout(slow);
    settled.abort();
  });
}

async function settle<T>(opts: RequestOptions): Promise<T> {
  const early = opts.early && takeEarly(opts.early);
  if (early) {
    // The early request has had its whole time: a time-out (the app's, or the script's own abort
    // at the same age) ends the call, where a new attempt on the same dead link would only double
    // the wait. A failed one is asked again below.
    const taken = early.catch((e: unknown) => {
      if ((e as Error | null)?.name === 'TimeoutError') throw timedOut();
      return null;
    });
    const answer = await Promise.race([taken, sleep(opts.timeout ?? DEFAULT_TIMEOUT).then(() => Promise.reject(timedOut()))]);
    // Only a platform envelope counts: anything else (a proxy's error page) asks again.
    if (answer && isRecord<Envelope>(answer.body) && typeof answer.body.success === 'boolean') {
      try {
        return unwrap<T>(answer.status, answer.body);
      } catch (e) {
        noticeSessionLost(e as ApiError);
        if (!(e as ApiError).transient) throw e;
      }
    }
  }
  // A write without a key is never repeated: the first may have been applied.
  const retries = (opts.method ?? 'get') === 'get' || opts.idempotencyKey ? (opts.retries ?? retryPolicy.retries) : 0;
  for (let n = 0; ; n++) {
    try {
      return await attempt<T>(opts);
    } catch (e) {
      const err = e as ApiError;
      noticeSessionLost(err);
      // A time-out is not asked again by itself: on 2G the next try would take as long, and the
      // player has waited enough to decide (the retry button).
      if (n >= retries || !err.transient || err.errorCode === clientErrorCodes.timeout || opts.signal?.aborted) throw err;
      await sleep(retryPolicy.backoff(n), opts.signal).catch(() => {
        throw new ApiError(0, clientErrorCodes.aborted, '');
      });
    }
  }
}
