import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, shiftClock } from '../src/lib/clock.ts';
import { rowCounts, TestClient } from './client.ts';
import { fromBase64, toBase64 } from './codec.ts';
import { startTestServer, type TestServer } from './helpers.ts';

/**
 * Issue 19, point 1: a captured encrypted request must not work again, whatever its spelling and
 * however long after. The attacker holds the exact bytes of one login and nothing else.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => resetClock());

const LOGIN = '/wps/session/login';
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Every spelling of `text` that decodes to the same bytes: the unused low bits of the last data
 *  character before `=` padding take every value (16 with `==`, 4 with `=`). */
function spellings(text: string): string[] {
  const pad = text.length - text.replace(/=+$/, '').length;
  if (pad === 0) return [text];
  const at = text.length - pad - 1;
  const unusedBits = pad === 2 ? 4 : 2;
  const base = B64.indexOf(text[at]!) & ~((1 << unusedBits) - 1);
  return Array.from({ length: 1 << unusedBits }, (_, low) => text.slice(0, at) + B64[base | low] + text.slice(at + 1));
}

const sessions = () => rowCounts(server).sessions;

async function capturedLogin(player: TestClient) {
  const captured = await player.encrypt({ username: 'demo01', password: 'demo123', captcha: '', type: 'username', loginDeviceId: player.deviceId });
  const first = await player.call('POST', LOGIN, captured.body, { Encryption: captured.encryption });
  expect(first.status).toBe(200);
  return captured;
}

describe('replay of a captured encrypted login (issue 19, point 1)', () => {
  it('none of the 16 spellings of the Encryption header signs in again', async () => {
    const attacker = new TestClient(server);
    const { encryption, body } = await capturedLogin(attacker);
    expect(encryption).toMatch(/[^=]==$/);
    const variants = spellings(encryption);
    expect(new Set(variants.map((v) => toBase64(fromBase64(v)))).size).toBe(1);
    expect(variants).toHaveLength(16);
    const before = sessions();
    const answers: Array<string | null> = [];
    for (const variant of variants) {
      const res = await attacker.call('POST', LOGIN, body, { Encryption: variant });
      answers.push(res.json().errorCode);
      expect(res.status).toBe(400);
    }
    expect(sessions()).toBe(before);
    // The canonical spelling is a replay; the other fifteen are not base64 the client writes.
    expect(answers.filter((c) => c === 'request.replayed')).toHaveLength(1);
    expect(answers.filter((c) => c === 'request.encryption.invalid')).toHaveLength(15);
  });

  it('the exact captured request is refused after the replay cache forgot it', async () => {
    const attacker = new TestClient(server);
    const { encryption, body } = await capturedLogin(attacker);
    shiftClock(16 * 60_000);
    const before = sessions();
    const res = await attacker.call('POST', LOGIN, body, { Encryption: encryption });
    expect(res.status).toBe(400);
    expect(res.json().errorCode).toBe('request.stale');
    expect(sessions()).toBe(before);
  });

  it('a non-canonical spelling of the body value is refused', async () => {
    const player = new TestClient(server);
    // Pad the password until the body's base64 ends in padding, so it has respellings.
    for (let extra = 0; ; extra++) {
      const { encryption, body } = await player.encrypt({
        username: 'demo01',
        password: 'x'.repeat(extra),
        captcha: '',
        type: 'username',
        loginDeviceId: player.deviceId,
      });
      if (!body.value.endsWith('=')) continue;
      const respelled = spellings(body.value).find((v) => v !== body.value)!;
      const res = await player.call('POST', LOGIN, { value: respelled }, { Encryption: encryption });
      expect(res.status).toBe(400);
      expect(res.json().errorCode).toBe('request.encryption.invalid');
      break;
    }
  });

  it('a payload without a stamp, or with a malformed one, is refused', async () => {
    const player = new TestClient(server);
    const login = { username: 'demo01', password: 'demo123', captcha: '', type: 'username', loginDeviceId: player.deviceId };
    const before = sessions();
    for (const plaintext of [
      login,
      { nonce: 'n'.repeat(24), payload: login },
      { at: Date.now(), payload: login },
      { at: String(Date.now()), nonce: 'n'.repeat(24), payload: login },
      { at: Date.now(), nonce: 'short', payload: login },
      { at: Date.now(), nonce: 'n'.repeat(24), payload: [login] },
    ]) {
      const { encryption, body } = await player.encryptRaw(plaintext);
      const res = await player.call('POST', LOGIN, body, { Encryption: encryption });
      expect(res.status).toBe(400);
      expect(res.json().errorCode).toBe('request.encryption.invalid');
    }
    expect(sessions()).toBe(before);
  });

  it('a stamp more than 2 minutes away is refused as stale, with the server time to re-sync', async () => {
    const player = new TestClient(server);
    const login = { username: 'demo01', password: 'demo123', captcha: '', type: 'username', loginDeviceId: player.deviceId };
    const before = sessions();
    for (const skew of [-2 * 60_000 - 1000, 2 * 60_000 + 1000, -16 * 60_000]) {
      const at = Date.now() + skew;
      const res = await player.secure('POST', LOGIN, login, {}, { at });
      expect(res.status).toBe(400);
      expect(res.json().errorCode).toBe('request.stale');
      expect(Math.abs(res.json().value.serverTime - Date.now())).toBeLessThan(5000);
    }
    expect(sessions()).toBe(before);
    // Within the window either way is accepted: a slow 2G request, a client's rough estimate.
    for (const skew of [-110_000, 110_000]) {
      expect((await player.secure('POST', LOGIN, login, {}, { at: Date.now() + skew })).status).toBe(200);
    }
  });

  it('a nonce already accepted is refused under a fresh key', async () => {
    const player = new TestClient(server);
    const login = { username: 'demo01', password: 'demo123', captcha: '', type: 'username', loginDeviceId: player.deviceId };
    const nonce = 'bm9uY2Utb2YtYS1jYXB0dXJlZC0x';
    expect((await player.secure('POST', LOGIN, login, {}, { nonce })).status).toBe(200);
    const before = sessions();
    const again = await player.secure('POST', LOGIN, login, {}, { nonce });
    expect(again.status).toBe(400);
    expect(again.json().errorCode).toBe('request.replayed');
    expect(sessions()).toBe(before);
  });

  it('is a property of the codec: a replayed password change is refused too', async () => {
    const player = new TestClient(server);
    expect((await player.login('agent01', 'agent123')).status).toBe(200);
    const { encryption, body } = await player.encrypt({ oldPassword: 'wrong', newPassword: 'agent456', confirmNewPassword: 'agent456' });
    expect((await player.call('POST', '/wps/member/password', body, { Encryption: encryption })).json().errorCode).toBe('password.old.incorrect');
    shiftClock(5 * 60_000);
    const res = await player.call('POST', '/wps/member/password', body, { Encryption: encryption });
    expect(res.json().errorCode).toBe('request.stale');
  });
});
