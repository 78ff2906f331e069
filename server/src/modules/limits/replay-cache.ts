import { now } from '../../lib/clock.ts';
import { sha256Hex } from '../../lib/random.ts';

/**
 * How far an encrypted payload's stamp (`at`) may be from the server's clock, either way
 * (docs/accounts.md, "Encrypted bodies"). Wide enough for a slow 2G round trip and for the
 * client's estimate of the server's clock; narrow enough that a restart, which empties the
 * cache below, reopens replay for at most this long.
 */
export const STAMP_WINDOW_MS = 2 * 60_000;

/**
 * Remembers the unwrapped AES keys and the nonces of accepted encrypted requests, so a captured
 * one cannot be sent again (docs/accounts.md). Twice the stamp window is enough: a stamp accepted
 * now is refused as stale once `at + window` has passed, and `at` is at most one window ahead.
 * In memory and bounded: entries are kept in insertion order, which is also expiry order, so the
 * oldest go first; past `maxEntries` the oldest live entry is dropped too (a replay within the
 * window only for an attacker who can also flood the server with valid requests).
 */
export class ReplayCache {
  private readonly expiries = new Map<string, number>();

  constructor(
    readonly ttlMs = 2 * STAMP_WINDOW_MS,
    private readonly maxEntries = 100_000,
  ) {}

  has(value: string): boolean {
    this.sweep();
    return this.expiries.has(sha256Hex(value));
  }

  remember(value: string): void {
    this.sweep();
    this.expiries.set(sha256Hex(value), now() + this.ttlMs);
    if (this.expiries.size > this.maxEntries) {
      const oldest = this.expiries.keys().next().value;
      if (oldest !== undefined) this.expiries.delete(oldest);
    }
  }

  private sweep(): void {
    const at = now();
    for (const [key, expiry] of this.expiries) {
      if (expiry > at) break;
      this.expiries.delete(key);
    }
  }
}
