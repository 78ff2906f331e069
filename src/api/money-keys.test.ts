// Idempotency keys of pending money actions: one key per action until its answer is final, sent
// unchanged on every retry, kept across a reload, dropped after 24 h; stored garbage is ignored.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request, retryPolicy } from './client';
import { ApiError, clientErrorCodes } from './errors';
import { MONEY_KEYS, forgetMoneyKey, isFinalRefusal, moneyKey, withMoneyKey, type MoneyAction } from './money-keys';

const claim7: MoneyAction = { member: 'demo01', name: 'claim:7', body: { promotionId: 7 } };
const KEY = /^[\w-]{16,64}$/;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const hang = (init: RequestInit) =>
  new Promise<Response>((_, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

let sentKeys: (string | null)[] = [];
function serve(...answers: Array<Response | Error | ((init: RequestInit) => Promise<Response>)>) {
  sentKeys = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      sentKeys.push(new Headers(init.headers).get('Idempotency-Key'));
      const next = answers.length > 1 ? answers.shift()! : answers[0]!;
      if (next instanceof Error) return Promise.reject(next);
      return typeof next === 'function' ? next(init) : Promise.resolve(next.clone());
    }),
  );
}

/** The claim as the promotions API sends it, through the real client. */
const send = (action = claim7, timeout?: number) =>
  withMoneyKey(action, (idempotencyKey) =>
    request({ method: 'post', url: '/wps/relay/MCSFE_claimIssuedPromotion', data: action.body, idempotencyKey, timeout }),
  );

const failure = (p: Promise<unknown>) =>
  p.then(
    () => Promise.reject(new Error('expected a failure')),
    (e: ApiError) => e,
  );

beforeEach(() => {
  retryPolicy.backoff = () => 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a money request', () => {
  it('sends its key on every retry, unchanged, and forgets it once answered', async () => {
    serve(new TypeError('offline'), json({ success: false, errorCode: 'system.error' }, 503), json({ success: true, value: 'paid' }));
    await expect(send()).resolves.toBe('paid');
    expect(sentKeys).toHaveLength(3);
    expect(sentKeys[0]).toMatch(KEY);
    expect(new Set(sentKeys).size).toBe(1);
    expect(localStorage.getItem(MONEY_KEYS)).toBeNull();
    expect(moneyKey(claim7)).not.toBe(sentKeys[0]);
  });

  it('keeps its key after a time-out, and the player’s retry sends the same one', async () => {
    serve(hang);
    expect((await failure(send(claim7, 20))).errorCode).toBe(clientErrorCodes.timeout);
    const [first] = sentKeys;
    expect(first).toMatch(KEY);
    serve(json({ success: true, value: 'paid' }));
    await send();
    expect(sentKeys).toEqual([first]);
  });

  it('keeps its key when the link fails on every try, or the server is down', async () => {
    serve(new TypeError('offline'));
    await failure(send());
    expect(sentKeys).toHaveLength(3);
    const key = sentKeys[0];
    serve(json({ success: false, errorCode: 'system.error' }, 500));
    await failure(send());
    expect(sentKeys).toEqual([key, key, key]);
    expect(moneyKey(claim7)).toBe(key);
  });

  it('forgets its key after a final refusal, so the next try is a new request', async () => {
    serve(json({ success: false, errorCode: 'promotion.not.claimable' }, 400));
    await failure(send());
    expect(sentKeys).toHaveLength(1);
    expect(moneyKey(claim7)).not.toBe(sentKeys[0]);
  });
});

describe('isFinalRefusal', () => {
  it.each([
    [new ApiError(400, 'request.body.invalid', ''), true],
    [new ApiError(401, 'login.not.session', ''), true],
    [new ApiError(422, 'idempotency.key.reused', ''), true],
    [new ApiError(200, 'promotion.already.claimed', ''), true],
    [new ApiError(408, 'request.timeout', ''), false],
    [new ApiError(429, 'rate.limited', ''), false],
    [new ApiError(500, 'system.error', ''), false],
    [new ApiError(0, clientErrorCodes.network, ''), false],
    [new ApiError(0, clientErrorCodes.timeout, ''), false],
    [new ApiError(0, clientErrorCodes.aborted, ''), false],
    [new ApiError(404, clientErrorCodes.http, ''), false], // a proxy's page: the server may not have seen it
    [new ApiError(200, clientErrorCodes.invalidResponse, ''), false],
    [new TypeError('x'), false],
  ])('%s: %s', (e, final) => expect(isFinalRefusal(e)).toBe(final));
});

