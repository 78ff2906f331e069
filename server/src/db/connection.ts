import Database from 'better-sqlite3';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';

export type Db = Database.Database;

/** Default location, relative to the working directory (npm runs scripts from the repo root). */
export const DEFAULT_DB_PATH = 'server/data/app.db';

/**
 * Opens the SQLite file with the settings every process (server, CLI, tests) must share.
 * WAL lets the admin CLI write while the server reads; busy_timeout makes the rare
 * writer-writer collision wait instead of failing with SQLITE_BUSY.
 */
export function openDb(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  // In WAL mode NORMAL loses no commit when the process dies, only when the machine does
  // (the WAL is synced at checkpoints, not per commit): docs/security.md, "Durability".
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}

/** Deletes the database and its WAL side files (used by `--fresh`). */
export function deleteDbFiles(path: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
}
