// Whether a page load sends field data (docs/field-data.md). Apart from ./metrics.ts: every page
// load runs this (app/after-start.ts), and only a sampled one loads the rest.

/** The share of page loads that send field data. */
export const SAMPLE_RATE = 0.1;

/** localStorage key: `all` makes every page load of this browser send (developers, e2e tests);
 *  `off` none (the e2e tests but the vitals spec: a random beacon made their settling random). */
export const VITALS_KEY = 'bd.vitals';

/** Whether this page load sends field data: never in data saver (each byte is the player's),
 *  always when forced, else one load in ten. `random` is in [0, 1). */
export const sampled = (forced: string | null, dataSaver: boolean, random: number): boolean =>
  !dataSaver && forced !== 'off' && (forced === 'all' || random < SAMPLE_RATE);
