// Field data (docs/field-data.md): the beacon a sampled page load sends to POST /wps/vitals.

/** The connection types of the Network Information API's `effectiveType`. */
export type EffectiveType = 'slow-2g' | '2g' | '3g' | '4g';

/** One page load's measurements. Times are milliseconds from the navigation's start; a metric the
 *  browser did not report is left out. At most two per page load (an idle one, then the final one
 *  at hide), with the same `id`: the second replaces the first. */
export interface VitalsBeacon {
  /** Random, made per page load and kept in memory only: it ties the two beacons of one load
   *  together and nothing else (no device or member id). 8–32 letters and digits. */
  id: string;
  /** The page's name (src/app/pages.ts), or `other` for an address no page has. */
  page: string;
  conn?: EffectiveType;
  /** The browser's Save-Data flag (the app's own data saver, when on, sends nothing). */
  saveData: boolean;
  /** Served by the service worker. */
  sw: boolean;
  fcp?: number;
  lcp?: number;
  /** Layout shift score (unitless), the largest session window. */
  cls?: number;
  inp?: number;
  /** The first game icon painted (`elementtiming="game"`). */
  firstGame?: number;
  /** The file names (no path or query) of the chunks that failed to load: the client sends 3 at most, the server takes 5. */
  chunkErrors?: string[];
}
