// What the idle-time chunk does: prefetching only on a fast link without data saver, nothing ahead
// in data-saver mode, and always the service worker (warming its route cache only on a good network).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setDataSaver } from '@/state/data-saver';
import { session, TRIAL_MEMBER_TYPE, type SessionInfo } from '@/state/session';
import { afterStart, goodNetwork } from './after-start';
import { prefetchOverlays } from './Feedback';
import { pageFor, prefetchMoreRoutes } from './route-table';
import { registerServiceWorker } from './service-worker';
import { collectVitals } from './vitals';

vi.mock('./service-worker', () => ({ registerServiceWorker: vi.fn() }));
vi.mock('./Feedback', () => ({ prefetchOverlays: vi.fn() }));
vi.mock('./vitals', () => ({ collectVitals: vi.fn() }));
vi.mock('./route-table', () => ({ prefetchMoreRoutes: vi.fn(), pageFor: vi.fn(() => ({ load: vi.fn(() => Promise.resolve()) })) }));

const conn = (effectiveType?: string) => Object.assign(new EventTarget(), { effectiveType });
const onLink = (effectiveType?: string) => vi.stubGlobal('navigator', { ...navigator, onLine: true, connection: conn(effectiveType) });

const signIn = (type: number) => void (session.value = { token: 't', userName: 'p1', type } as SessionInfo);
/** The pages prefetched, by name (after the load event and an idle moment). */
const fetched = async () => {
  await new Promise((r) => setTimeout(r, 50));
  return vi.mocked(pageFor).mock.calls.map(([name]) => name);
};

afterEach(() => {
  localStorage.removeItem('bd.vitals');
  session.value = null;
  setDataSaver(false);
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('goodNetwork', () => {
  it('is a 4G link, or a browser that does not say, without data saver', () => {
    expect(goodNetwork(conn('4g'))).toBe(true);
    expect(goodNetwork(undefined)).toBe(true);
    expect(goodNetwork(conn('3g'))).toBe(false);
    setDataSaver(true);
    expect(goodNetwork(conn('4g'))).toBe(false);
  });
});

describe('afterStart', () => {
  it('deletes the key that sealed remembered passwords before issue 19', () => {
    const deleteDatabase = vi.fn();
    vi.stubGlobal('indexedDB', { deleteDatabase });
    afterStart('/m/home');
    expect(deleteDatabase).toHaveBeenCalledWith('bdplay');
    vi.stubGlobal('indexedDB', undefined); // a browser without it: nothing to delete, nothing thrown
    expect(() => afterStart('/m/home')).not.toThrow();
  });

  it('on a good network: the worker with its route cache, the second table, the overlays', () => {
    onLink('4g');
    afterStart('/m/home');
    expect(registerServiceWorker).toHaveBeenCalledWith({ warm: true });
    expect(prefetchMoreRoutes).toHaveBeenCalled();
    expect(prefetchOverlays).toHaveBeenCalled();
  });

  it('on 3G: the worker and the small second table, no pages ahead', () => {
    onLink('3g');
    afterStart('/m/home');
    expect(registerServiceWorker).toHaveBeenCalledWith({ warm: false });
    expect(prefetchMoreRoutes).toHaveBeenCalled();
    expect(prefetchOverlays).not.toHaveBeenCalled();
  });

  it('in data-saver mode: the worker only, nothing ahead', () => {
    onLink('4g');
    setDataSaver(true);
    afterStart('/m/home');
    expect(registerServiceWorker).toHaveBeenCalledWith({ warm: false });
    expect(prefetchMoreRoutes).not.toHaveBeenCalled();
    expect(prefetchOverlays).not.toHaveBeenCalled();
  });
});

describe('the deposit page ahead, for a player', () => {
  it('on a 3G link too (its tap has a 2G target): chunks and catalogs, once the page has loaded', async () => {
    onLink('3g');
    signIn(1);
    afterStart('/m/home');
    expect(await fetched()).toEqual(['voucherCenter']);
  });

  it('not for a visitor or a trial member (they may not open it), not on the deposit page, not in data saver', async () => {
    onLink('3g');
    afterStart('/m/home');
    signIn(TRIAL_MEMBER_TYPE);
    afterStart('/m/home');
    signIn(1);
    afterStart('/m/voucherCenter');
    setDataSaver(true);
    afterStart('/m/home');
    expect(await fetched()).toEqual([]);
  });
});

describe('field data (docs/field-data.md)', () => {
  const collected = () => vi.mocked(collectVitals).mock.calls.map(([path]) => path);

  it('loads its chunk for a sampled page load only: one in ten, or every one with bd.vitals=all', async () => {
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.5);
    afterStart('/m/home');
    random.mockReturnValue(0.05);
    afterStart('/m/gameList');
    await vi.waitFor(() => expect(collected()).toEqual(['/m/gameList']));
    random.mockReturnValue(0.99);
    localStorage.setItem('bd.vitals', 'all');
    afterStart('/m/login');
    random.mockRestore();
    await vi.waitFor(() => expect(collected()).toEqual(['/m/gameList', '/m/login']), { timeout: 3000 });
  });

  it('never in data saver, even forced', async () => {
    localStorage.setItem('bd.vitals', 'all');
    setDataSaver(true);
    afterStart('/m/home');
    await new Promise((r) => setTimeout(r, 50));
    expect(collected()).toEqual([]);
  });
});
