import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../src/db/connection.ts';
import { startChildServer } from '../test/child-server.ts';
import { FULL_LOAD, runLoad } from '../test/load/scenarios.ts';
import { copySeededDb } from '../test/seeded-db.ts';
import { formatReport, machineLine } from './report.ts';

/**
 * `npm run bench:server`: the full form of the load test (server/test/load/): 200 registrations
 * at once plus 20 racing for one username, 1,000 favourite toggles, 1,000 promotion claims
 * (200 of them raced on 10 member/bonus pairs) and 10,000 home start-up reads, against the real
 * server in a child process (MODE=test, a copy of the seeded database), loopback only. Prints
 * requests per second and p50/p99 latency per scenario; exits 1 if any integrity check fails,
 * 2 if the whole run takes longer than BENCH_LIMIT_MS.
 */

const BENCH_LIMIT_MS = 180_000;

async function bench(): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'bdplay-bench-'));
  const dbPath = join(dir, 'app.db');
  mkdirSync(join(dir, 'dist'));
  await copySeededDb(dbPath);
  const server = await startChildServer({ dbPath, distDir: join(dir, 'dist') });
  const db = openDb(dbPath);
  try {
    console.log(`bench:server on ${machineLine()}`);
    const reports = await runLoad({ port: server.port, db }, FULL_LOAD);
    console.log(formatReport(reports));
    const expected = ['registrations', 'favourite toggles', 'promotion claims', 'home start-up reads'];
    if (reports.length !== expected.length) console.log(`Stopped after ${reports.map((r) => r.name).join(', ')}: too few members registered.`);
    return reports.length === expected.length && reports.every((r) => r.problems.length === 0) ? 0 : 1;
  } finally {
    db.close();
    await server.stop('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

setTimeout(() => {
  console.error(`bench:server: still running after ${BENCH_LIMIT_MS / 1000} s, giving up`);
  process.exit(2);
}, BENCH_LIMIT_MS).unref();

bench().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('bench:server failed:', error);
    process.exit(1);
  },
);
