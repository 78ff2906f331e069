// The answers the inline start-up script (src/early.ts) requested while the HTML was parsed. Each
// is taken once: the first caller gets it, every later call goes to the network as usual.

export interface EarlyAnswer {
  status: number;
  body: unknown;
}

/** How long one attempt at an API call may take before it is abandoned: the API client's default
 *  (api/client.ts), and the life of the script's own requests, which would otherwise hold a
 *  connection (one of six on HTTP/1.1) for as long as a hung server keeps it open. */
export const CALL_TIMEOUT_MS = 15_000;

/** The calls the script makes. */
export type EarlyName = 'status' | 'home' | 'games';

/** What the script keeps on `window.__early`: the answers, the buttons (or a form sent by Enter)
 *  tapped before the app was live, for app/early-input.ts to tap again, and home's fill. */
export type EarlyStore = Partial<Record<EarlyName, Promise<EarlyAnswer>>> & {
  taps: Element[];
  /** Fills home's first banner and first row (called by the inline script after the markup). */
  f?: () => void;
};

declare global {
  // Set by the inline start-up script, before any module runs.
  var __early: EarlyStore | undefined;
}

export function takeEarly(name: EarlyName): Promise<EarlyAnswer> | null {
  const store = globalThis.__early;
  const answer = store?.[name];
  if (!answer) return null;
  delete store[name];
  return answer;
}
