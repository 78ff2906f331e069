import Database from 'better-sqlite3';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../src/db/connection.ts';
import { startChildServer } from './child-server.ts';
import { copySeededDb } from './seeded-db.ts';

/**
 * Issue 19, point 12: the database holds the RSA private key and every password hash, and the
 * upload directory players' photos; another account on the machine must read none of them.
 * (Uploaded files themselves are 0600 since they exist: feedback.test.ts.)
 */

const modeOf = (path: string): number => statSync(path).mode & 0o777;
const SIDE_FILES = ['', '-wal', '-shm'];

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'bdplay-modes-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the database files', () => {
  it('are created owner-only (0600), in an owner-only directory (0700) when the directory is new', () => {
    const path = join(dir, 'new', 'data', 'app.db');
    const db = openDb(path);
    db.exec('CREATE TABLE t (x); INSERT INTO t VALUES (1)');
    for (const suffix of SIDE_FILES) expect(modeOf(path + suffix), suffix || 'db').toBe(0o600);
    expect(modeOf(join(dir, 'new', 'data'))).toBe(0o700);
    db.close();
  });

  it('that exist world-readable are made owner-only when opened', () => {
    const path = join(dir, 'old.db');
    // An older server (or a copy) left the files 0644, and another connection keeps -wal/-shm alive.
    const before = new Database(path);
    before.pragma('journal_mode = WAL');
    before.exec('CREATE TABLE t (x); INSERT INTO t VALUES (1)');
    for (const suffix of SIDE_FILES) chmodSync(path + suffix, 0o644);
    const db = openDb(path);
    for (const suffix of SIDE_FILES) expect(modeOf(path + suffix), suffix || 'db').toBe(0o600);
    db.close();
    before.close();
  });
});

describe('the server at start', () => {
  it('makes an existing database and upload directory owner-only', async () => {
    const data = join(dir, 'served');
    mkdirSync(join(data, 'uploads'), { recursive: true, mode: 0o755 });
    chmodSync(join(data, 'uploads'), 0o755);
    const dbPath = join(data, 'app.db');
    await copySeededDb(dbPath);
    chmodSync(dbPath, 0o644);
    const server = await startChildServer({ dbPath, distDir: join(dir, 'no-dist') });
    try {
      for (const suffix of SIDE_FILES) if (existsSync(dbPath + suffix)) expect(modeOf(dbPath + suffix), suffix || 'db').toBe(0o600);
      expect(modeOf(join(data, 'uploads'))).toBe(0o700);
    } finally {
      await server.stop('SIGTERM');
    }
  }, 60_000);
});
