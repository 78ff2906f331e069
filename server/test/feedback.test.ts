import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { TestClient } from './client.ts';
import { BOUNDARY, JPEG, MULTIPART, PNG, form, png, pngOf, sendFeedbackBody } from './feedback-form.ts';
import { MERCHANT, rawRequest, startTestServer, type RawResponse, type TestServer } from './helpers.ts';

let server: TestServer;
let player: TestClient;
let uploads: string;
beforeAll(async () => {
  // With an index.html the static server answers unknown pages with the app: an upload must still not leak.
  server = await startTestServer({ dist: { 'index.html': '<!doctype html><title>app</title>' } });
  uploads = join(server.dir, 'uploads'); // beside the test DB, the default
  player = new TestClient(server);
  await player.login('demo01', 'demo123');
});
afterAll(() => server.close());

const send = (body: Buffer, client: TestClient | null = player, type = MULTIPART): Promise<RawResponse> =>
  sendFeedbackBody(server.port, body, client, type);

const stored = (id: number) =>
  server.db.prepare('SELECT file_name AS fileName, mime, size FROM feedback_images WHERE feedback_id = ? ORDER BY position').all(id) as Array<{
    fileName: string;
    mime: string;
    size: number;
  }>;
const feedbackRows = (): number => (server.db.prepare('SELECT count(*) AS n FROM feedback').get() as { n: number }).n;

