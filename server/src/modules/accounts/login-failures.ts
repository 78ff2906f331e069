import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import { sha256Hex } from '../../lib/random.ts';

/**
 * Failed logins per client (docs/accounts.md, "Failed logins"): after 2 failures within
 * 15 minutes every later login of that client needs a captcha until one succeeds. Kept in the
 * database, so restarting the server does not lift the demand.
 */

const WINDOW_MS = 15 * 60_000;
const FAILURES_BEFORE_CAPTCHA = 2;
/** Rows untouched this long are swept (a client that never came back). */
const STALE_MS = 24 * 3600_000;

/** The client: IP + the device id the login sent. Hashed, so the table holds no raw IPs. */
export function clientKey(ip: string, deviceId: string): string {
  return sha256Hex(`${ip}|${deviceId}`);
}

export function captchaDemanded(db: Db, merchant: string, client: string): boolean {
  const row = db.prepare('SELECT captcha_required FROM login_failures WHERE merchant = ? AND client = ?').get(merchant, client) as
    { captcha_required: number } | undefined;
  return row?.captcha_required === 1;
}

/** Counts a failure; returns whether the client must now send a captcha. */
export function recordLoginFailure(db: Db, merchant: string, client: string): boolean {
  const at = now();
  return db
    .transaction((): boolean => {
      db.prepare('DELETE FROM login_failures WHERE updated_at <= ?').run(at - STALE_MS);
      const row = db
        .prepare('SELECT failures, window_start, captcha_required FROM login_failures WHERE merchant = ? AND client = ?')
        .get(merchant, client) as { failures: number; window_start: number; captcha_required: number } | undefined;
      const fresh = !row || row.window_start <= at - WINDOW_MS;
      const failures = fresh ? 1 : row.failures + 1;
      const required = row?.captcha_required === 1 || failures >= FAILURES_BEFORE_CAPTCHA;
      db.prepare(
        `INSERT OR REPLACE INTO login_failures (merchant, client, failures, window_start, captcha_required, updated_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
      ).run(merchant, client, failures, fresh ? at : row.window_start, required ? 1 : 0, at);
      return required;
    })
    .immediate();
}

/** A successful login lifts the captcha demand. */
export function clearLoginFailures(db: Db, merchant: string, client: string): void {
  db.prepare('DELETE FROM login_failures WHERE merchant = ? AND client = ?').run(merchant, client);
}
