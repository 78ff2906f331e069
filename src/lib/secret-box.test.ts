// happy-dom has no IndexedDB: a minimal in-memory stand-in (only what secret-box calls) keeps the
// stored values as objects, the way IndexedDB's structured clone keeps a CryptoKey.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Req<T = unknown> = { result: T; error: unknown; onsuccess?: () => void; onerror?: () => void; onupgradeneeded?: () => void };

function fakeIndexedDb() {
  const stores = new Map<string, Map<string, unknown>>();
  const answer = <T>(run: (req: Req<T>) => void): Req<T> => {
    const req = { result: undefined, error: null } as Req<T>;
    setTimeout(() => run(req));
    return req;
  };
  const db = {
    createObjectStore: (name: string) => stores.set(name, new Map()),
    transaction: (name: string) => ({
      objectStore: () => {
        const s = stores.get(name)!;
        return {
          get: (k: string) => answer((r) => ((r.result = s.get(k)), r.onsuccess?.())),
          add: (v: unknown, k: string) =>
            answer((r) => (s.has(k) ? ((r.error = new DOMException('exists', 'ConstraintError')), r.onerror?.()) : (s.set(k, v), r.onsuccess?.()))),
        };
      },
    }),
    close: () => {},
  };
  const factory = {
    open: () =>
      answer<typeof db>((r) => {
        r.result = db;
        if (!stores.size) r.onupgradeneeded?.();
        r.onsuccess?.();
      }),
  };
  return { factory, stores };
}

let idb: ReturnType<typeof fakeIndexedDb>;

/** A fresh module per test: the key is cached per page load. */
const load = () => import('./secret-box');

beforeEach(() => {
  vi.resetModules();
  idb = fakeIndexedDb();
  vi.stubGlobal('indexedDB', idb.factory);
});
afterEach(() => vi.unstubAllGlobals());

describe('secret-box', () => {
  it('round-trips text under a non-extractable key kept in bdplay/keys', async () => {
    const { seal, open } = await load();
    const sealed = await seal('পাসওয়ার্ড-demo123');
    expect(sealed).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(sealed).not.toContain('demo123');
    expect(await open(sealed!)).toBe('পাসওয়ার্ড-demo123');
    const key = idb.stores.get('keys')?.get('remember');
    expect(key).toBeInstanceOf(CryptoKey);
    expect((key as CryptoKey).extractable).toBe(false);
  });

  it('uses a fresh IV each time and the stored key after a reload', async () => {
    const first = await load();
    const a = await first.seal('same');
    const b = await first.seal('same');
    expect(a).not.toBe(b);
    vi.resetModules();
    const second = await load();
    expect(await second.open(a!)).toBe('same');
  });

  it('two tabs creating the key at once end up with the same one', async () => {
    const tabA = await load();
    vi.resetModules();
    const tabB = await load();
    const [a, b] = await Promise.all([tabA.seal('from A'), tabB.seal('from B')]);
    expect(await tabB.open(a!)).toBe('from A');
    expect(await tabA.open(b!)).toBe('from B');
  });

  it('opens nothing that was tampered with or is not a seal', async () => {
    const { seal, open } = await load();
    const sealed = (await seal('secret'))!;
    const i = sealed.length - 6;
    const flipped = sealed.slice(0, i) + (sealed[i] === 'A' ? 'B' : 'A') + sealed.slice(i + 1);
    expect(await open(flipped)).toBeNull();
    expect(await open('not base64!')).toBeNull();
    expect(await open('')).toBeNull();
  });

  it('cannot open a seal made under another key (a new profile)', async () => {
    const sealed = (await (await load()).seal('secret'))!;
    vi.resetModules();
    vi.stubGlobal('indexedDB', fakeIndexedDb().factory);
    expect(await (await load()).open(sealed)).toBeNull();
  });

  it('seals nothing without IndexedDB or Web Crypto', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const noDb = await load();
    expect(await noDb.seal('secret')).toBeNull();
    expect(await noDb.open('AAAA')).toBeNull();
    vi.resetModules();
    vi.stubGlobal('indexedDB', fakeIndexedDb().factory);
    vi.stubGlobal('crypto', {});
    expect(await (await load()).seal('secret')).toBeNull();
  });
});
