// Property test of the codec's one decoder, the server's public key (docs/decisions.md, "Response
// validation"): whatever the key call answers, an encrypted call either goes out under a usable key
// or fails with an ApiError `client.response.invalid` (never a DOMException from atob or importKey,
// and never ENCRYPTION_FAILED, which says this browser cannot encrypt).
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { request } from './client';
import { encryptedRequest, forgetServerKey } from './codec';
import { ApiError, clientErrorCodes } from './errors';
import { RUNS, answersLike, describeValue } from '../../tests/response-fuzz';

vi.mock('./client', () => ({ request: vi.fn() }));

let spki = '';
beforeAll(async () => {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['wrapKey', 'unwrapKey'],
  );
  spki = btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey))));
});

beforeEach(() => vi.resetAllMocks());

/** The key call answers `key`; the encrypted call itself answers 'sent'. */
async function callWithKey(key: unknown): Promise<{ ok: boolean; error?: unknown }> {
  forgetServerKey();
  vi.mocked(request).mockImplementation(async (opts) => (opts.url === '/wps/session/key/rsa' ? key : 'sent'));
  return encryptedRequest({ url: '/wps/x', payload: { a: 1 } }).then(
    (v) => ({ ok: v === 'sent' }),
    (error: unknown) => ({ ok: false, error }),
  );
}

describe('the server key answer', () => {
  it('is used when valid', async () => {
    await expect(callWithKey({ algorithm: 'RSA-OAEP-256', spki, serverTime: Date.now() })).resolves.toEqual({ ok: true });
  });

  it(`is used, or refused as client.response.invalid (${RUNS} runs)`, async () => {
    const keys = fc.oneof(
      answersLike({ algorithm: 'RSA-OAEP-256', spki, serverTime: Date.now() }),
      fc.record({
        algorithm: fc.constant('RSA-OAEP-256'),
        spki: fc.oneof(fc.base64String(), fc.string()),
        serverTime: fc.oneof(fc.integer(), fc.double(), fc.string()),
      }),
    );
    await fc.assert(
      fc.asyncProperty(keys, async (key) => {
        const outcome = await callWithKey(key);
        const refused = outcome.error instanceof ApiError && outcome.error.errorCode === clientErrorCodes.invalidResponse;
        if (!outcome.ok && !refused) throw new Error(`${String(outcome.error)} for ${describeValue(key)}`);
      }),
      { numRuns: RUNS },
    );
  });
});
