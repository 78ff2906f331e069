// The answers the inline start-up script (src/early.js) requested while the HTML was parsed. Each
// is taken once: the first caller gets it, every later call goes to the network as usual.

export interface EarlyAnswer {
  status: number;
  body: unknown;
}

export type EarlyName = 'status' | 'home';

type EarlyStore = Partial<Record<EarlyName, Promise<EarlyAnswer>>>;

export function takeEarly(name: EarlyName): Promise<EarlyAnswer> | null {
  const store = (globalThis as { __early?: EarlyStore }).__early;
  const answer = store?.[name];
  if (!answer) return null;
  delete store[name];
  return answer;
}
