/**
 * The two reference servers started by playwright.config.ts (`webServer`). Specs and helpers
 * import these constants instead of spelling ports or paths.
 *
 * - `main` (4173): every spec except e2e/modes/. Shared by all workers and by the 4g/3g/2g
 *   projects at once: never flip global switches on it, and make the data you create unique.
 * - `modes` (4174): only e2e/modes/ (maintenance, region block, feature switches). Its project
 *   runs one test at a time, so a spec may change the start-up mode and must restore it.
 *
 * The paths are fixed (not random) because this module is evaluated again in every worker
 * process and must give the same answer there. Each server starts with `--fresh`, which deletes
 * its DB first. Set E2E_DB_DIR to put the DBs elsewhere.
 *
 * Two runs on one shared machine would meet on the same ports (and, locally, reuse each other's
 * servers): the second one sets E2E_PORT (main; modes is E2E_PORT + 1), and gets its own DBs.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type ServerName = 'main' | 'modes';

export interface E2EServer {
  name: ServerName;
  host: string;
  port: number;
  baseURL: string;
  dbPath: string;
}

export const HOST = '127.0.0.1';
export const DB_DIR = process.env.E2E_DB_DIR ?? join(tmpdir(), 'bdplay-e2e');
mkdirSync(DB_DIR, { recursive: true });

function server(name: ServerName, port: number): E2EServer {
  return { name, host: HOST, port, baseURL: `http://${HOST}:${port}`, dbPath: join(DB_DIR, `${name}-${port}.sqlite`) };
}

const MAIN_PORT = Number(process.env.E2E_PORT) || 4173;

export const SERVERS: Readonly<Record<ServerName, E2EServer>> = {
  main: server('main', MAIN_PORT),
  modes: server('modes', MAIN_PORT + 1),
};

/** The app's home route. */
export const HOME_PATH = '/m/home';
