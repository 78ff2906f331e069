import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { clientIp } from '../src/http/request-info.ts';
import { CONTRACT_LIMITS } from '../src/modules/limits/guards.ts';
import { TestClient } from './client.ts';
import { startTestServer, type TestServer } from './helpers.ts';

/**
 * TRUST_PROXY=N (issue 19, point 4): N proxies of ours stand in front, and each appends the
 * address it was reached from to X-Forwarded-For. Whatever the client wrote stays on the left,
 * so the address to believe is the Nth from the right; the leftmost is the client's own claim.
 */

const PROXY_SEES = '198.51.100.7';

function request(forwarded: string | undefined, socket = '10.0.0.2'): IncomingMessage {
  const headers = forwarded === undefined ? {} : { 'x-forwarded-for': forwarded };
  return { headers, socket: { remoteAddress: socket } } as unknown as IncomingMessage;
}

describe('clientIp', () => {
  it('without TRUST_PROXY ignores X-Forwarded-For', () => {
    expect(clientIp(request('203.0.113.9'), 0)).toBe('10.0.0.2');
    expect(clientIp(request(undefined, '::ffff:10.0.0.3'), 0)).toBe('10.0.0.3');
  });

  it('with one proxy takes the rightmost entry, the one the proxy appended', () => {
    expect(clientIp(request(`6.6.6.6, ${PROXY_SEES}`), 1)).toBe(PROXY_SEES);
    expect(clientIp(request(PROXY_SEES), 1)).toBe(PROXY_SEES);
    // Node joins repeated X-Forwarded-For lines with ', ': the last line is the proxy's.
    expect(clientIp(request(`6.6.6.6, 7.7.7.7,${PROXY_SEES}`), 1)).toBe(PROXY_SEES);
    expect(clientIp(request('2001:db8::1'), 1)).toBe('2001:db8::1');
    expect(clientIp(request('::ffff:198.51.100.7'), 1)).toBe(PROXY_SEES);
  });

  it('with N proxies takes the Nth from the right', () => {
    expect(clientIp(request(`6.6.6.6, ${PROXY_SEES}, 10.1.1.1`), 2)).toBe(PROXY_SEES);
    expect(clientIp(request(`6.6.6.6, ${PROXY_SEES}, 10.1.1.1, 10.1.1.2`), 3)).toBe(PROXY_SEES);
  });

  it('falls back to the socket when the header has fewer entries than proxies, or the entry is no address', () => {
    expect(clientIp(request(undefined), 1)).toBe('10.0.0.2');
    expect(clientIp(request(''), 1)).toBe('10.0.0.2');
    expect(clientIp(request(PROXY_SEES), 2)).toBe('10.0.0.2');
    for (const junk of ['unknown', 'evil.example', '198.51.100.7:4433', '6.6.6.6, ', '999.1.1.1', '<script>']) {
      expect(clientIp(request(junk), 1), junk).toBe('10.0.0.2');
    }
  });
});

describe('TRUST_PROXY', () => {
  it('is a count of proxies: unset, 0 or off = none; 1 = one', () => {
    expect(loadConfig({ MODE: 'production' }, []).trustProxy).toBe(0);
    for (const off of ['', '0', 'off', 'OFF']) expect(loadConfig({ MODE: 'production', TRUST_PROXY: off }, []).trustProxy, off).toBe(0);
    expect(loadConfig({ MODE: 'production', TRUST_PROXY: '1' }, []).trustProxy).toBe(1);
    expect(loadConfig({ MODE: 'production', TRUST_PROXY: '3' }, []).trustProxy).toBe(3);
    for (const bad of ['on', 'true', '-1', '1.5', 'two', '1e1']) {
      expect(() => loadConfig({ MODE: 'production', TRUST_PROXY: bad }, []), bad).toThrow(/TRUST_PROXY must be/);
    }
  });
});

describe('the attack: one client forging a new leftmost X-Forwarded-For per attempt', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ trustProxy: 1, limits: CONTRACT_LIMITS });
  });
  afterAll(() => server.close());

  // Past the per-IP threshold the server asks for a captcha rather than refusing (a carrier NAT
  // must still sign in with the right password): the attempts beyond it meet that demand.
  it('80 logins from one address behind the proxy meet the per-IP threshold', async () => {
    const attempts = 80;
    const codes: Array<string | null> = [];
    for (let i = 0; i < attempts; i++) {
      // A new device and a new (unknown) username each time: only the per-IP limit can count them.
      const res = await new TestClient(server).secure(
        'POST',
        '/wps/session/login',
        { username: `ghost${i}`, password: 'wrong111', captcha: '', type: 'username', loginDeviceId: `device-${i}` },
        { 'X-Forwarded-For': `203.0.113.${i}, ${PROXY_SEES}` },
      );
      codes.push(res.json().errorCode);
    }
    const limited = codes.filter((code) => code === 'login.captcha.required').length;
    expect(limited).toBe(attempts - CONTRACT_LIMITS.loginPerIp.limit);
  }, 30_000);
});
