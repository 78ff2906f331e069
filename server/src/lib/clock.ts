/**
 * The server's notion of "now" for expiries and rate-limit windows. Everything that compares
 * times reads it from here, so tests can move time forward instead of waiting (an SMS code's
 * five minutes, a 60-second resend rule) without touching rows by hand.
 */

let offsetMs = 0;

/** Milliseconds since the epoch, shifted by what tests asked for. */
export function now(): number {
  return Date.now() + offsetMs;
}

/** Tests only: moves the clock forward (or back) by `ms`. */
export function shiftClock(ms: number): void {
  offsetMs += ms;
}

/** Tests only: back to the real time. */
export function resetClock(): void {
  offsetMs = 0;
}
