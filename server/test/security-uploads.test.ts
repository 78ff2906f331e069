import { readdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { format } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createAppServer } from '../src/http/server.ts';
import { HTTP_TIMEOUTS } from '../src/http/timeouts.ts';
import { resetClock, shiftClock } from '../src/lib/clock.ts';
import { FEEDBACK_MAX_IMAGE_BYTES } from '../src/modules/feedback/feedback.ts';
import { FEEDBACK_BYTES_PER_HOUR, FEEDBACK_PER_HOUR, uploadLimitsFor } from '../src/modules/feedback/quota.ts';
import { TestClient } from './client.ts';
import { MULTIPART, form, png, pngOf, sendFeedbackBody } from './feedback-form.ts';
import { startTestServer, type TestServer } from './helpers.ts';

/**
 * Issue 19, points 3 and 8, and uploads on 2G: each test performs the attack the probe made
 * (a trial account filling the disk, uploads without a per-member limit, a slow-loris that took
 * three times its documented time, an aborted upload logging a stack trace) or the slow upload
 * a 2G phone makes.
 */

const rows = (server: TestServer): number => (server.db.prepare('SELECT count(*) AS n FROM feedback').get() as { n: number }).n;
const files = (server: TestServer): string[] => {
  try {
    return readdirSync(join(server.dir, 'uploads'));
  } catch {
    return [];
  }
};

async function signedIn(server: TestServer, username: string, password: string): Promise<TestClient> {
  const client = new TestClient(server);
  const res = await client.login(username, password);
  if (res.status !== 200) throw new Error(`login ${username}: ${res.text}`);
  return client;
}

/** A raw socket: what it was sent back, and when the server closed it (ms after `open`). */
function rawSocket(port: number) {
  const socket = connect(port, '127.0.0.1');
  const opened = Date.now();
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now() - opened)));
  return { socket, closed, received: () => received };
}

/** Writes `chunk` every `everyMs` until the socket closes or `untilMs` passes. */
function trickle(socket: ReturnType<typeof connect>, chunk: string | Buffer, everyMs: number, untilMs: number): void {
  const started = Date.now();
  const timer = setInterval(() => {
    if (socket.destroyed || Date.now() - started > untilMs) return clearInterval(timer);
    socket.write(chunk);
  }, everyMs);
  socket.on('close', () => clearInterval(timer));
}

