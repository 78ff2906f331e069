// An upload with real progress and a cancel: the client's headers, envelope, errors, call slots
// and "session lost" reaction (./client), sent through XMLHttpRequest because fetch reports no
// upload progress. A player on 2G watches a photo go for many seconds and must see it move.

import { headersFor, noticeSessionLost, timedOut, unwrap, type RequestOptions } from './client';
import { inSlot } from './call-slots';
import { ApiError, clientErrorCodes } from './errors';
import { env } from '@/lib/env';

export interface UploadOptions extends Pick<RequestOptions, 'method' | 'url' | 'moduleId' | 'signal'> {
  data: FormData;
  /** Milliseconds for the whole upload and its answer. */
  timeout: number;
  /** Bytes sent of the total so far (the browser calls it as the body goes out). */
  onProgress?: (sent: number, total: number) => void;
}

/** Sends `data` once (an upload is never repeated behind the player's back); resolves with the
 *  envelope's value. Every failure is an ApiError; the signal's abort is `client.aborted`. */
export async function upload<T>(opts: UploadOptions): Promise<T> {
  try {
    const { status, text } = await inSlot(() => send(opts), opts.signal);
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON (a proxy's page): unwrap says what the status means.
    }
    return unwrap<T>(status, body);
  } catch (e) {
    noticeSessionLost(e as ApiError);
    throw e;
  }
}

function send(opts: UploadOptions): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const fail = (error: ApiError) => () => reject(error);
    const aborted = fail(new ApiError(0, clientErrorCodes.aborted, ''));
    // Aborted while it waited for its slot: it never goes out.
    if (opts.signal?.aborted) return aborted();
    const xhr = new XMLHttpRequest();
    xhr.open(opts.method ?? 'put', env.apiBase + opts.url);
    for (const [name, value] of Object.entries(headersFor(opts))) xhr.setRequestHeader(name, value);
    xhr.timeout = opts.timeout;
    xhr.upload.onprogress = (e) => e.lengthComputable && opts.onProgress?.(e.loaded, e.total);
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = fail(new ApiError(0, clientErrorCodes.network, ''));
    xhr.ontimeout = fail(timedOut());
    xhr.onabort = aborted;
    opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    // FormData goes out untouched: the browser writes the multipart Content-Type with its boundary.
    xhr.send(opts.data);
  });
}
