import { DEFAULT_DB_PATH } from './db/connection.ts';

export type Mode = 'development' | 'test' | 'production';

export interface ServerConfig {
  host: string;
  port: number;
  dbPath: string;
  mode: Mode;
  distDir: string;
  trustProxy: boolean;
  fresh: boolean;
}

const MODES: readonly Mode[] = ['development', 'test', 'production'];

/** Reads the environment and flags; throws a readable message on a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv, argv: string[]): ServerConfig {
  const port = Number(env['PORT'] ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0-65535, got '${env['PORT']}'`);
  const mode = (env['MODE'] ?? 'development') as Mode;
  if (!MODES.includes(mode)) throw new Error(`MODE must be one of ${MODES.join(', ')}, got '${mode}'`);
  const unknown = argv.filter((arg) => arg !== '--fresh');
  if (unknown.length > 0) throw new Error(`Unknown argument(s): ${unknown.join(' ')} (only --fresh is accepted)`);
  return {
    host: env['HOST'] || '127.0.0.1',
    port,
    dbPath: env['DB_PATH'] || DEFAULT_DB_PATH,
    mode,
    distDir: env['DIST_DIR'] || 'dist',
    trustProxy: env['TRUST_PROXY'] === '1',
    fresh: argv.includes('--fresh'),
  };
}