describe('feedback uploads under abuse (point 3)', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Production's limits (MODE=test multiplies the hourly ones by 10 for the e2e runs).
    server = await startTestServer({ mode: 'production' });
  });
  afterAll(() => server.close());
  afterEach(() => {
    // Each test starts in an hour of its own: the per-member windows of the last one are over.
    shiftClock(2 * 3600_000);
  });
  afterAll(() => resetClock());

  it('refuses a trial account before reading its body, and stores nothing', async () => {
    const trial = await signedIn(server, 'trial01', 'trial123');
    const before = rows(server);
    const res = await sendFeedbackBody(server.port, form('Trial feedback', [png()]), trial);
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'member.trial.forbidden' });
    // A body announced at 1 MB that never comes still gets its answer: nothing was waited for.
    const { socket, closed, received } = rawSocket(server.port);
    socket.write(
      `PUT /wps/feedback HTTP/1.1\r\nHost: x\r\nMerchant: bdm01\r\nAuthorization: ${trial.token}\r\n` +
        `Content-Type: ${MULTIPART}\r\nContent-Length: 1048576\r\n\r\n${'x'.repeat(1024)}`,
    );
    await closed;
    expect(received()).toMatch(/^HTTP\/1\.1 400 /);
    expect(received()).toContain('member.trial.forbidden');
    expect(rows(server)).toBe(before);
    expect(files(server)).toHaveLength(0);
  });

  it(`takes ${FEEDBACK_PER_HOUR} feedbacks an hour per member, counted in the database (a restart forgets nothing)`, async () => {
    const player = await signedIn(server, 'demo01', 'demo123');
    for (let n = 1; n <= FEEDBACK_PER_HOUR; n++) {
      const res = await sendFeedbackBody(server.port, form(`Feedback ${n}`, [png()]), player);
      expect(res.status, res.text).toBe(200);
    }
    const before = rows(server);
    const refused = await sendFeedbackBody(server.port, form('One too many', [png()]), player);
    expect(refused.status).toBe(429);
    expect(refused.json()).toMatchObject({ errorCode: 'feedback.rate.limited', value: { retryAfter: expect.any(Number) } });
    expect(refused.json().value.retryAfter).toBeGreaterThan(3500);
    expect(refused.headers['retry-after']).toBe(String(refused.json().value.retryAfter));
    expect(rows(server)).toBe(before);

    // A second server on the same database (as after a restart) counts the same rows.
    const again = createAppServer({ db: server.db, distDir: server.distDir, mode: 'production', uploadDir: join(server.dir, 'uploads') });
    await new Promise<void>((resolve) => again.listen(0, '127.0.0.1', resolve));
    try {
      const res = await sendFeedbackBody((again.address() as AddressInfo).port, form('After a restart', []), player);
      expect(res.status).toBe(429);
    } finally {
      again.closeAllConnections();
      await new Promise((resolve) => again.close(resolve));
    }
    // Another member is not affected, and the member's next hour is free again.
    const agent = await signedIn(server, 'agent01', 'agent123');
    expect((await sendFeedbackBody(server.port, form('Agent feedback', []), agent)).status).toBe(200);
    shiftClock(3600_000);
    expect((await sendFeedbackBody(server.port, form('An hour later', []), player)).status).toBe(200);
  });

  it(`stores exactly ${FEEDBACK_PER_HOUR} of ${FEEDBACK_PER_HOUR + 3} feedbacks sent at once`, async () => {
    const agent = await signedIn(server, 'agent01', 'agent123');
    const answers = await Promise.all(
      Array.from({ length: FEEDBACK_PER_HOUR + 3 }, (_, n) => sendFeedbackBody(server.port, form(`Racing ${n}`, [png()]), agent)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(FEEDBACK_PER_HOUR);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(3);
  });

  it('allows ten times as much in MODE=test only (the e2e runs share the demo accounts)', () => {
    expect(uploadLimitsFor('production', 1)).toEqual({ perHour: FEEDBACK_PER_HOUR, bytesPerHour: FEEDBACK_BYTES_PER_HOUR, maxTotalBytes: 1 });
    expect(uploadLimitsFor('development', 1).perHour).toBe(FEEDBACK_PER_HOUR);
    expect(uploadLimitsFor('test', 1)).toMatchObject({ perHour: 10 * FEEDBACK_PER_HOUR, bytesPerHour: 10 * FEEDBACK_BYTES_PER_HOUR });
  });

  it(`takes ${FEEDBACK_BYTES_PER_HOUR / 1024 / 1024} MB of images an hour per member, whatever the count`, async () => {
    const player = await signedIn(server, 'demo01', 'demo123');
    const full = () => [pngOf(FEEDBACK_MAX_IMAGE_BYTES, 'a.png'), pngOf(FEEDBACK_MAX_IMAGE_BYTES, 'b.png'), pngOf(FEEDBACK_MAX_IMAGE_BYTES, 'c.png')];
    let sent = 0;
    for (; sent + 3 * FEEDBACK_MAX_IMAGE_BYTES <= FEEDBACK_BYTES_PER_HOUR; sent += 3 * FEEDBACK_MAX_IMAGE_BYTES) {
      expect((await sendFeedbackBody(server.port, form('Three big images', full()), player)).status).toBe(200);
    }
    const before = files(server).length;
    const refused = await sendFeedbackBody(server.port, form('Three more', full()), player);
    expect(refused.status).toBe(429);
    expect(refused.json().errorCode).toBe('feedback.rate.limited');
    expect(files(server)).toHaveLength(before);
    // Text without images still fits: it adds no bytes.
    expect((await sendFeedbackBody(server.port, form('Just words', []), player)).status).toBe(200);
  });

  it('takes no more in one request than three downscaled photos: a 2 MB body is refused unread', async () => {
    const player = await signedIn(server, 'demo01', 'demo123');
    const before = rows(server);
    const big = await sendFeedbackBody(server.port, form('Camera original', [pngOf(2 * 1024 * 1024)]), player);
    expect(big.status).toBe(413);
    expect(big.json().errorCode).toBe('request.body.too.large');
    const oneTooBig = await sendFeedbackBody(server.port, form('Slightly too big', [pngOf(FEEDBACK_MAX_IMAGE_BYTES + 1)]), player);
    expect(oneTooBig.status).toBe(413);
    expect(oneTooBig.json().errorCode).toBe('feedback.image.size');
    expect(rows(server)).toBe(before);
  });
});

