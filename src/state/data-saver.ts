// ENTRY CHUNK. Data-saver mode (docs/offline.md): on when the browser asks for it (Save-Data) or
// the connection is 2G, unless the player chose otherwise (settings or the header menu; the choice
// is kept). It drops Swiper and autoplay, asks for the smallest pictures, prefetches nothing and
// slows the tickers. Its key and the connection's rule are in lib/data-saver-rule.ts, which the
// inline start-up script (src/early.ts) applies to the first banner.

import { computed, effect, signal } from '@preact/signals-react';
import { DATA_SAVER_KEY, connectionSavesData, type Connection } from '@/lib/data-saver-rule';
import { isBoolean } from '@/lib/guards';
import { readJson, writeJson } from '@/lib/storage';

/** The Network Information API's connection, where the browser has it (Chromium). */
export const connection = (): Connection | undefined => (globalThis.navigator as { connection?: Connection } | undefined)?.connection;

const chosen = signal<boolean | null>(readJson(DATA_SAVER_KEY, isBoolean));
const fromConnection = signal(connectionSavesData(connection()));
connection()?.addEventListener?.('change', () => (fromConnection.value = connectionSavesData(connection())));

export const dataSaver = computed(() => chosen.value ?? fromConnection.value);

/** The cookie that tells the server the mode is on (SAVE_DATA_COOKIE=1), where it cannot tell from
 *  the browser's Save-Data: home's HTML then preloads the small first banner, not the large one
 *  (server/src/http/static/first-screen.ts). Only set while the mode is on: no bytes otherwise. */
export const SAVE_DATA_COOKIE = 'ds';
// Not in the prerender (no document there). A negative max-age ends it at once (0 is the same in a
// browser, but a DOM that compares times in the same millisecond keeps it).
if (typeof document === 'object')
  effect(() => {
    document.cookie = `${SAVE_DATA_COOKIE}=1;path=/;samesite=lax;max-age=${dataSaver.value ? 31536000 : -1}`;
  });

export function setDataSaver(on: boolean): void {
  chosen.value = on;
  writeJson(DATA_SAVER_KEY, on);
}

/** Tickers step this many times less often in data-saver mode (fewer wake-ups, less battery). */
export const SLOW_TICKER_FACTOR = 3;

/** A ticker's delay between steps, slowed in data-saver mode. */
export const tickerDelay = (ms: number): number => (dataSaver.value ? ms * SLOW_TICKER_FACTOR : ms);
