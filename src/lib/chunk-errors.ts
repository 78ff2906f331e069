// ENTRY CHUNK. The chunks that failed to load in this page load (a page's, a catalog's, home's
// second screen, one Vite could not preload), kept as their errors: the field-data beacon
// (app/vitals.ts, loaded later and only when sampled) reads the file names from them.
export const chunkErrors: unknown[] = [];