describe('the upload directory has a ceiling (point 3)', () => {
  let server: TestServer;
  const ceiling = 2 * FEEDBACK_MAX_IMAGE_BYTES;
  beforeAll(async () => {
    server = await startTestServer({ uploadMaxBytes: ceiling });
  });
  afterAll(() => server.close());

  it('refuses images past the ceiling with feedback.storage.full, from any member, writing nothing', async () => {
    const demo = await signedIn(server, 'demo01', 'demo123');
    const agent = await signedIn(server, 'agent01', 'agent123');
    expect((await sendFeedbackBody(server.port, form('First', [pngOf(FEEDBACK_MAX_IMAGE_BYTES)]), demo)).status).toBe(200);
    expect((await sendFeedbackBody(server.port, form('Second', [pngOf(FEEDBACK_MAX_IMAGE_BYTES)]), agent)).status).toBe(200);
    const before = files(server);
    for (const client of [demo, agent]) {
      const res = await sendFeedbackBody(server.port, form('Past the ceiling', [png()]), client);
      expect(res.status).toBe(503);
      expect(res.json()).toMatchObject({ errorCode: 'feedback.storage.full', message: expect.stringContaining('') });
    }
    expect(files(server)).toEqual(before);
  });

  it('is set with UPLOAD_MAX_MB (default 1024)', () => {
    expect(loadConfig({}, []).uploadMaxBytes).toBe(1024 * 1024 * 1024);
    expect(loadConfig({ UPLOAD_MAX_MB: '50' }, []).uploadMaxBytes).toBe(50 * 1024 * 1024);
    for (const bad of ['0', '-1', 'lots', '1.5']) expect(() => loadConfig({ UPLOAD_MAX_MB: bad }, [])).toThrow(/UPLOAD_MAX_MB/);
  });
});

