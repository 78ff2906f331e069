// The pure parts of field data (docs/field-data.md): CLS and INP as web-vitals computes them, and
// the beacon built from what the browser reported. The page's observers are app/vitals.ts (the
// sampling decision, which every page load runs, is ./sampling.ts); tools/perf uses the same CLS.

import type { EffectiveType, VitalsBeacon } from '../../../contract/vitals';

export interface Shift {
  t: number;
  v: number;
}

/**
 * CLS as web-vitals defines it: layout shifts (without recent input) grouped into session
 * windows (gap < 1 s, window ≤ 5 s); the largest window counts.
 */
export function cumulativeLayoutShift(shifts: readonly Shift[]): number {
  let best = 0;
  let current = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const { t, v } of [...shifts].sort((a, b) => a.t - b.t)) {
    if (t - previous >= 1000 || t - windowStart >= 5000) {
      current = 0;
      windowStart = t;
    }
    current += v;
    previous = t;
    best = Math.max(best, current);
  }
  return best;
}

/**
 * INP as web-vitals approximates the 98th percentile: the interactions' durations (the longest
 * event of each), worst first, skipping one per 50 interactions: below 50, the worst.
 */
export function interactionToNextPaint(durations: readonly number[]): number | undefined {
  const worstFirst = [...durations].sort((a, b) => b - a);
  return worstFirst[Math.min(worstFirst.length - 1, Math.floor(durations.length / 50))];
}

/** The chunk's file name in a failed load's error (`…/assets/home-Bx3k.js?v=1` → `home-Bx3k.js`),
 *  or `unknown`. */
export const chunkFile = (error: unknown): string =>
  /[\w.-]+\.(?:m?js|css)\b/.exec(String((error as Error | null)?.message ?? error))?.[0].slice(-100) ?? 'unknown';

/** What the page's observers saw so far (times in ms from the navigation's start). */
export interface Observed {
  fcp?: number;
  lcp?: number;
  /** Undefined where the browser reports no layout shifts (CLS unknown, not 0). */
  shifts?: readonly Shift[];
  /** The longest event of each interaction. */
  interactions: readonly number[];
  firstGame?: number;
  chunkErrors: readonly unknown[];
}

const CONNECTIONS: readonly string[] = ['slow-2g', '2g', '3g', '4g'] satisfies EffectiveType[];

/** At most this many distinct failed files go in a beacon (the server takes 5): three keep it under 300 bytes. */
const MAX_FILES = 3;

/** The beacon: whole milliseconds, CLS to four decimals, unknown metrics left out (under 300
 *  bytes as JSON with three failed chunks). */
export function buildBeacon(base: { id: string; page: string; conn?: string; saveData: boolean; sw: boolean }, o: Observed): VitalsBeacon {
  const ms = (t: number | undefined) => (t === undefined ? undefined : Math.round(t));
  const files = [...new Set(o.chunkErrors.map(chunkFile))].slice(0, MAX_FILES);
  return {
    id: base.id,
    page: base.page,
    conn: CONNECTIONS.includes(base.conn ?? '') ? (base.conn as EffectiveType) : undefined,
    saveData: base.saveData,
    sw: base.sw,
    fcp: ms(o.fcp),
    lcp: ms(o.lcp),
    cls: o.shifts && Math.round(cumulativeLayoutShift(o.shifts) * 1e4) / 1e4,
    inp: ms(interactionToNextPaint(o.interactions)),
    firstGame: ms(o.firstGame),
    chunkErrors: files.length ? files : undefined,
  };
}
