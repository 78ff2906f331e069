import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { encryptPayload, fromBase64, importServerKey, toBase64 } from './codec.ts';
import { rowCounts, TestClient } from './client.ts';
import { MERCHANT, rawRequest, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let player: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  player = new TestClient(server);
});
afterAll(() => server.close());

const LOGIN = '/wps/session/login';
const goodPayload = () => ({ username: 'demo01', password: 'demo123', captcha: '', type: 'username', loginDeviceId: 'dev-1' });

/** Sends a request and checks it was refused with `errorCode` and wrote nothing. */
async function expectRefused(
  send: () => Promise<{ status: number; json: () => { errorCode: string | null } }>,
  status: number,
  errorCode: string,
): Promise<void> {
  const before = rowCounts(server);
  const res = await send();
  expect(res.status).toBe(status);
  expect(res.json().errorCode).toBe(errorCode);
  expect(rowCounts(server)).toEqual(before);
}

describe('encrypted bodies: every malformed request is a 4xx that writes nothing', () => {
  it('a round trip works (the baseline for the cases below)', async () => {
    expect((await new TestClient(server).login('demo01', 'demo123')).status).toBe(200);
  });

  it('not JSON → request.body.invalid; no body at all → request.encryption.invalid', async () => {
    const notJson = () =>
      rawRequest(server.port, LOGIN, {
        method: 'POST',
        headers: { ...MERCHANT, 'Content-Type': 'application/json' },
        body: '{"value":',
      });
    await expectRefused(notJson, 400, 'request.body.invalid');
    await expectRefused(() => player.call('POST', LOGIN), 400, 'request.encryption.invalid');
  });

  it('no, or garbage, Encryption header → request.encryption.invalid', async () => {
    const { body } = await player.encrypt(goodPayload());
    await expectRefused(() => player.call('POST', LOGIN, body), 400, 'request.encryption.invalid');
    await expectRefused(() => player.call('POST', LOGIN, body, { Encryption: 'not base64!' }), 400, 'request.encryption.invalid');
    await expectRefused(() => player.call('POST', LOGIN, body, { Encryption: toBase64(new Uint8Array(256)) }), 400, 'request.encryption.invalid');
  });

  it('a key wrapped for another RSA key → request.encryption.invalid', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'der' });
    const { encryption, body } = await encryptPayload(await importServerKey(other.toString('base64')), goodPayload());
    await expectRefused(() => player.call('POST', LOGIN, body, { Encryption: encryption }), 400, 'request.encryption.invalid');
  });

  it('missing value, bad base64, tampered ciphertext → request.encryption.invalid', async () => {
    const { encryption, body } = await player.encrypt(goodPayload());
    await expectRefused(() => player.call('POST', LOGIN, {}, { Encryption: encryption }), 400, 'request.encryption.invalid');
    await expectRefused(() => player.call('POST', LOGIN, { value: '%%%' }, { Encryption: encryption }), 400, 'request.encryption.invalid');
    const bytes = fromBase64(body.value);
    bytes[20] = (bytes[20] ?? 0) ^ 1;
    await expectRefused(() => player.call('POST', LOGIN, { value: toBase64(bytes) }, { Encryption: encryption }), 400, 'request.encryption.invalid');
  });

  it('plaintext that is not a JSON object → request.encryption.invalid', async () => {
    for (const payload of [['demo01'], 'demo01', 42, null]) {
      const { encryption, body } = await player.encrypt(payload);
      await expectRefused(() => player.call('POST', LOGIN, body, { Encryption: encryption }), 400, 'request.encryption.invalid');
    }
  });

  it('missing or mistyped fields → request.body.invalid', async () => {
    const { username: _, ...noUsername } = goodPayload();
    const cases = [
      noUsername,
      { ...goodPayload(), password: 123456 },
      { ...goodPayload(), loginDeviceId: undefined },
      { ...goodPayload(), captcha: ['1'] },
      { ...goodPayload(), username: 'x'.repeat(300) },
    ];
    for (const payload of cases) {
      await expectRefused(() => player.secure('POST', LOGIN, payload), 400, 'request.body.invalid');
    }
    await expectRefused(() => player.secure('PUT', '/wps/member/register', { username: 5 }), 400, 'request.body.invalid');
    await expectRefused(() => player.secure('POST', '/wps/member/password/verification', { newPassword: 'abc123' }), 400, 'request.body.invalid');
  });

  it('the same Encryption value twice → request.replayed', async () => {
    const { encryption, body } = await player.encrypt({ ...goodPayload(), password: 'wrong99' });
    expect((await player.call('POST', LOGIN, body, { Encryption: encryption })).json().errorCode).toBe('login.credentials.invalid');
    await expectRefused(() => player.call('POST', LOGIN, body, { Encryption: encryption }), 400, 'request.replayed');
  });

  it('an oversized body → 413 request.body.too.large', async () => {
    const { encryption } = await player.encrypt(goodPayload());
    await expectRefused(() => player.call('POST', LOGIN, { value: 'A'.repeat(70_000) }, { Encryption: encryption }), 413, 'request.body.too.large');
  });

  it('a malformed registration writes no member, captcha or code', async () => {
    await player.captcha();
    await expectRefused(() => player.secure('PUT', '/wps/member/register', { username: 'ab' }), 400, 'register.format.invalid');
  });
});
