// The upload call: the client's headers and envelope over XMLHttpRequest, with its progress, its
// time-out, the cancel and the lost session. XMLHttpRequest is a fake that the test drives.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiContext } from '@/lib/api-context';
import { ApiError } from './errors';
import { upload } from './upload';

class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  timeout = 0;
  body: unknown;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  ontimeout?: () => void;
  onabort?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

const saved = { ...apiContext };
beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
afterEach(() => {
  vi.unstubAllGlobals();
  Object.assign(apiContext, saved);
});

/** Starts an upload and lets it leave its call slot. */
async function start(extra: Partial<Parameters<typeof upload>[0]> = {}) {
  const data = new FormData();
  data.append('content', 'hi');
  const result = upload<unknown>({ method: 'put', url: '/wps/feedback', moduleId: 'FEEDBACK3', data, timeout: 150_000, ...extra });
  result.catch(() => {});
  await vi.waitFor(() => expect(FakeXhr.last?.body).toBe(data));
  return { xhr: FakeXhr.last, result, data };
}

describe('upload', () => {
  it('sends the form once with the platform headers and answers the envelope value', async () => {
    Object.assign(apiContext, { getLanguage: () => 'EN', getToken: () => 'tok123' });
    const { xhr, result } = await start();
    expect(xhr.method.toUpperCase()).toBe('PUT');
    expect(xhr.url).toBe('/wps/feedback');
    expect(xhr.headers).toMatchObject({ Merchant: 'bdm01', Language: 'EN', ModuleId: 'FEEDBACK3', Authorization: 'tok123' });
    // The browser writes the multipart type with its boundary: none is set here.
    expect(Object.keys(xhr.headers).map((h) => h.toLowerCase())).not.toContain('content-type');
    expect(xhr.timeout).toBe(150_000);
    xhr.answer(200, { success: true, value: { id: 7 }, message: null, errorCode: null });
    await expect(result).resolves.toEqual({ id: 7 });
  });

  it('reports the bytes sent as they go', async () => {
    const progress = vi.fn();
    const { xhr, result } = await start({ onProgress: progress });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 300, total: 900 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 0, total: 0 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 900, total: 900 });
    expect(progress.mock.calls).toEqual([
      [300, 900],
      [900, 900],
    ]);
    xhr.answer(200, { success: true, value: null });
    await result;
  });

  it('turns a refusal into an ApiError with the server code, and a lost session into onSessionLost', async () => {
    const lost = vi.fn();
    apiContext.onSessionLost = lost;
    const first = await start();
    first.xhr.answer(429, { success: false, value: { retryAfter: 60 }, message: 'Later', errorCode: 'feedback.rate.limited' });
    await expect(first.result).rejects.toMatchObject({
      status: 429,
      errorCode: 'feedback.rate.limited',
      message: 'Later',
      value: { retryAfter: 60 },
    });
    const second = await start();
    second.xhr.answer(401, { success: false, value: null, message: '', errorCode: 'login.not.session' });
    await expect(second.result).rejects.toBeInstanceOf(ApiError);
    expect(lost).toHaveBeenCalledOnce();
  });

  it.each([
    ['a network failure', (x: FakeXhr) => x.onerror?.(), 'client.network'],
    ['a time-out', (x: FakeXhr) => x.ontimeout?.(), 'client.timeout'],
    ['a proxy page', (x: FakeXhr) => x.answer(502, '<html>Bad gateway</html>'), 'client.http'],
  ])('says %s as such', async (_, happen, code) => {
    const { xhr, result } = await start();
    happen(xhr);
    await expect(result).rejects.toMatchObject({ errorCode: code });
  });

  it('is cancelled by its signal, before it goes out or under way', async () => {
    const early = new AbortController();
    early.abort();
    const data = new FormData();
    await expect(upload({ url: '/wps/feedback', data, timeout: 1000, signal: early.signal })).rejects.toMatchObject({ errorCode: 'client.aborted' });

    const cancel = new AbortController();
    const { xhr, result } = await start({ signal: cancel.signal });
    cancel.abort();
    expect(xhr.aborted).toBe(true);
    await expect(result).rejects.toMatchObject({ errorCode: 'client.aborted' });
  });
});
