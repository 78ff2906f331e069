import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { DEFAULT_DB_PATH } from './db/connection.ts';
import { parseScaleCount, SCALE_GAMES_MAX } from './db/scale-games.ts';
import { defaultDemoGameSeed } from './modules/bets/draw.ts';
import { parseFaultList, parseFaultRule, type FaultRule } from './http/faults/rules.ts';

export type Mode = 'development' | 'test' | 'production';

export interface ServerConfig {
  host: string;
  port: number;
  dbPath: string;
  mode: Mode;
  distDir: string;
  /** How many proxies of ours stand in front (TRUST_PROXY); 0 = none, X-Forwarded-* ignored. */
  trustProxy: number;
  fresh: boolean;
  /** Feedback images (UPLOAD_DIR); never inside distDir, which the static server serves. */
  uploadDir: string;
  /** SERVICE_WORKER=off: /sw.js retires the app's service worker in every browser that has it. */
  serviceWorker: boolean;
  /** Generated RNG games to have at start (`--scale-games N` or SCALE_GAMES); undefined = leave as is. */
  scaleGames: number | undefined;
  /** Fault injection for every request (`--fault RULE`, repeatable, or FAULTS; docs/faults.md). */
  faults: FaultRule[];
  /** The most UPLOAD_DIR may hold (UPLOAD_MAX_MB); past it feedback images are refused. */
  uploadMaxBytes: number;
  /** The demo game's draw seed (DEMO_GAME_SEED); unset: `bdplay-test` in test mode, else random per process. */
  demoGameSeed: string;
}

const MODES: readonly Mode[] = ['development', 'test', 'production'];

/** Reads the environment and flags; throws a readable message on a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv, argv: string[]): ServerConfig {
  const port = Number(env['PORT'] ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0-65535, got '${env['PORT']}'`);
  // Production unless asked: the other modes serve every SMS code and captcha from the outbox.
  const mode = (env['MODE'] || 'production') as Mode;
  if (!MODES.includes(mode)) throw new Error(`MODE must be one of ${MODES.join(', ')}, got '${mode}'`);
  const host = env['HOST'] || '127.0.0.1';
  const trustProxy = parseProxyCount(env['TRUST_PROXY']);
  if (mode !== 'production') refuseNetwork(mode, host, trustProxy);
  const args = [...argv];
  const flag = args.indexOf('--scale-games');
  const scale = flag === -1 ? env['SCALE_GAMES'] : (args.splice(flag, 2)[1] ?? 'missing');
  const faults = parseFaultList(env['FAULTS']);
  for (let at = args.indexOf('--fault'); at !== -1; at = args.indexOf('--fault')) {
    faults.push(parseFaultRule(args.splice(at, 2)[1] ?? 'missing'));
  }
  if (faults.length > 0 && mode === 'production') throw new Error('--fault / FAULTS are for development and test mode only');
  const unknown = args.filter((arg) => arg !== '--fresh');
  if (unknown.length > 0) {
    throw new Error(`Unknown argument(s): ${unknown.join(' ')} (only --fresh, --scale-games N and --fault RULE are accepted)`);
  }
  const dbPath = env['DB_PATH'] || DEFAULT_DB_PATH;
  const distDir = env['DIST_DIR'] || 'dist';
  const uploadDir = env['UPLOAD_DIR'] || defaultUploadDir(dbPath);
  if (isInside(resolve(uploadDir), resolve(distDir))) {
    throw new Error(`UPLOAD_DIR must not be inside DIST_DIR (players' uploads would be served), got '${uploadDir}'`);
  }
  return {
    host,
    port,
    dbPath,
    mode,
    distDir,
    uploadDir,
    trustProxy,
    fresh: argv.includes('--fresh'),
    serviceWorker: parseSwitch(env['SERVICE_WORKER'], 'SERVICE_WORKER'),
    scaleGames: parseScaleGames(scale),
    faults,
    uploadMaxBytes: parseUploadMax(env['UPLOAD_MAX_MB']),
    demoGameSeed: env['DEMO_GAME_SEED'] || defaultDemoGameSeed(mode === 'test'),
  };
}

/** TRUST_PROXY: a count of proxies; unset, '', 0 or off = none. */
function parseProxyCount(value: string | undefined): number {
  if (value === undefined || value === '' || value.toLowerCase() === 'off') return 0;
  if (!/^\d{1,2}$/.test(value)) throw new Error(`TRUST_PROXY must be the number of proxies in front (0 or off for none), got '${value}'`);
  return Number(value);
}

const LOOPBACK = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|localhost)$/i;

/** The outbox of development and test mode must stay on this machine: no other host, no proxy. */
function refuseNetwork(mode: Mode, host: string, trustProxy: number): void {
  if (!LOOPBACK.test(host)) {
    throw new Error(
      `MODE=${mode} serves every SMS code from its outbox: only on a loopback address (HOST=127.0.0.1), got HOST=${host}. Use MODE=production on a network.`,
    );
  }
  if (trustProxy > 0) {
    throw new Error(
      `MODE=${mode} serves every SMS code from its outbox: not behind a proxy (TRUST_PROXY=${trustProxy}). Use MODE=production behind a proxy.`,
    );
  }
}

/** on/off (also 1/0, true/false); unset = on. */
function parseSwitch(value: string | undefined, name: string): boolean {
  if (value === undefined || value === '') return true;
  const v = value.toLowerCase();
  if (['on', '1', 'true'].includes(v)) return true;
  if (['off', '0', 'false'].includes(v)) return false;
  throw new Error(`${name} must be on or off, got '${value}'`);
}

/** A count of generated games, 0 to SCALE_GAMES_MAX ('off' = 0); undefined or '' = not given. */
function parseScaleGames(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const count = parseScaleCount(value);
  if (count === undefined) throw new Error(`--scale-games / SCALE_GAMES must be 0-${SCALE_GAMES_MAX} or off, got '${value}'`);
  return count;
}

/** `uploads/` beside the database file: server/data/uploads by default, git-ignored with it. */
export function defaultUploadDir(dbPath: string): string {
  return join(dirname(dbPath), 'uploads');
}

function isInside(path: string, dir: string): boolean {
  const rel = relative(dir, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

// --- The upload directory's ceiling (issue 19): a disk the players' images cannot fill. ---

export const DEFAULT_UPLOAD_MAX_BYTES = 1024 * 1024 * 1024;

/** UPLOAD_MAX_MB: whole megabytes, at least 1; unset = 1024 (1 GB). */
function parseUploadMax(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_UPLOAD_MAX_BYTES;
  if (!/^[1-9][0-9]{0,6}$/.test(value)) throw new Error(`UPLOAD_MAX_MB must be a whole number of megabytes (1 or more), got '${value}'`);
  return Number(value) * 1024 * 1024;
}
