// What the benchmark commands (perf.ts, profile.ts) share around their measuring: everything they
// start (servers, browsers, contexts) is stopped on every way out — success, error, Ctrl-C — and
// the build runs as a child process.

import { spawn } from 'node:child_process';

export interface Lifecycle {
  /** Adds a stop step; they run last-in first-out. */
  onExit: (stop: () => Promise<void>) => void;
  /** True once SIGINT or SIGTERM arrived: long loops check it and stop early. */
  interrupted: () => boolean;
  /** Runs the stop steps (each failure ignored). */
  cleanUp: () => Promise<void>;
}

/** Installs the signal handlers once per command; `name` prefixes the message. */
export function lifecycle(name: string): Lifecycle {
  const stops: (() => Promise<void>)[] = [];
  let interrupted = false;
  const cleanUp = async () => {
    while (stops.length) await stops.pop()!().catch(() => undefined);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      interrupted = true;
      console.error(`\n${name}: ${signal}, stopping the server and the browser…`);
      void cleanUp().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
    });
  }
  return { onExit: (stop) => void stops.push(stop), interrupted: () => interrupted, cleanUp };
}

/** Runs a command in `cwd` with its output shown; rejects on a non-zero exit. */
export function run(cwd: string, command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}
