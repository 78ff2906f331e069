import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * The real server (`server/src/main.ts`) in a child process, as `npm run serve` runs it, for the
 * tests and benches that must not share its event loop or must kill it (the crash test). Node is
 * started with tsx's loader directly, not through npx, so the pid is the server's own and a
 * SIGKILL reaches it. Every child started here is killed when this process exits.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LISTENING = /Listening on http:\/\/127\.0\.0\.1:(\d+)\//;
const START_TIMEOUT_MS = 60_000;

export interface ChildServer {
  port: number;
  child: ChildProcess;
  /** Sends `signal` and resolves with the signal or exit code the process ended with. */
  stop: (signal: NodeJS.Signals) => Promise<NodeJS.Signals | number | null>;
}

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Starts the server on a free port with MODE=test (the outbox exists) on `dbPath`. */
export function startChildServer(options: { dbPath: string; distDir: string }): Promise<ChildServer> {
  // A clean environment: nothing the caller's shell sets (SCALE_GAMES, UPLOAD_DIR, …) leaks in.
  const env = {
    PATH: process.env['PATH'],
    HOME: process.env['HOME'],
    TMPDIR: process.env['TMPDIR'],
    HOST: '127.0.0.1',
    PORT: '0',
    MODE: 'test',
    DB_PATH: options.dbPath,
    DIST_DIR: options.distDir,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  const ended = new Promise<NodeJS.Signals | number | null>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve(signal ?? code);
    });
  });
  const stop = (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return ended;
  };

  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop('SIGKILL');
      reject(new Error(`the server did not start within ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    // Both pipes are read to the end, so a chatty server never blocks on a full pipe.
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = LISTENING.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ port: Number(port), child, stop });
      }
    });
    void ended.then((how) => {
      clearTimeout(timer);
      reject(new Error(`the server ended (${how}) before listening:\n${output}`));
    });
  });
}
