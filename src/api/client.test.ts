// The API client: envelope, typed errors, headers, time-out, abort, retries, lost sessions.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiContext } from '@/lib/api-context';
import { request, retryPolicy } from './client';
import { ApiError, clientErrorCodes } from './errors';

type Call = { url: string; init: RequestInit };
let calls: Call[] = [];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function serve(...answers: Array<Response | Error | ((init: RequestInit) => Promise<Response>)>) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      calls.push({ url, init });
      const next = answers.length > 1 ? answers.shift()! : answers[0]!;
      if (next instanceof Error) return Promise.reject(next);
      return typeof next === 'function' ? next(init) : Promise.resolve(next.clone());
    }),
  );
}

/** Header lookup as a server sees it: names are case-insensitive (redaxios lower-cases them). */
const header = (call: Call | undefined, name: string) => new Headers(call!.init.headers).get(name);

const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: ApiError) => e,
  );
const saved = { ...apiContext };

beforeEach(() => {
  retryPolicy.backoff = () => 0;
});

afterEach(() => {
  vi.unstubAllGlobals();
  Object.assign(apiContext, saved);
});

describe('request', () => {
  it('returns the envelope value', async () => {
    serve(json({ success: true, value: { a: 1 }, message: null, errorCode: null }));
    await expect(request({ url: '/wps/x' })).resolves.toEqual({ a: 1 });
  });

  it('sends the platform headers, the token only when signed in', async () => {
    serve(json({ success: true, value: null }));
    Object.assign(apiContext, { getLanguage: () => 'EN', getDevice: () => 'OTHERS', getToken: () => null });
    await request({ url: '/wps/x', moduleId: 'COMM3', params: { pageNo: 2 } });
    expect(header(calls[0], 'Merchant')).toBe('bdm01');
    expect(header(calls[0], 'Language')).toBe('EN');
    expect(header(calls[0], 'Device')).toBe('OTHERS');
    expect(header(calls[0], 'ModuleId')).toBe('COMM3');
    expect(header(calls[0], 'Authorization')).toBeNull();
    expect(calls[0]!.url).toBe('/wps/x?pageNo=2');

    apiContext.getToken = () => 'tok123';
    await request({ url: '/wps/y' });
    expect(header(calls.at(-1), 'Authorization')).toBe('tok123');
    await request({ url: '/wps/z', auth: false });
    expect(header(calls.at(-1), 'Authorization')).toBeNull();
  });

  it('sends JSON bodies', async () => {
    serve(json({ success: true, value: 1 }));
    await request({ url: '/wps/x', method: 'post', data: { nodeId: 7 } });
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe('{"nodeId":7}');
  });

  it('sends form bodies urlencoded when asked', async () => {
    serve(json({ success: true, value: null }));
    await request({ url: '/wps/x', method: 'post', form: true, data: { username: 'rahim 01', email: 'a+b@x.bd' } });
    const body = calls[0]!.init.body;
    expect(body).toBeInstanceOf(URLSearchParams);
    expect(String(body)).toBe('username=rahim+01&email=a%2Bb%40x.bd');
    expect(header(calls[0], 'Content-Type')).toBe('application/x-www-form-urlencoded;charset=UTF-8');
  });

  it('lets the caller’s headers through (and win)', async () => {
    serve(json({ success: true, value: null }));
    await request({ url: '/wps/x', method: 'post', data: { value: 'x' }, headers: { Encryption: 'abc', ModuleId: 'REG3' } });
    expect(header(calls[0], 'Encryption')).toBe('abc');
    expect(header(calls[0], 'ModuleId')).toBe('REG3');
  });

  it('turns a failure envelope into an ApiError with the server code and message', async () => {
    serve(json({ success: false, value: { captcha: true }, message: 'Wrong', errorCode: 'login.password.wrong' }, 400));
    const e = await failure(request({ url: '/wps/x', method: 'post' }));
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ status: 400, errorCode: 'login.password.wrong', message: 'Wrong', value: { captcha: true } });
  });

  it('treats success:false with HTTP 200 as a failure', async () => {
    serve(json({ success: false, value: null, message: '', errorCode: 'function.not.available' }));
    const e = await failure(request({ url: '/wps/x' }));
    expect(e.errorCode).toBe('function.not.available');
  });

  it('rejects a body that is not an envelope', async () => {
    serve(new Response('<html>proxy error</html>', { status: 200 }));
    expect((await failure(request({ url: '/wps/x' }))).errorCode).toBe(clientErrorCodes.invalidResponse);
    serve(new Response('Bad gateway', { status: 502 }));
    const e = await failure(request({ url: '/wps/x', retries: 0 }));
    expect(e).toMatchObject({ status: 502, errorCode: clientErrorCodes.http });
  });

  it('reports a network failure', async () => {
    serve(new TypeError('Failed to fetch'));
    const e = await failure(request({ url: '/wps/x', retries: 0 }));
    expect(e).toMatchObject({ status: 0, errorCode: clientErrorCodes.network });
  });

  it('gives up after the time-out', async () => {
    serve((init) => new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));
    const e = await failure(request({ url: '/wps/x', timeout: 20, retries: 0 }));
    expect(e.errorCode).toBe(clientErrorCodes.timeout);
  });

  it('does not ask again by itself after a time-out: the player decides (the retry button)', async () => {
    serve((init) => new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));
    const e = await failure(request({ url: '/wps/x', timeout: 20, retries: 2 }));
    expect(e.errorCode).toBe(clientErrorCodes.timeout);
    expect(calls).toHaveLength(1);
  });

  it('reports a call still waiting after 6 s as slow, and says when it settles', async () => {
    vi.useFakeTimers();
    try {
      const slow = vi.fn();
      apiContext.onSlow = slow;
      let answer!: (r: Response) => void;
      serve(() => new Promise((resolve) => (answer = resolve)));
      const pending = request({ url: '/wps/x' });
      await vi.advanceTimersByTimeAsync(5999);
      expect(slow).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(slow).toHaveBeenCalledTimes(1);
      const settled = slow.mock.calls[0]![0] as AbortSignal;
      expect(settled.aborted).toBe(false);
      answer(json({ success: true, value: 'late' }));
      await expect(pending).resolves.toBe('late');
      expect(settled.aborted).toBe(true);

      serve(json({ success: true, value: 'quick' }));
      await request({ url: '/wps/y' });
      await vi.advanceTimersByTimeAsync(10_000);
      expect(slow).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('passes the caller’s AbortSignal through and does not retry an aborted call', async () => {
    serve((init) => new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));
    const ctl = new AbortController();
    const pending = failure(request({ url: '/wps/x', signal: ctl.signal }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    ctl.abort();
    expect((await pending).errorCode).toBe(clientErrorCodes.aborted);
    expect(calls).toHaveLength(1);
  });

  it('retries a GET after transient failures, with backoff', async () => {
    const waits: number[] = [];
    retryPolicy.backoff = (n) => (waits.push(n), 0);
    serve(new TypeError('offline'), json({ success: false, errorCode: 'system.error' }, 503), json({ success: true, value: 'ok' }));
    await expect(request({ url: '/wps/x' })).resolves.toBe('ok');
    expect(calls).toHaveLength(3);
    expect(waits).toEqual([0, 1]);
  });

  it('does not retry writes or client errors', async () => {
    serve(json({ success: false, errorCode: 'system.error' }, 500));
    await failure(request({ url: '/wps/x', method: 'post' }));
    expect(calls).toHaveLength(1);
    serve(json({ success: false, errorCode: 'request.body.invalid' }, 400));
    await failure(request({ url: '/wps/x' }));
    expect(calls).toHaveLength(1);
  });

  it('retries a write with an idempotency key like a GET, the key unchanged; not after a time-out', async () => {
    const key = 'b3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
    serve(new TypeError('offline'), json({ success: false, errorCode: 'system.error' }, 502), json({ success: true, value: 'paid' }));
    await expect(request({ url: '/wps/x', method: 'post', data: { amount: 1 }, idempotencyKey: key })).resolves.toBe('paid');
    expect(calls.map((c) => header(c, 'Idempotency-Key'))).toEqual([key, key, key]);
    expect(calls.map((c) => c.init.body)).toEqual(Array(3).fill('{"amount":1}'));

    serve((init) => new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));
    const e = await failure(request({ url: '/wps/x', method: 'post', idempotencyKey: key, timeout: 20 }));
    expect(e.errorCode).toBe(clientErrorCodes.timeout);
    expect(calls).toHaveLength(1);
  });

  it('stops after the last retry', async () => {
    serve(new TypeError('offline'));
    await failure(request({ url: '/wps/x', retries: 2 }));
    expect(calls).toHaveLength(3);
  });

  it('reports a lost session once, on 401 login.not.session', async () => {
    const lost = vi.fn();
    apiContext.onSessionLost = lost;
    serve(json({ success: false, value: null, message: 'gone', errorCode: 'login.not.session' }, 401));
    const e = await failure(request({ url: '/wps/member/info' }));
    expect(e).toMatchObject({ status: 401, errorCode: 'login.not.session' });
    expect(lost).toHaveBeenCalledTimes(1);
  });

  it('does not treat other 401s as a lost session', async () => {
    const lost = vi.fn();
    apiContext.onSessionLost = lost;
    serve(json({ success: false, errorCode: 'login.password.wrong' }, 401));
    await failure(request({ url: '/wps/x' }));
    expect(lost).not.toHaveBeenCalled();
  });
});

describe('request with an early answer (src/early.ts)', () => {
  const setEarly = (answer: Promise<{ status: number; body: unknown }>) => {
    (globalThis as { __early?: object }).__early = { status: answer };
  };
  afterEach(() => {
    delete (globalThis as { __early?: object }).__early;
  });

  it('uses the early answer once, then asks the network', async () => {
    serve(json({ success: true, value: 'fresh' }));
    setEarly(Promise.resolve({ status: 200, body: { success: true, value: 'early' } }));
    await expect(request({ url: '/wps/system/status', early: 'status' })).resolves.toBe('early');
    expect(calls).toHaveLength(0);
    await expect(request({ url: '/wps/system/status', early: 'status' })).resolves.toBe('fresh');
    expect(calls).toHaveLength(1);
  });

  it('falls back to a request when the early one failed in transport or with a 5xx', async () => {
    serve(json({ success: true, value: 'fresh' }));
    setEarly(Promise.reject(new TypeError('Failed to fetch')));
    await expect(request({ url: '/wps/system/status', early: 'status' })).resolves.toBe('fresh');
    setEarly(Promise.resolve({ status: 502, body: null }));
    await expect(request({ url: '/wps/system/status', early: 'status' })).resolves.toBe('fresh');
    expect(calls).toHaveLength(2);
  });

  it('ends the call when the early request times out, instead of a second wait as long', async () => {
    serve(json({ success: true, value: 'fresh' }));
    setEarly(new Promise(() => {}));
    const e = await failure(request({ url: '/wps/system/status', early: 'status', timeout: 20 }));
    expect(e.errorCode).toBe(clientErrorCodes.timeout);
    expect(calls).toHaveLength(0);
    // The player's retry goes to the network.
    await expect(request({ url: '/wps/system/status', early: 'status' })).resolves.toBe('fresh');
  });

  it("ends the call as timed out when the script's own time-out aborted the early request", async () => {
    serve(json({ success: true, value: 'fresh' }));
    setEarly(Promise.reject(new DOMException('signal timed out', 'TimeoutError')));
    const e = await failure(request({ url: '/wps/system/status', early: 'status' }));
    expect(e.errorCode).toBe(clientErrorCodes.timeout);
    expect(calls).toHaveLength(0);
  });

  it("asks again when the early answer is not an envelope (a proxy's error page)", async () => {
    serve(json({ success: true, value: 'fresh' }));
    setEarly(Promise.resolve({ status: 200, body: null }));
    await expect(request({ url: '/wps/system/status', early: 'status' })).resolves.toBe('fresh');
    expect(calls).toHaveLength(1);
  });

  it('keeps a refusal and reports a lost session', async () => {
    const lost = vi.fn();
    apiContext.onSessionLost = lost;
    serve(json({ success: true, value: 'fresh' }));
    setEarly(Promise.resolve({ status: 401, body: { success: false, errorCode: 'login.not.session' } }));
    const e = await failure(request({ url: '/wps/x', early: 'status' }));
    expect(e).toMatchObject({ status: 401, errorCode: 'login.not.session' });
    expect(lost).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(0);
  });
});
