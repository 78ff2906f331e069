import type { Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppServer } from '../src/http/server.ts';
import { HTTP_TIMEOUTS, KEEP_ALIVE_MS } from '../src/http/timeouts.ts';
import { startTestServer, type TestServer } from './helpers.ts';

/**
 * Issue 22: a tap after a pause reuses the connection instead of paying a new TCP and TLS
 * handshake (2–3 round trips on 2G). Node closed idle connections after 5 s.
 */

const DIST = { 'index.html': '<!doctype html><title>app</title>' };
const REQUEST = 'GET /m/home HTTP/1.1\r\nHost: x\r\n\r\n';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One socket: sends requests on it and waits for each whole answer; says whether the server closed it. */
function connection(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  let closed = false;
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  socket.on('close', () => (closed = true));
  socket.on('error', () => {});
  return {
    /** The status lines answered on this socket so far, after sending one more request. */
    async request(): Promise<string[]> {
      const before = (received.match(/<\/title>/g) ?? []).length;
      socket.write(REQUEST);
      for (let waited = 0; waited < 2000; waited += 20) {
        if (closed || (received.match(/<\/title>/g) ?? []).length > before) break;
        await sleep(20);
      }
      // The body ends without a new line: the next status line follows it directly.
      return received.match(/HTTP\/1\.1 \d+/g) ?? [];
    },
    closed: () => closed,
    end: () => socket.destroy(),
  };
}

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('keep-alive', () => {
  it('is at least 65 s by default: longer than a proxy`s 60 s idle timeout', async () => {
    expect(KEEP_ALIVE_MS).toBeGreaterThanOrEqual(65_000);
    expect(HTTP_TIMEOUTS.keepAliveMs).toBe(KEEP_ALIVE_MS);
    server = await startTestServer({ dist: DIST });
    const real: Server = createAppServer({ db: server.db, distDir: server.distDir, mode: 'test' });
    expect(real.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
    // Node's one rule between its timeouts (createServer throws otherwise).
    expect(real.headersTimeout).toBeLessThanOrEqual(real.requestTimeout);
  });

  it('reuses a connection idle for longer than the old 5 s, with the default settings', { timeout: 20_000 }, async () => {
    server = await startTestServer({ dist: DIST });
    const socket = connection(server.port);
    expect(await socket.request()).toEqual(['HTTP/1.1 200']);
    // Past the old 5 s and the 1 s Node adds to it.
    await sleep(6_500);
    expect(socket.closed()).toBe(false);
    expect(await socket.request()).toEqual(['HTTP/1.1 200', 'HTTP/1.1 200']);
    socket.end();
  });

  it(
    'keeps an idle connection past headersMs (the headers limit counts from a request`s first byte), and closes it after keepAliveMs',
    { timeout: 10_000 },
    async () => {
      const timeouts = { headersMs: 300, requestMs: 1000, keepAliveMs: 2000, checkEveryMs: 100 };
      server = await startTestServer({ dist: DIST, timeouts });
      const socket = connection(server.port);
      expect(await socket.request()).toEqual(['HTTP/1.1 200']);
      // Idle for four times the headers limit, checked every 100 ms: still open and reused.
      await sleep(1200);
      expect(socket.closed()).toBe(false);
      expect(await socket.request()).toEqual(['HTTP/1.1 200', 'HTTP/1.1 200']);
      // Then idle past keepAliveMs: the server closes it (Node waits 1 s more, against a request
      // racing the close; the Keep-Alive header announces keepAliveMs itself).
      await sleep(timeouts.keepAliveMs + 1500);
      expect(socket.closed()).toBe(true);
    },
  );
});
