import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, readdirSync, readFileSync, renameSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDb } from '../src/db/connection.ts';
import { migrate } from '../src/db/migrate.ts';
import { seed } from '../src/db/seed.ts';
import { ensureRsaKey } from '../src/modules/keys/rsa.ts';

/**
 * A migrated, seeded database with its RSA key, built once and copied for each test server.
 * Seeding hashes the demo passwords (~100 ms) and the key takes ~150 ms or more to generate;
 * paid by every server of every test file, that was a quarter of the suite. The template lives
 * in the temp directory under a hash of everything that shapes it, so a change to migrations,
 * seed data, hashing or key code builds a new one.
 */

const serverSrc = fileURLToPath(new URL('../src/', import.meta.url));
const SOURCES = ['db', 'lib/passwords.ts', 'lib/seeded-random.ts', 'modules/keys/rsa.ts'];

function files(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => files(join(path, name)));
}

function sourceHash(): string {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap((p) => files(join(serverSrc, p))).filter((f) => !f.endsWith('.test.ts'))) {
    hash.update(file.slice(serverSrc.length)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

let template: Promise<string> | undefined;

async function buildTemplate(): Promise<string> {
  const file = join(tmpdir(), `bdplay-test-seed-${sourceHash()}.db`);
  if (existsSync(file)) return file;
  // Built under a private name and renamed: parallel test processes never see half a file.
  const partial = `${file}.${process.pid}.partial`;
  const db = openDb(partial);
  migrate(db);
  seed(db);
  await ensureRsaKey(db);
  db.pragma('journal_mode = DELETE'); // one self-contained file, no -wal beside it
  db.close();
  renameSync(partial, file);
  return file;
}

/** Writes a fresh copy of the seeded database to `path`. */
export async function copySeededDb(path: string): Promise<void> {
  template ??= buildTemplate();
  copyFileSync(await template, path);
}
