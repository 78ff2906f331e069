/**
 * A reference server of a spec's own, on a copy of dist/ that the spec may change (a new
 * deployment) and restart with other settings (SERVICE_WORKER=off). The shared servers of
 * servers.ts must never be changed like that. Port: a free one the system picks at the first
 * start, kept by restarts (the worker's registration belongs to the origin).
 *
 * It is known to be this server that answers: the port is the one the child process says it
 * listens on, and a child that cannot listen fails the start. A fixed port let a run test a server
 * left over from an earlier run, on that run's build (issue 17: the new-deployment test then never
 * saw its deployment). And none is left over: the child stops when the process that started it
 * ends, however it ends (stop-with-parent.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOST } from './servers.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const STOP_WITH_PARENT = fileURLToPath(new URL('./stop-with-parent.ts', import.meta.url));
/** The server's start-up line (server/src/main.ts). */
const LISTENING = /Listening on http:\/\/[^/]*:(\d+)\//;
/** About 3 s on an idle machine. Under the 4g project's 60 s hook limit, so that a start that fails
 *  says why (with the server's output) rather than only that the hook timed out. */
const START_LIMIT_MS = 50_000;

export interface OwnServer {
  baseURL: string;
  dist: string;
  /** Rewrites a built file and removes its compressed variants (the server would prefer them);
   *  a changed shell also needs `rebuildServiceWorker`, as a deployment of a new build would. */
  deploy(file: string, change: (text: string) => string): void;
  /** Stops the server and starts it again on the same DB and port, with extra environment. */
  restart(env?: Record<string, string>): Promise<void>;
  close(): Promise<void>;
}

/** Node with tsx's loader, one process (npx or the tsx binary would put a parent in between that a
 *  signal may not pass). */
const tsx = (args: string[], options: Parameters<typeof spawn>[2] = {}) =>
  spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: ROOT, stdio: 'ignore', ...options });

const run = (script: string, dist: string) => {
  const child = tsx([script, dist]);
  return new Promise<void>((resolve, reject) => child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script}: exit ${code}`)))));
};

/** Starts the server; resolves with the port it listens on. Rejects, with what it printed, if it
 *  exits first (e.g. the port is taken) or does not listen within START_LIMIT_MS. */
function listen(env: NodeJS.ProcessEnv, args: string[]): Promise<{ child: ChildProcess; port: number }> {
  // stdin: the pipe stop-with-parent.ts watches, held open by this process until it ends.
  const child = tsx(['--import', STOP_WITH_PARENT, 'server/src/main.ts', ...args], { env, stdio: ['pipe', 'pipe', 'pipe'] });
  let output = '';
  let settled = false;
  return new Promise((resolve, reject) => {
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };
    const fail = (why: string) =>
      settle(() => {
        child.kill('SIGKILL');
        reject(new Error(`own server ${why}:\n${output}`));
      });
    const timer = setTimeout(() => fail(`did not listen within ${START_LIMIT_MS / 1000} s`), START_LIMIT_MS);
    // Read on after the start too, so that the pipes never fill up.
    const read = (chunk: Buffer) => {
      if (settled) return;
      output = (output + chunk.toString()).slice(-4000);
      const port = LISTENING.exec(output)?.[1];
      if (port) settle(() => resolve({ child, port: Number(port) }));
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => fail(`exited (${code}) before listening`));
  });
}

/** `build`: the build to serve, a folder of the project (`dist`, or `dist-legacy` of
 *  `npm run build:legacy`). */
export async function startOwnServer({ build = 'dist' }: { build?: string } = {}): Promise<OwnServer> {
  const dir = mkdtempSync(join(tmpdir(), 'bdplay-own-'));
  const dist = join(dir, 'dist');
  cpSync(join(ROOT, build), dist, { recursive: true });
  let port = 0;
  let child: ChildProcess | null = null;

  const start = async (env: Record<string, string> = {}, fresh = true) => {
    const started = await listen(
      { ...process.env, HOST, PORT: String(port), DB_PATH: join(dir, 'app.sqlite'), MODE: 'test', DIST_DIR: dist, ...env },
      fresh ? ['--fresh'] : [],
    );
    child = started.child;
    port = started.port;
  };
  const stop = async () => {
    const c = child;
    child = null;
    if (!c || c.exitCode !== null) return;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill('SIGTERM');
    await exited;
  };

  try {
    await start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseURL: `http://${HOST}:${port}`,
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
      // Node's own retries for ENOTEMPTY: a file can still be appearing as the directory goes.
      rmSync(dir, { recursive: true, force: true, maxRetries: 3, retryDelay: 200 });
    },
  };
}

/** After `deploy`: the new service worker (scripts/build/service-worker.ts) for the changed files. */
export const rebuildServiceWorker = (server: OwnServer): Promise<void> => run('scripts/build/service-worker.ts', server.dist);