describe('PUT /wps/feedback', () => {
  it('stores the text and a PNG and a JPEG under server-chosen names, owner-only, with the same bytes', async () => {
    const res = await send(
      form('  The slots page loads slowly on 2G.  ', [png('../../evil.html'), { filename: 'cam.jpeg', type: 'image/jpeg', data: JPEG }]),
    );
    expect(res.status, res.text).toBe(200);
    const { id } = res.json().value;
    expect(id).toEqual(expect.any(Number));
    expect(server.db.prepare('SELECT content FROM feedback WHERE id = ?').get(id)).toEqual({ content: 'The slots page loads slowly on 2G.' });
    expect(stored(id)).toEqual([
      { fileName: `${id}-1.png`, mime: 'image/png', size: PNG.length },
      { fileName: `${id}-2.jpg`, mime: 'image/jpeg', size: JPEG.length },
    ]);
    expect(readFileSync(join(uploads, `${id}-1.png`)).equals(PNG)).toBe(true);
    expect(readFileSync(join(uploads, `${id}-2.jpg`)).equals(JPEG)).toBe(true);
    expect(statSync(join(uploads, `${id}-1.png`)).mode & 0o777).toBe(0o600);
    expect(existsSync(join(server.dir, 'evil.html'))).toBe(false);

    for (const path of [`/uploads/${id}-1.png`, `/${id}-1.png`, `/m/../uploads/${id}-1.png`, `/server/data/uploads/${id}-1.png`]) {
      const got = await rawRequest(server.port, path);
      expect(got.body.includes(PNG), path).toBe(false);
      expect(String(got.headers['content-type'])).not.toContain('image/png');
    }
  });

  it('judges a file by its first bytes: a PNG named .txt passes, text named .png does not', async () => {
    const renamed = await send(form('Screenshot attached', [{ filename: 'notes.txt', type: 'text/plain', data: PNG }]));
    expect(renamed.status).toBe(200);
    expect(stored(renamed.json().value.id)[0]).toMatchObject({ mime: 'image/png', fileName: expect.stringMatching(/\.png$/) });
    const before = feedbackRows();
    const fake = await send(form('Screenshot attached', [{ filename: 'shot.png', type: 'image/png', data: Buffer.from('<script>x</script>') }]));
    expect(fake.status).toBe(400);
    expect(fake.json()).toMatchObject({ errorCode: 'feedback.image.type', message: 'Only PNG or JPG images can be uploaded.' });
    expect(feedbackRows()).toBe(before);
  });

  it('refuses an image over 512 kB with 413 and a fourth image, writing nothing', async () => {
    const files = readdirSync(uploads).length;
    const rows = feedbackRows();
    const tooBig = await send(form('Big picture', [pngOf(512 * 1024 + 1)]));
    expect(tooBig.status).toBe(413);
    expect(tooBig.json().errorCode).toBe('feedback.image.size');
    const four = await send(form('Four pictures', [png(), png(), png(), png()]));
    expect(four.status).toBe(400);
    expect(four.json().errorCode).toBe('feedback.image.count');
    expect(feedbackRows()).toBe(rows);
    expect(readdirSync(uploads)).toHaveLength(files);
  });

  it('accepts three images of exactly 512 kB, three small ones and no image at all', async () => {
    const full = () => pngOf(512 * 1024);
    expect((await send(form('Exactly the limit', [full(), full(), full()]))).status).toBe(200);
    expect((await send(form('Three', [png(), png(), png()]))).status).toBe(200);
    expect((await send(form('Text only', []))).status).toBe(200);
    // An empty file input still sends a part with no name and no bytes: not an image.
    expect((await send(form('Empty input', [{ filename: '', type: 'application/octet-stream', data: Buffer.alloc(0) }]))).status).toBe(200);
  });

  it('counts characters: 140 Bengali characters pass, 141 or an empty (blank) text do not', async () => {
    const bengali = 'ক'.repeat(140);
    expect(Buffer.byteLength(bengali)).toBeGreaterThan(140);
    expect((await send(form(bengali, []))).status).toBe(200);
    const emoji = '🙂'.repeat(140); // 280 UTF-16 units, 140 characters
    expect((await send(form(emoji, []))).status).toBe(200);
    for (const content of ['a'.repeat(141), '', '   ', undefined]) {
      const res = await send(form(content, []));
      expect(res.status).toBe(400);
      expect(res.json().errorCode).toBe('feedback.content.invalid');
    }
  });

  it('refuses a guest before reading the body: a 6 MB upload that never arrives still gets its 401', async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        `${server.url}/wps/feedback`,
        {
          method: 'PUT',
          headers: { ...MERCHANT, 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`, 'Content-Length': 6 * 1024 * 1024 },
        },
        (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.write(Buffer.alloc(1024)); // the rest of the 6 MB is never sent
    });
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body).errorCode).toBe('login.not.session');
  });

  it('needs a session; a body that is not multipart is 400 request.body.invalid', async () => {
    const guest = await send(form('hello', [png()]), null);
    expect(guest.status).toBe(401);
    expect(guest.json().errorCode).toBe('login.not.session');
    for (const [body, type] of [
      [form('hello', []), 'application/json'],
      [Buffer.from('{"content":"hello"}'), 'application/json'],
      [Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="content"\r\n\r\nno end`), `multipart/form-data; boundary=${BOUNDARY}`],
      [form('hello', []), 'multipart/form-data'],
    ] as const) {
      const res = await send(body, player, type);
      expect(res.status).toBe(400);
      expect(res.json().errorCode).toBe('request.body.invalid');
    }
  });

  it('takes up to 3 × 512 kB and the form here while every other call keeps the 64 kB limit', async () => {
    const huge = Buffer.alloc(3 * 512 * 1024 + 16 * 1024 + 1);
    const res = await send(huge);
    expect(res.status).toBe(413);
    expect(res.json().errorCode).toBe('request.body.too.large');
    const other = Buffer.from(JSON.stringify({ promotionId: 1, pad: 'x'.repeat(70 * 1024) }));
    const claim = await rawRequest(server.port, '/wps/relay/MCSFE_claimIssuedPromotion', {
      method: 'POST',
      body: other,
      headers: { ...player.headers(), 'Content-Type': 'application/json', 'Content-Length': String(other.length) },
    });
    expect(claim.status).toBe(413);
  });
});

describe('UPLOAD_DIR', () => {
  it('defaults to uploads/ beside the database and may never be inside the served dist directory', () => {
    expect(loadConfig({}, []).uploadDir).toBe(join('server', 'data', 'uploads'));
    expect(loadConfig({ DB_PATH: '/var/bdplay/app.db' }, []).uploadDir).toBe('/var/bdplay/uploads');
    expect(loadConfig({ UPLOAD_DIR: '/srv/uploads' }, []).uploadDir).toBe('/srv/uploads');
    expect(() => loadConfig({ UPLOAD_DIR: 'dist/uploads' }, [])).toThrow(/UPLOAD_DIR must not be inside DIST_DIR/);
    expect(() => loadConfig({ DIST_DIR: '/srv/app', UPLOAD_DIR: '/srv/app' }, [])).toThrow(/UPLOAD_DIR/);
  });
});
