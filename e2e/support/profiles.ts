/**
 * Network and CPU profiles for the slow-network e2e projects and for `npm run perf`.
 * ARCHITECTURE §4: measure on throttled profiles (2G 280 kbps / 800 ms, 3G 400 kbps / 400 ms,
 * with CPU ×4–×6), not on the fast machine.
 *
 * Applied through CDP (`Network.emulateNetworkConditions`, `Emulation.setCPUThrottlingRate`),
 * which throttles localhost too. The throttling is per request (latency added to each request,
 * throughput shared by the page's requests), not packet-level; see docs/perf.md.
 */
import type { CDPSession } from '@playwright/test';

export type ProfileName = '2G' | '3G' | '4G';

export interface NetworkProfile {
  name: ProfileName;
  /** Download throughput in kilobits per second (1 kbps = 1000 bit/s). */
  downKbps: number;
  /** Upload throughput in kilobits per second. */
  upKbps: number;
  /** Minimum latency added to each request, in milliseconds. */
  latencyMs: number;
  /** CPU slow-down factor (1 = no throttling). */
  cpuSlowdown: number;
}

export const PROFILES: Readonly<Record<ProfileName, NetworkProfile>> = {
  '2G': { name: '2G', downKbps: 280, upKbps: 280, latencyMs: 800, cpuSlowdown: 6 },
  '3G': { name: '3G', downKbps: 400, upKbps: 400, latencyMs: 400, cpuSlowdown: 4 },
  '4G': { name: '4G', downKbps: 9000, upKbps: 1500, latencyMs: 60, cpuSlowdown: 1 },
};

export function isProfileName(value: string): value is ProfileName {
  return Object.prototype.hasOwnProperty.call(PROFILES, value);
}

/** CDP wants bytes per second. */
export function kbpsToBytesPerSecond(kbps: number): number {
  return Math.round((kbps * 1000) / 8);
}

/** One-line description, e.g. "3G: 400/400 kbps, 400 ms, CPU ×4". */
export function describeProfile(p: NetworkProfile): string {
  return `${p.name}: ${p.downKbps}/${p.upKbps} kbps down/up, ${p.latencyMs} ms latency, CPU ×${p.cpuSlowdown}`;
}

/** What Chromium's `navigator.connection` reports for a link (the Network Information spec's
 *  effective types: slow-2g from 2000 ms or under 50 kbps, 2g from 1400 ms or under 70 kbps, 3g
 *  from 270 ms or under 700 kbps), rounded as Chromium rounds them (25 ms, 25 kbps). */
export function connectionOf(p: NetworkProfile): { effectiveType: string; rtt: number; downlink: number; saveData: boolean } {
  const [rtt, kbps] = [p.latencyMs, p.downKbps];
  const effectiveType = rtt >= 2000 || kbps < 50 ? 'slow-2g' : rtt >= 1400 || kbps < 70 ? '2g' : rtt >= 270 || kbps < 700 ? '3g' : '4g';
  return { effectiveType, rtt: Math.round(rtt / 25) * 25, downlink: Math.round(kbps / 25) * 0.025, saveData: false };
}

/** A script run before the page's own that makes `navigator.connection` report the profile's link:
 *  Chromium 150 (Debian's in November 2026) accepts `overrideNetworkState` and still reports its own
 *  estimate (4g, 100 ms), so the app took every throttled run for a fast link and fetched ahead what
 *  it leaves for later on 3G (docs/perf.md, "navigator.connection under emulation"). */
const connectionScript = (p: NetworkProfile): string =>
  `(() => { const c = navigator.connection; if (!c) return; const v = ${JSON.stringify(connectionOf(p))};
    for (const k of Object.keys(v)) Object.defineProperty(c, k, { get: () => v[k], configurable: true }); })();`;

/**
 * Applies a profile to one page target. Call it before the page navigates: it does not reach
 * pages opened later (popups) or service workers.
 *
 * Uses `emulateNetworkConditionsByRule` (throttling) + `overrideNetworkState` (what
 * `navigator.connection` reports), which replaced `emulateNetworkConditions` in recent Chromium;
 * falls back to the deprecated single call on a browser that lacks them.
 *
 * `transfer: false` only tells the page what link it is on (navigator.connection) and does not
 * emulate the transfer. DevTools' emulated transfer (either call) stalls about one page load in 50
 * under load: every subresource answered by the server in milliseconds, none delivered to the page,
 * its `load` event never comes (docs/decisions.md, "The e2e flake"). On loopback the 4G profile's
 * transfer (60 ms, 9 Mbit/s) is next to nothing, so e2e's 4G runs without it; 3G and 2G keep it.
 */
export async function applyProfile(cdp: CDPSession, p: NetworkProfile, { transfer = true } = {}): Promise<void> {
  const conditions = {
    latency: p.latencyMs,
    downloadThroughput: kbpsToBytesPerSecond(p.downKbps),
    uploadThroughput: kbpsToBytesPerSecond(p.upKbps),
  };
  await cdp.send('Network.enable');
  try {
    if (transfer) await cdp.send('Network.emulateNetworkConditionsByRule', { matchedNetworkConditions: [{ urlPattern: '', ...conditions }] });
    await cdp.send('Network.overrideNetworkState', { offline: false, ...conditions });
  } catch {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...conditions });
  }
  // The session's scripts run only with its Page domain on.
  await cdp.send('Page.enable');
  await cdp.send('Page.addScriptToEvaluateOnNewDocument', { source: connectionScript(p) });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: p.cpuSlowdown });
}
