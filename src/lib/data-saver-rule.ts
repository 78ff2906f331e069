// ENTRY CHUNK. Data saver's rule without its state (that is state/data-saver.ts): where the
// player's choice is kept, and what the connection says when they have not chosen. A module that
// runs nothing when it loads: the inline start-up script (src/early.ts) sizes the first banner by
// the same rule before the app has loaded.

/** localStorage key of the player's choice (true/false); absent = follow the connection. */
export const DATA_SAVER_KEY = 'DATA_SAVER';

/** The Network Information API's connection (Chromium). */
export interface Connection extends EventTarget {
  saveData?: boolean;
  effectiveType?: string;
}

/** What the connection says: Save-Data, or an effective type of 2G or slower. */
export const connectionSavesData = (c: Partial<Connection> | undefined): boolean => !!c && (c.saveData === true || /2g/.test(c.effectiveType ?? ''));
