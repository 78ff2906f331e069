import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../src/db/connection.ts';
import { copySeededDb } from './seeded-db.ts';

/**
 * Issue 19, point 11: a deferred transaction that reads first holds a snapshot, and when another
 * process commits before it writes, SQLite answers SQLITE_BUSY at once ("database is locked"):
 * busy_timeout cannot help, because waiting would not make the snapshot current. Every write
 * transaction therefore starts IMMEDIATE (it takes the write lock first, and waits its turn).
 * Two processes run the server's own write transactions on one file at the same moment. That no
 * new transaction starts deferred is ESLint's job (no-restricted-syntax in eslint.config.js).
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const HAMMER = fileURLToPath(new URL('./security/write-hammer.ts', import.meta.url));
const PROCESSES = 2;
const DURATION_MS = 1_500;

interface HammerResult {
  writes: number;
  errors: Record<string, number>;
}

/** Starts the writers, waits until each has opened the database, then lets them all go at once. */
async function hammer(dbPath: string): Promise<HammerResult[]> {
  const children = Array.from({ length: PROCESSES }, () =>
    spawn(process.execPath, ['--import', 'tsx', HAMMER, dbPath, String(DURATION_MS)], { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] }),
  );
  const outputs = children.map((child) => {
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const ready = new Promise<void>((resolve) => child.stdout.on('data', () => text.startsWith('ready\n') && resolve()));
    const done = new Promise<HammerResult>((resolve, reject) =>
      child.once('exit', (code) =>
        code === 0 ? resolve(JSON.parse(text.slice('ready\n'.length)) as HammerResult) : reject(new Error(`writer exited ${code}: ${text}`)),
      ),
    );
    return { ready, done };
  });
  await Promise.all(outputs.map((o) => o.ready));
  for (const child of children) child.stdin.end('go\n');
  return Promise.all(outputs.map((o) => o.done));
}

describe('two processes writing one database', () => {
  let dir: string;
  let dbPath: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bdplay-locking-'));
    dbPath = join(dir, 'app.db');
    await copySeededDb(dbPath);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('wait for each other: every connection has a busy timeout', () => {
    const db = openDb(dbPath);
    expect(db.pragma('busy_timeout', { simple: true })).toBeGreaterThanOrEqual(1_000);
    db.close();
  });

  it('never answer "database is locked"', async () => {
    const results = await hammer(dbPath);
    for (const result of results) {
      expect(result.writes).toBeGreaterThan(50);
      expect(result.errors).toEqual({});
    }
  }, 60_000);
});
