import type { EffectiveType, VitalsBeacon } from '../../../../contract/vitals.ts';
import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import type { Guards } from '../limits/guards.ts';
import { limited, RuleError } from '../rule-error.ts';
import { OTHER_PAGE, VITALS_PAGES } from './pages.ts';

/** Field data (docs/field-data.md): a sampled page load's beacon, checked strictly and stored. */

/** Past this, a time is no page load's: ten minutes. */
export const MAX_TIME_MS = 600_000;
/** A layout shift score above this is a broken report, not a page. */
export const MAX_CLS = 50;
export const MAX_CHUNK_ERRORS = 5;
/** Rows are kept this long, and at most MAX_ROWS of them (the oldest go first). */
export const KEEP_MS = 30 * 24 * 60 * 60 * 1000;
export const MAX_ROWS = 100_000;

const ID = /^[A-Za-z0-9]{8,32}$/;
/** A chunk's file name as Vite writes it (`home-Bx3k9a_Q.js`): no path, no query. */
const FILE_NAME = /^[\w.-]{1,100}$/;
const CONNECTIONS: ReadonlySet<string> = new Set<EffectiveType>(['slow-2g', '2g', '3g', '4g']);
const FIELDS: ReadonlySet<string> = new Set<keyof VitalsBeacon>([
  'id',
  'page',
  'conn',
  'saveData',
  'sw',
  'fcp',
  'lcp',
  'cls',
  'inp',
  'firstGame',
  'chunkErrors',
]);

const invalid = (): RuleError => new RuleError('vitals.invalid');

const isMeasure = (v: unknown, max: number): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= max;

/** The beacon, or `vitals.invalid`: an unknown field, a page no app has, a number out of range
 *  (negative, NaN, a string) or a malformed list all refuse the whole beacon. */
export function readBeacon(body: unknown): VitalsBeacon {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalid();
  const b = body as Record<string, unknown>;
  if (!Object.keys(b).every((k) => FIELDS.has(k))) throw invalid();
  const { id, page, conn, saveData, sw, chunkErrors } = b;
  if (typeof id !== 'string' || !ID.test(id)) throw invalid();
  if (typeof page !== 'string' || !(VITALS_PAGES.has(page) || page === OTHER_PAGE)) throw invalid();
  if (conn !== undefined && !(typeof conn === 'string' && CONNECTIONS.has(conn))) throw invalid();
  if (typeof saveData !== 'boolean' || typeof sw !== 'boolean') throw invalid();
  for (const name of ['fcp', 'lcp', 'inp', 'firstGame'] as const) {
    if (b[name] !== undefined && !isMeasure(b[name], MAX_TIME_MS)) throw invalid();
  }
  if (b['cls'] !== undefined && !isMeasure(b['cls'], MAX_CLS)) throw invalid();
  if (
    chunkErrors !== undefined &&
    !(Array.isArray(chunkErrors) && chunkErrors.length <= MAX_CHUNK_ERRORS && chunkErrors.every((f) => typeof f === 'string' && FILE_NAME.test(f)))
  ) {
    throw invalid();
  }
  return b as unknown as VitalsBeacon;
}

/** One slot of the IP's beacon limit, or `vitals.rate.limited`. */
export function limitBeacons(guards: Guards, ip: string): void {
  const wait = guards.vitalsPerIp.hit(ip);
  if (wait > 0) throw limited('vitals.rate.limited', wait);
}

/** Stores the beacon; the page load's second beacon (same id) replaces its first. Old rows go
 *  here, on write, instead of in a timer. */
export function saveBeacon(db: Db, merchant: string, beacon: VitalsBeacon): void {
  const at = now();
  const row = {
    at,
    merchant,
    loadId: beacon.id,
    page: beacon.page,
    conn: beacon.conn ?? null,
    saveData: beacon.saveData ? 1 : 0,
    sw: beacon.sw ? 1 : 0,
    fcp: beacon.fcp ?? null,
    lcp: beacon.lcp ?? null,
    cls: beacon.cls ?? null,
    inp: beacon.inp ?? null,
    firstGame: beacon.firstGame ?? null,
    chunkErrors: beacon.chunkErrors?.length ? JSON.stringify(beacon.chunkErrors) : null,
  };
  db.transaction(() => {
    db.prepare(
      `INSERT INTO vitals (created_at, merchant, load_id, page, connection, save_data, controlled, fcp, lcp, cls, inp, first_game, chunk_errors)
       VALUES (@at, @merchant, @loadId, @page, @conn, @saveData, @sw, @fcp, @lcp, @cls, @inp, @firstGame, @chunkErrors)
       ON CONFLICT (merchant, load_id) DO UPDATE SET
         page = excluded.page, connection = excluded.connection, save_data = excluded.save_data,
         controlled = excluded.controlled, fcp = excluded.fcp, lcp = excluded.lcp, cls = excluded.cls,
         inp = excluded.inp, first_game = excluded.first_game, chunk_errors = excluded.chunk_errors`,
    ).run(row);
    db.prepare('DELETE FROM vitals WHERE created_at < ?').run(at - KEEP_MS);
    db.prepare('DELETE FROM vitals WHERE id <= (SELECT max(id) FROM vitals) - ?').run(MAX_ROWS);
  }).immediate();
}
