import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { Db } from './connection.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** File names look like `001_initial.sql`; the number is the version. */
const FILE_PATTERN = /^(\d+)_[\w-]+\.sql$/;

interface MigrationFile {
  version: number;
  name: string;
  path: string;
}

export function listMigrations(dir = MIGRATIONS_DIR): MigrationFile[] {
  const files: MigrationFile[] = [];
  for (const name of readdirSync(dir)) {
    const match = FILE_PATTERN.exec(name);
    if (match?.[1]) files.push({ version: Number(match[1]), name, path: join(dir, name) });
  }
  files.sort((a, b) => a.version - b.version);
  for (let i = 1; i < files.length; i++) {
    if (files[i]?.version === files[i - 1]?.version) {
      throw new Error(`Two migrations share version ${files[i]?.version}: ${files[i]?.name}`);
    }
  }
  return files;
}

/**
 * Applies every pending migration, each in its own transaction, and returns the names applied.
 * The transaction is IMMEDIATE so that a server and a CLI starting at the same moment cannot
 * both decide a migration is pending: the second one waits (busy_timeout) and then sees it done.
 */
export function migrate(db: Db, dir = MIGRATIONS_DIR): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`);
  const isApplied = db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?');
  const record = db.prepare('INSERT INTO schema_migrations (version, name) VALUES (?, ?)');
  const applied: string[] = [];
  for (const file of listMigrations(dir)) {
    db.transaction(() => {
      if (isApplied.get(file.version)) return;
      db.exec(readFileSync(file.path, 'utf8'));
      record.run(file.version, file.name);
      applied.push(file.name);
    }).immediate();
  }
  return applied;
}
