import type { RenewAnswer } from '../../../../contract/accounts.ts';
import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import { sha256Hex } from '../../lib/random.ts';
import { TRIAL_TYPE } from '../accounts/members.ts';
import { authenticate, SESSION_TTL_MS, TRIAL_SESSION_TTL_MS } from './sessions.ts';

/**
 * PUT /wps/session/renew (docs/member-area.md): a live session gets a full new life from now (7
 * days, 24 hours for trial members, as at login) when asked with `force`, or when less than half
 * of a life is left. Otherwise it stays as it is: a client may call on every start without
 * writing each time. An unused token still expires. Answers the (possibly new) expiry.
 */

export function renewSession(db: Db, merchant: string, token: string | undefined, force: boolean): RenewAnswer {
  return db
    .transaction(() => {
      const member = authenticate(db, merchant, token);
      const hash = sha256Hex(token ?? '');
      const { expires_at: expiresAt } = db.prepare('SELECT expires_at FROM sessions WHERE token_hash = ?').get(hash) as { expires_at: number };
      const at = now();
      const ttl = member.type === TRIAL_TYPE ? TRIAL_SESSION_TTL_MS : SESSION_TTL_MS;
      if (!force && expiresAt - at > ttl / 2) return { expiresAt: new Date(expiresAt).toISOString() };
      db.prepare('UPDATE sessions SET expires_at = ? WHERE token_hash = ?').run(at + ttl, hash);
      return { expiresAt: new Date(at + ttl).toISOString() };
    })
    .immediate();
}
