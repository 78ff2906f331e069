import { now } from '../../lib/clock.ts';

/**
 * A sliding-window counter per key, in memory. Only allowed events are recorded, so a client
 * hammering a closed door does not push its own reopening further away. Bounded: at most
 * `maxKeys` keys of at most `limit` timestamps each; when full, the least recently used key goes.
 */
export class RateLimiter {
  private readonly events = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly maxKeys = 20_000,
  ) {}

  /** Seconds until `key` may act again; 0 = now. */
  retryAfter(key: string): number {
    const at = now();
    const recent = this.recent(key, at);
    if (recent.length < this.limit) return 0;
    const oldestThatCounts = recent[recent.length - this.limit] ?? at;
    return Math.max(1, Math.ceil((oldestThatCounts + this.windowMs - at) / 1000));
  }

  record(key: string): void {
    const at = now();
    const recent = this.recent(key, at);
    recent.push(at);
    this.events.delete(key);
    this.events.set(key, recent);
    if (this.events.size > this.maxKeys) {
      const leastRecent = this.events.keys().next().value;
      if (leastRecent !== undefined) this.events.delete(leastRecent);
    }
  }

  /** Checks and, when allowed, records in one step. Returns the wait in seconds (0 = allowed). */
  hit(key: string): number {
    const wait = this.retryAfter(key);
    if (wait === 0) this.record(key);
    return wait;
  }

  /**
   * Gives back one recorded event of `key`. For limits that count only failures but must reserve
   * the slot before an await (change password): the attempt that turns out fine returns it.
   */
  release(key: string): void {
    const events = this.events.get(key);
    events?.pop();
    if (events?.length === 0) this.events.delete(key);
  }

  private recent(key: string, at: number): number[] {
    return (this.events.get(key) ?? []).filter((t) => t > at - this.windowMs && t <= at);
  }
}
