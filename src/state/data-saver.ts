// ENTRY CHUNK. Data-saver mode (docs/offline.md): on when the browser asks for it (Save-Data) or
// the connection is 2G, unless the player chose otherwise (settings or the header menu; the choice
// is kept). It drops Swiper and autoplay, asks for the smallest pictures, prefetches nothing and
// slows the tickers. src/early.js reads the same stored choice for the first banner.

import { computed, signal } from '@preact/signals-react';
import { isBoolean } from '@/lib/guards';
import { readJson, writeJson } from '@/lib/storage';

/** localStorage key of the player's choice (true/false); absent = follow the connection. */
export const DATA_SAVER_KEY = 'DATA_SAVER';

export interface Connection extends EventTarget {
  saveData?: boolean;
  effectiveType?: string;
}

/** The Network Information API's connection, where the browser has it (Chromium). */
export const connection = (): Connection | undefined => (globalThis.navigator as { connection?: Connection } | undefined)?.connection;

/** What the connection says: Save-Data, or an effective type of 2G or slower. */
export function connectionSavesData(c = connection()): boolean {
  return c?.saveData === true || /2g/.test(c?.effectiveType ?? '');
}

const chosen = signal<boolean | null>(readJson(DATA_SAVER_KEY, isBoolean));
const fromConnection = signal(connectionSavesData());
connection()?.addEventListener?.('change', () => (fromConnection.value = connectionSavesData()));

export const dataSaver = computed(() => chosen.value ?? fromConnection.value);

export function setDataSaver(on: boolean): void {
  chosen.value = on;
  writeJson(DATA_SAVER_KEY, on);
}

/** Tickers step this many times less often in data-saver mode (fewer wake-ups, less battery). */
export const SLOW_TICKER_FACTOR = 3;

/** A ticker's delay between steps, slowed in data-saver mode. */
export const tickerDelay = (ms: number): number => (dataSaver.value ? ms * SLOW_TICKER_FACTOR : ms);
