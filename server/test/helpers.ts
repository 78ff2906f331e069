import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Envelope as WireEnvelope } from '../../contract/envelope.ts';
import type { Mode } from '../src/config.ts';
import { openDb, type Db } from '../src/db/connection.ts';
import { createAppServer } from '../src/http/server.ts';
import type { FaultRule } from '../src/http/faults/rules.ts';
import type { HttpTimeouts } from '../src/http/timeouts.ts';
import type { Route } from '../src/http/router.ts';
import type { Limits } from '../src/modules/limits/guards.ts';
import { copySeededDb } from './seeded-db.ts';

export interface TestServer {
  url: string;
  port: number;
  db: Db;
  dbPath: string;
  dir: string;
  distDir: string;
  close: () => Promise<void>;
}

/** Starts the real server in-process on port 0 with a fresh seeded DB (a copy) and a temp dist dir. */
export async function startTestServer(
  options: {
    dist?: Record<string, string | Buffer>;
    extraRoutes?: Route[];
    trustProxy?: number;
    /** Default 'test' (the outbox exists). */
    mode?: Mode;
    limits?: Limits;
    serviceWorker?: boolean;
    faults?: FaultRule[];
    /** Shorter limits for slow-client tests (http/timeouts.ts). */
    timeouts?: Partial<HttpTimeouts>;
    /** The upload directory's ceiling (UPLOAD_MAX_MB). */
    uploadMaxBytes?: number;
  } = {},
): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'bdplay-server-'));
  const distDir = join(dir, 'dist');
  mkdirSync(distDir);
  for (const [name, content] of Object.entries(options.dist ?? {})) writeDist(distDir, name, content);
  const dbPath = join(dir, 'app.db');
  await copySeededDb(dbPath);
  const db = openDb(dbPath);
  const server = createAppServer({
    db,
    distDir,
    extraRoutes: options.extraRoutes,
    trustProxy: options.trustProxy,
    mode: options.mode ?? 'test',
    limits: options.limits,
    serviceWorker: options.serviceWorker,
    faults: options.faults,
    timeouts: options.timeouts,
    uploadMaxBytes: options.uploadMaxBytes,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    db,
    dbPath,
    dir,
    distDir,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function writeDist(distDir: string, name: string, content: string | Buffer): void {
  const file = join(distDir, name);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text: string;
  json: <T = Envelope>() => T;
}

/** The contract's envelope; tests read any value by default. */
export type Envelope<T = any> = WireEnvelope<T>;

/**
 * A plain node:http request: no automatic decompression, no path normalisation, and header
 * arrays become repeated header lines (needed for the duplicate-Merchant and traversal tests).
 */
export function rawRequest(
  port: number,
  path: string,
  init: { method?: string; headers?: Record<string, string | string[]>; body?: string | Buffer } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const text = body.toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text, json: () => JSON.parse(text) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

export const MERCHANT = { Merchant: 'bdm01' };

/** GET an API path as the client would (one Merchant header). */
export function api(port: number, path: string, headers: Record<string, string | string[]> = {}): Promise<RawResponse> {
  return rawRequest(port, path, { headers: { ...MERCHANT, ...headers } });
}