describe('slow clients (point 8 and uploads on 2G)', { timeout: 10_000 }, () => {
  let server: TestServer;
  const timeouts = { headersMs: 1000, requestMs: 1500, uploadMs: 4000, uploadIdleMs: 1000 };
  let player: TestClient;
  beforeAll(async () => {
    server = await startTestServer({ timeouts });
    player = await signedIn(server, 'demo01', 'demo123');
  });
  afterAll(() => server.close());

  it('checks every second: headers still trickling in are cut at their limit plus at most a second', async () => {
    const { socket, closed, received } = rawSocket(server.port);
    socket.write('GET /m/home HTTP/1.1\r\nHost: x\r\n');
    trickle(socket, 'X-Slow: 1\r\n', 200, 60_000);
    const after = await closed;
    expect(received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(after).toBeGreaterThanOrEqual(timeouts.headersMs - 100);
    expect(after).toBeLessThan(timeouts.headersMs + 1000 + 600);
  });

  it('cuts a body still arriving on an ordinary call at the short limit, with 408 request.timeout', async () => {
    const { socket, closed, received } = rawSocket(server.port);
    socket.write('POST /wps/session/login HTTP/1.1\r\nHost: x\r\nMerchant: bdm01\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n');
    trickle(socket, '          ', 100, 60_000);
    const after = await closed;
    expect(received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(received()).toContain('request.timeout');
    expect(after).toBeLessThan(timeouts.requestMs + 700);
  });

  const uploadHead = (length: number) =>
    `PUT /wps/feedback HTTP/1.1\r\nHost: x\r\nMerchant: bdm01\r\nAuthorization: ${player.token}\r\n` +
    `Content-Type: ${MULTIPART}\r\nContent-Length: ${length}\r\n\r\n`;

  it('lets an upload that keeps moving finish, past the short limit (a 2G phone)', async () => {
    const body = form('Sent slowly over 2G', [pngOf(30_000)]);
    const { socket, closed, received } = rawSocket(server.port);
    socket.write(uploadHead(body.length));
    const slices = 10; // one slice every 250 ms: 2.5 s, past requestMs, within uploadMs
    for (let i = 0; i < slices; i++) {
      await new Promise((r) => setTimeout(r, 250));
      socket.write(body.subarray((i * body.length) / slices, ((i + 1) * body.length) / slices));
    }
    await closed;
    expect(received()).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('cuts an upload that stalls for the idle limit', async () => {
    const before = rows(server);
    const body = form('Stalls halfway', [pngOf(30_000)]);
    const { socket, closed, received } = rawSocket(server.port);
    socket.write(uploadHead(body.length));
    socket.write(body.subarray(0, body.length / 2));
    const after = await closed;
    expect(received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(after).toBeLessThan(timeouts.uploadIdleMs + 700);
    expect(rows(server)).toBe(before);
  });

  it('cuts an upload that moves but never ends at the upload limit', async () => {
    const { socket, closed, received } = rawSocket(server.port);
    socket.write(uploadHead(1_000_000));
    trickle(socket, 'x'.repeat(100), 200, 60_000);
    const after = await closed;
    expect(received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(after).toBeGreaterThan(timeouts.uploadMs - 300);
    expect(after).toBeLessThan(timeouts.uploadMs + 700);
  });

  it('has defaults that fit 2G: three 300 kB photos at 280 kbps with a threefold margin, ordinary calls short', () => {
    const twoG = (3 * 300 * 1000 * 8) / 280_000; // seconds
    expect(HTTP_TIMEOUTS.uploadMs / 1000).toBeGreaterThan(3 * twoG);
    expect(HTTP_TIMEOUTS.requestMs).toBeLessThanOrEqual(30_000);
    expect(HTTP_TIMEOUTS.checkEveryMs).toBeLessThanOrEqual(1000);
    const real = createAppServer({ db: server.db, distDir: server.distDir, mode: 'test' }) as Server & { connectionsCheckingInterval: number };
    expect(real.connectionsCheckingInterval).toBe(HTTP_TIMEOUTS.checkEveryMs);
    expect(real.headersTimeout).toBe(HTTP_TIMEOUTS.headersMs);
  });
});

describe('an aborted upload (point 8)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('logs no stack trace and leaves no row and no file', async () => {
    const player = await signedIn(server, 'demo01', 'demo123');
    const logged: string[] = [];
    const keep = (...args: unknown[]) => void logged.push(format(...args));
    const spies = [
      ...(['log', 'error', 'warn', 'info'] as const).map((name) => vi.spyOn(console, name).mockImplementation(keep)),
      vi.spyOn(process.stderr, 'write').mockImplementation((chunk: unknown) => (logged.push(String(chunk)), true)),
    ];
    try {
      const before = rows(server);
      const body = form('The bus went into a tunnel', [pngOf(400_000)]);
      for (let n = 0; n < 3; n++) {
        const { socket, closed } = rawSocket(server.port);
        socket.write(
          `PUT /wps/feedback HTTP/1.1\r\nHost: x\r\nMerchant: bdm01\r\nAuthorization: ${player.token}\r\n` +
            `Content-Type: ${MULTIPART}\r\nContent-Length: ${body.length}\r\n\r\n`,
        );
        socket.write(body.subarray(0, 200_000));
        await new Promise((r) => setTimeout(r, 100));
        socket.destroy();
        await closed;
      }
      await new Promise((r) => setTimeout(r, 300));
      expect(logged).toEqual([]);
      expect(rows(server)).toBe(before);
      expect(files(server)).toEqual([]);
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }
  });
});
