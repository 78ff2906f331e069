import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('API answers are compressed for clients that accept it', () => {
  it('brotli when accepted: the start-up status shrinks and decodes to the same envelope', async () => {
    const plain = await api(server.port, '/wps/system/status');
    const br = await api(server.port, '/wps/system/status', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    const decoded = JSON.parse(brotliDecompressSync(br.body).toString('utf8'));
    expect(decoded.success).toBe(true);
    expect(Object.keys(decoded.value.info).sort()).toEqual(Object.keys(plain.json().value.info).sort());
  });

  it('gzip when brotli is refused', async () => {
    const res = await api(server.port, '/wps/system/status', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.body).toString('utf8')).success).toBe(true);
  });

  it('small answers stay as they are', async () => {
    const res = await api(server.port, '/wps/nope', { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().errorCode).toBe('request.path.not.found');
  });
});
