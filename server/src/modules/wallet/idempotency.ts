import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';
import { sha256Hex } from '../../lib/random.ts';
import { RuleError } from '../rule-error.ts';

/**
 * Exactly once over a bad link (docs/money.md): a money request carries a client-made key; its
 * first successful answer is stored with the money write, in the same IMMEDIATE transaction, so
 * a retry — after a dropped connection, a timeout, a reload — gets that answer and changes
 * nothing. Keys are the member's own, per route, and kept for KEY_TTL_MS.
 */

export const KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** A UUID, or 16–64 characters of A–Z, a–z, 0–9, `_` and `-` (a UUID fits this too). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export interface IdempotentRequest {
  memberId: number;
  route: string;
  key: string;
  /** The request body as the route reads it (parsed, or decrypted). */
  body: unknown;
}

/**
 * Runs `write` once per key: inside one IMMEDIATE transaction, answers the stored value of an
 * earlier success with the same key and body, refuses the same key with another body
 * (`idempotency.key.reused`), or runs `write` and stores its value with it. A refusal thrown by
 * `write` rolls everything back, the key included: nothing happened, so a retry is judged anew.
 */
export function once<T>(db: Db, request: IdempotentRequest, write: () => T): T {
  const bodyHash = sha256Hex(canonicalJson(request.body));
  return db
    .transaction((): T => {
      const at = now();
      // Expired keys go here, a few at a time, instead of in a timer.
      db.prepare('DELETE FROM idempotency_keys WHERE created_at <= ?').run(at - KEY_TTL_MS);
      const stored = db
        .prepare('SELECT body_hash AS bodyHash, answer FROM idempotency_keys WHERE member_id = ? AND route = ? AND key = ?')
        .get(request.memberId, request.route, request.key) as { bodyHash: string; answer: string } | undefined;
      if (stored) {
        if (stored.bodyHash !== bodyHash) throw new RuleError('idempotency.key.reused');
        return JSON.parse(stored.answer) as T;
      }
      const value = write();
      // An async write would commit the key before its money change: refused loudly.
      if (value instanceof Promise) throw new Error('once(): the write must be synchronous');
      db.prepare('INSERT INTO idempotency_keys (member_id, route, key, body_hash, answer, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
        request.memberId,
        request.route,
        request.key,
        bodyHash,
        JSON.stringify(value ?? null),
        at,
      );
      return value;
    })
    .immediate();
}

/** JSON with object keys sorted, so `{a,b}` and `{b,a}` are the same body. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v,
  );
}
