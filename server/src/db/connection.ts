import Database from 'better-sqlite3';
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { ensurePrivateDir, ensurePrivateFile, restrictFile } from '../lib/private-files.ts';

export type Db = Database.Database;

/** Default location, relative to the working directory (npm runs scripts from the repo root). */
export const DEFAULT_DB_PATH = 'server/data/app.db';

/**
 * Opens the SQLite file with the settings every process (server, CLI, tests) must share.
 * WAL lets the admin CLI write while the server reads; busy_timeout makes the rare
 * writer-writer collision wait instead of failing with SQLITE_BUSY.
 * The files are owner-only (0600; the key and the password hashes are in them): SQLite gives the
 * -wal and -shm files it creates the database file's mode, and files an older server left
 * readable are narrowed here.
 */
export function openDb(path: string): Db {
  if (path !== ':memory:') {
    ensurePrivateDir(dirname(path));
    ensurePrivateFile(path);
    for (const suffix of SIDE_FILES) restrictFile(path + suffix);
  }
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  // In WAL mode NORMAL loses no commit when the process dies, only when the machine does
  // (the WAL is synced at checkpoints, not per commit): docs/security.md, "Durability".
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}

const SIDE_FILES = ['-wal', '-shm'];

/** Deletes the database and its WAL side files (used by `--fresh`). */
export function deleteDbFiles(path: string): void {
  for (const suffix of ['', ...SIDE_FILES]) rmSync(path + suffix, { force: true });
}
