// The field-data chunk in a page: what it observes goes out in at most two beacons, an idle one
// about 10 s after load and a final one when the page is hidden, only if something changed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VitalsBeacon } from '../../contract/vitals';
import { collectVitals } from './vitals';

type Listener = (list: { getEntries: () => object[] }) => void;
const observers = new Map<string, Listener>();
class FakeObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint', 'layout-shift', 'element', 'event'];
  constructor(private readonly listener: Listener) {}
  observe({ type }: { type: string }) {
    observers.set(type, this.listener);
  }
}
const emit = (type: string, ...entries: object[]) => observers.get(type)?.({ getEntries: () => entries });

const sent = () => vi.mocked(fetch).mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as VitalsBeacon);
const hide = () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  // Fired at the document; it bubbles to the window, where the chunk listens.
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(null, { status: 204 }))),
  );
  vi.stubGlobal('requestIdleCallback', (fn: () => void) => setTimeout(fn, 0));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  observers.clear();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe('collectVitals', () => {
  it('sends nothing before the idle moment, then one beacon of what it saw, with the Merchant header', async () => {
    collectVitals('/m/home', [new Error('/assets/home-X1.js')]);
    emit('paint', { name: 'first-contentful-paint', startTime: 812.4 });
    emit('largest-contentful-paint', { startTime: 1400 });
    emit('element', { identifier: 'banner', renderTime: 500 }, { identifier: 'game', renderTime: 900.3, loadTime: 800 });
    emit('element', { identifier: 'game', renderTime: 950 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent()).toEqual([expect.objectContaining({ page: 'home', fcp: 812, lcp: 1400, firstGame: 900, cls: 0, chunkErrors: ['home-X1.js'] })]);
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe('/wps/vitals');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { Merchant: 'bdm01' } });
    expect(JSON.stringify(init?.headers)).not.toMatch(/Authorization|Device/);
  });

  it('sends again at hide only if something changed, and never more than twice', async () => {
    collectVitals('/m/no-such-page', []);
    emit('paint', { name: 'first-contentful-paint', startTime: 300 });
    await vi.advanceTimersByTimeAsync(15_000);
    hide(); // nothing new: no second beacon
    expect(sent()).toHaveLength(1);
    emit('event', { interactionId: 7, duration: 180 }, { interactionId: 7, duration: 200 }, { interactionId: 0, duration: 900 });
    emit('layout-shift', { startTime: 16_000, value: 0.05, hadRecentInput: false }, { startTime: 16_100, value: 0.5, hadRecentInput: true });
    hide();
    emit('event', { interactionId: 8, duration: 400 });
    hide();
    expect(sent()).toHaveLength(2);
    expect(sent()[1]).toMatchObject({ page: 'other', inp: 200, cls: 0.05 });
    expect(sent()[0]!.id).toBe(sent()[1]!.id);
  });

  it('keeps the LCP from before the first input', async () => {
    collectVitals('/m/home', []);
    emit('largest-contentful-paint', { startTime: 1000 });
    dispatchEvent(new Event('click'));
    emit('largest-contentful-paint', { startTime: 3000 });
    hide();
    expect(sent()[0]).toMatchObject({ lcp: 1000 });
  });
});
