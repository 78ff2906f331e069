/**
 * A reference server of a spec's own, on a copy of dist/ that the spec may change (a new
 * deployment) and restart with other settings (SERVICE_WORKER=off). The shared servers of
 * servers.ts must never be changed like that. Port: E2E_PORT + 2 + `offset` (4175 by default).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOME_PATH, HOST, SERVERS } from './servers.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface OwnServer {
  baseURL: string;
  dist: string;
  /** Rewrites a built file, then rebuilds the service worker and the compressed variants, as a
   *  deployment of a new build would. */
  deploy(file: string, change: (text: string) => string): void;
  /** Stops the server and starts it again on the same DB and port, with extra environment. */
  restart(env?: Record<string, string>): Promise<void>;
  close(): Promise<void>;
}

/** Node with tsx's loader, one process (npx or the tsx binary would put a parent in between that a
 *  signal may not pass). */
const tsx = (args: string[], env?: NodeJS.ProcessEnv) => spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: ROOT, stdio: 'ignore', env });

const run = (script: string, dist: string) => {
  const child = tsx([script, dist]);
  return new Promise<void>((resolve, reject) => child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script}: exit ${code}`)))));
};

async function waitUntilUp(url: string, process: ChildProcess): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (process.exitCode !== null) throw new Error(`the server exited with ${process.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

export async function startOwnServer(offset = 0): Promise<OwnServer> {
  const dir = mkdtempSync(join(tmpdir(), 'bdplay-own-'));
  const dist = join(dir, 'dist');
  cpSync(join(ROOT, 'dist'), dist, { recursive: true });
  const port = SERVERS.main.port + 2 + offset;
  const baseURL = `http://${HOST}:${port}`;
  let child: ChildProcess | null = null;

  const start = async (env: Record<string, string> = {}, fresh = true) => {
    child = tsx(['server/src/main.ts', ...(fresh ? ['--fresh'] : [])], {
      ...process.env, HOST, PORT: String(port), DB_PATH: join(dir, 'app.sqlite'), MODE: 'test', DIST_DIR: dist, ...env,
    });
    await waitUntilUp(`${baseURL}${HOME_PATH}`, child);
  };
  const stop = async () => {
    const c = child;
    child = null;
    if (!c || c.exitCode !== null) return;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill('SIGTERM');
    await exited;
  };

  await start();
  return {
    baseURL,
    dist,
    deploy(file, change) {
      const path = join(dist, file);
      writeFileSync(path, change(readFileSync(path, 'utf8')));
      rmSync(`${path}.br`, { force: true });
      rmSync(`${path}.gz`, { force: true });
    },
    async restart(env) {
      await stop();
      await start(env, false);
    },
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** After `deploy`: the new service worker (scripts/build/service-worker.ts) for the changed files. */
export const rebuildServiceWorker = (server: OwnServer): Promise<void> => run('scripts/build/service-worker.ts', server.dist);
