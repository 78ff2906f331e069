// The "get code" countdown after an SMS was sent (specification §4, §9). Seconds are counted from
// the wall clock, not from the number of ticks: a phone that throttles a background tab's timers
// must not stretch a 5-minute wait, so each tick recomputes what is left.

import { signal, type Signal } from '@preact/signals-react';

export interface Countdown {
  /** Seconds left; 0 when idle (the button is enabled again). */
  seconds: Signal<number>;
  start(totalSeconds: number): void;
  stop(): void;
}

export function createCountdown(): Countdown {
  const seconds = signal(0);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let endsAt = 0;

  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
    seconds.value = 0;
  };

  const tick = () => {
    const left = endsAt - Date.now();
    if (left <= 0) return stop();
    seconds.value = Math.ceil(left / 1000);
    // Wake at the next whole second of the remaining time, so the display never skips a number.
    timer = setTimeout(tick, left % 1000 || 1000);
  };

  return {
    seconds,
    stop,
    start(totalSeconds) {
      clearTimeout(timer);
      endsAt = Date.now() + Math.max(0, totalSeconds) * 1000;
      tick();
    },
  };
}

const DEFAULT_SECONDS = 60;

/** The countdown after a send: the server's expiry minutes × 60; 60 s by default and always with
 *  a third-party phone-auth service (it has its own resend rules). */
export function smsCountdownSeconds(expiredMinutes?: number, phoneAuth = false): number {
  if (phoneAuth || expiredMinutes === undefined || !Number.isFinite(expiredMinutes) || expiredMinutes <= 0) {
    return DEFAULT_SECONDS;
  }
  return Math.round(expiredMinutes * 60);
}
