import { now } from '../../lib/clock.ts';
import { sha256Hex } from '../../lib/random.ts';

/**
 * Remembers `Encryption` header values for 15 minutes, so a captured encrypted request cannot be
 * sent again (docs/accounts.md). In memory and bounded: entries are kept in insertion order, which
 * is also expiry order, so the oldest go first; past `maxEntries` the oldest live entry is dropped
 * too (a replay window only for an attacker who can also flood the server with valid requests).
 */
export class ReplayCache {
  private readonly expiries = new Map<string, number>();

  constructor(
    readonly ttlMs = 15 * 60_000,
    private readonly maxEntries = 50_000,
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