describe('moneyKey', () => {
  it('is one per action and member until forgotten', () => {
    const key = moneyKey(claim7);
    expect(key).toMatch(KEY);
    expect(moneyKey(claim7)).toBe(key);
    expect(moneyKey({ ...claim7, name: 'claim:8' })).not.toBe(key);
    expect(moneyKey({ ...claim7, member: 'demo02' })).not.toBe(key);
    forgetMoneyKey(claim7);
    expect(moneyKey(claim7)).not.toBe(key);
  });

  it('survives a reload: a new instance of the module reads the same key', async () => {
    const key = moneyKey(claim7);
    vi.resetModules();
    const reloaded = await import('./money-keys');
    expect(reloaded.moneyKey(claim7)).toBe(key);
  });

  it('is new when the body changes (the player changed the amount)', () => {
    const deposit = { member: 'demo01', name: 'deposit:bkash', body: { amount: 500 } };
    const key = moneyKey(deposit);
    const changed = moneyKey({ ...deposit, body: { amount: 600 } });
    expect(changed).not.toBe(key);
    expect(moneyKey({ ...deposit, body: { amount: 600 } })).toBe(changed);
  });

  it('is dropped after 24 h (the server forgets it then)', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-01T00:00:00Z'), toFake: ['Date'] });
    const key = moneyKey(claim7);
    vi.setSystemTime(Date.parse('2026-11-01T23:59:59Z'));
    expect(moneyKey(claim7)).toBe(key);
    vi.setSystemTime(Date.parse('2026-11-02T00:00:00Z'));
    expect(moneyKey(claim7)).not.toBe(key);
  });

  it.each([
    '{not json',
    '[1,2]',
    'null',
    '{"demo01:claim:7":null}',
    '{"demo01:claim:7":{"key":"short","at":0,"body":"x"}}',
    '{"demo01:claim:7":{"key":"has spaces in it, not allowed","at":0,"body":"x"}}',
    '{"demo01:claim:7":{"key":"abcdefghijklmnopqrstuvwxyz","at":"today","body":"x"}}',
    '{"demo01:claim:7":{"key":"abcdefghijklmnopqrstuvwxyz","body":"x"}}',
  ])('ignores stored garbage: %s', (stored) => {
    localStorage.setItem(MONEY_KEYS, stored);
    const key = moneyKey(claim7);
    expect(key).toMatch(KEY);
    expect(key).not.toBe('abcdefghijklmnopqrstuvwxyz');
    expect(moneyKey(claim7)).toBe(key);
  });

  it('keeps the valid keys beside a malformed one', () => {
    const key = moneyKey(claim7);
    const stored = JSON.parse(localStorage.getItem(MONEY_KEYS)!) as Record<string, unknown>;
    localStorage.setItem(MONEY_KEYS, JSON.stringify({ ...stored, 'demo01:claim:8': { key: 1 } }));
    expect(moneyKey(claim7)).toBe(key);
    moneyKey({ ...claim7, name: 'claim:9' }); // the next write drops the malformed one
    expect(Object.keys(JSON.parse(localStorage.getItem(MONEY_KEYS)!) as object)).toEqual(['demo01:claim:7', 'demo01:claim:9']);
  });

  it('lasts the page load where storage is full or blocked', () => {
    const setItem = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      const key = moneyKey(claim7);
      expect(moneyKey(claim7)).toBe(key);
    } finally {
      setItem.mockRestore();
    }
    forgetMoneyKey(claim7);
  });

  it('is 22 base64url characters where crypto.randomUUID is missing (no secure context)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array) => real.getRandomValues(a) });
    expect(moneyKey(claim7)).toMatch(/^[\w-]{22}$/);
  });
});
