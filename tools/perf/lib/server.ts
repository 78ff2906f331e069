/**
 * Starts the reference server for the benchmark: a free port, a fresh DB in a temp dir, its own
 * process group (so that stop() also ends npm's and tsx's children).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer {
  origin: string;
  dbPath: string;
  stop(): Promise<void>;
}

const HOST = '127.0.0.1';
const START_TIMEOUT_MS = 120_000;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** `serveArgs`: more arguments of `npm run serve` after `--fresh` (e.g. `--scale-games 10000`);
 *  `distDir`: the built app it serves (the server's DIST_DIR: `dist`, or `dist-react`). */
export async function startServer(cwd: string, mode: string, readyPath: string, serveArgs: string[] = [], distDir = 'dist'): Promise<RunningServer> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'bdplay-perf-'));
  const dbPath = join(dir, 'perf.sqlite');
  const origin = `http://${HOST}:${port}`;
  const child = spawn('npm', ['run', '--silent', 'serve', '--', '--fresh', ...serveArgs], {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, HOST, PORT: String(port), DB_PATH: dbPath, MODE: mode, DIST_DIR: distDir },
  });
  // Keep draining the pipes (a full pipe would stall the server) and keep the tail for errors.
  const tail: string[] = [];
  const keep = (chunk: Buffer): void => {
    tail.push(...chunk.toString().split('\n').filter(Boolean));
    tail.splice(0, Math.max(0, tail.length - 40));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  let stopped = false;
  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    killGroup(child, 'SIGTERM');
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5_000);
    await exited(child);
    clearTimeout(timer);
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(child, `${origin}${readyPath}`);
  } catch (error) {
    await stop();
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${message}\n--- server output (last lines) ---\n${tail.join('\n')}`);
  }
  return { origin, dbPath, stop };
}

async function waitUntilReady(child: ChildProcess, url: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let lastStatus = 'no answer';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited early (code ${child.exitCode ?? child.signalCode})`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) return;
      lastStatus = `HTTP ${response.status}`;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the server did not answer ${url} with 2xx within ${START_TIMEOUT_MS / 1000} s (last: ${lastStatus})`);
}
