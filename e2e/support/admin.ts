/**
 * Runs the QA CLI (`server/src/cli.ts`) against one e2e server's DB, e.g.
 *
 *   await admin(['maintenance', 'on'], 'modes');
 *   await admin(['switch', 'REGISTER', 'off'], 'modes');
 *   const status = await admin(['status'], 'modes');
 *
 * Changing start-up modes or switches belongs on the `modes` server only (see servers.ts), and a
 * spec that changes one restores it (in `test.afterEach`/`afterAll`). Resolves with stdout;
 * rejects with the CLI's stderr when it exits non-zero.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { SERVERS, type ServerName } from './servers.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// The local tsx binary: what `npx tsx` would run, without npx's start-up cost or registry lookup.
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');

export function admin(args: string[], server: ServerName): Promise<string> {
  const argv = ['server/src/cli.ts', '--db', SERVERS[server].dbPath, ...args];
  return new Promise((resolve, reject) => {
    execFile(TSX, argv, { cwd: ROOT, timeout: 60_000, env: process.env }, (error, stdout, stderr) => {
      if (error) {
        reject(new Error(`admin ${args.join(' ')} (${server}) failed: ${error.message}\n${stderr}`));
      } else {
        resolve(stdout);
      }
    });
  });
}
