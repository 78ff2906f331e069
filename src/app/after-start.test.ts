// What the idle-time chunk does: prefetching only on a fast link without data saver, nothing ahead
// in data-saver mode, and always the service worker (warming its route cache only on a good network).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setDataSaver } from '@/state/data-saver';
import { afterStart, goodNetwork } from './after-start';
import { prefetchOverlays } from './Feedback';
import { prefetchMoreRoutes } from './route-table';
import { registerServiceWorker } from './service-worker';

vi.mock('./service-worker', () => ({ registerServiceWorker: vi.fn() }));
vi.mock('./Feedback', () => ({ prefetchOverlays: vi.fn() }));
vi.mock('./route-table', () => ({ prefetchMoreRoutes: vi.fn(), pageFor: vi.fn(() => ({ load: vi.fn(() => Promise.resolve()) })) }));

const conn = (effectiveType?: string) => Object.assign(new EventTarget(), { effectiveType });
const onLink = (effectiveType?: string) => vi.stubGlobal('navigator', { ...navigator, onLine: true, connection: conn(effectiveType) });

afterEach(() => {
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
