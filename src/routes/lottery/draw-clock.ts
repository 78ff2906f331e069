// The "next draw" countdowns. One clock for the whole page (not a timer per tile): a signal that
// ticks each second while the page is open, read by each countdown line. When a draw passes, the
// next one is one interval later: the server's nextDrawTime plus whole intervals, no refetch.

import { useEffect } from 'react';
import { signal } from '@preact/signals-react';
import type { LotteryGame } from '@/api/lottery';
import { formatNumber } from '@/i18n/format';
import type { Locale } from '@/i18n/locale';

export const now = signal(Date.now());

/** Starts the page's clock while the calling component is mounted. */
export function useDrawClock(): void {
  useEffect(() => {
    now.value = Date.now();
    const timer = setInterval(() => (now.value = Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
}

/** The first draw after `at` (epoch ms). */
export function nextDraw({ nextDrawTime, drawIntervalSeconds }: LotteryGame, at: number): number {
  if (nextDrawTime > at) return nextDrawTime;
  const step = drawIntervalSeconds * 1000;
  return nextDrawTime + (Math.floor((at - nextDrawTime) / step) + 1) * step;
}

/** mm:ss, or hh:mm:ss from an hour up (daily draws), in the locale's digits. */
export function clockText(ms: number, l: Locale): string {
  const s = Math.ceil(ms / 1000);
  const parts = (s >= 3600 ? [s / 3600, (s / 60) % 60, s % 60] : [s / 60, s % 60]).map(Math.floor);
  return parts.map((n) => (n < 10 ? formatNumber(0, l) : '') + formatNumber(n, l)).join(':');
}
