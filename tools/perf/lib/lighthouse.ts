/**
 * Lighthouse on a network profile, mobile form factor and our phone's screen. Throttling:
 *  - `devtools` (the default): applied while the page loads, through the same DevTools calls as our
 *    profiles (e2e/support/profiles.ts), so the figures are those of the profile as we define it;
 *  - `simulate`: Lighthouse's own model ("Lantern"), computed from one unthrottled load. It counts
 *    every request that ended before the first paint of that fast load as needed for it (here the
 *    scripts, which the prerendered page does not wait for), so its FCP/LCP come out about 2 s
 *    later than any throttled load; useful to compare builds with each other, not with targets. Run against a Chromium started like the benchmark's own (same
 * executable and flags) with a remote-debugging port. Pure summarising below, tested.
 */
import type { Browser } from '@playwright/test';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, LOW_END_ANDROID } from '../../../e2e/support/browser.ts';
import type { NetworkProfile } from '../../../e2e/support/profiles.ts';
import { median } from './report.ts';
import { freePort } from './server.ts';

/** The figures printed, from a Lighthouse result (lhr): score 0–100, times in ms, CLS unitless. */
export interface LighthouseFigures {
  score: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  siMs: number | null;
  /** Lighthouse's own warnings and errors about the run. */
  warnings: string[];
  error?: string;
}

/** Lighthouse's settings for one of our profiles. */
export type LighthouseThrottling = 'devtools' | 'simulate';

export function lighthouseConfig(profile: NetworkProfile, throttlingMethod: LighthouseThrottling = 'devtools') {
  const { width, height } = LOW_END_ANDROID.viewport;
  return {
    extends: 'lighthouse:default',
    settings: {
      onlyCategories: ['performance'],
      formFactor: 'mobile' as const,
      throttlingMethod,
      throttling: {
        // What the simulation uses.
        rttMs: profile.latencyMs,
        throughputKbps: profile.downKbps,
        cpuSlowdownMultiplier: profile.cpuSlowdown,
        // What 'devtools' applies (with cpuSlowdownMultiplier).
        requestLatencyMs: profile.latencyMs,
        downloadThroughputKbps: profile.downKbps,
        uploadThroughputKbps: profile.upKbps,
      },
      screenEmulation: { mobile: true, width, height, deviceScaleFactor: LOW_END_ANDROID.deviceScaleFactor, disabled: false },
      emulatedUserAgent: LOW_END_ANDROID.userAgent,
    },
  };
}

type Lhr = {
  categories?: { performance?: { score: number | null } };
  audits?: Record<string, { numericValue?: number } | undefined>;
  runWarnings?: string[];
  runtimeError?: { code: string; message: string };
};

export function figuresOf(lhr: Lhr): LighthouseFigures {
  const audit = (id: string): number | null => {
    const v = lhr.audits?.[id]?.numericValue;
    return typeof v === 'number' && Number.isFinite(v) ? v : null;
  };
  const score = lhr.categories?.performance?.score;
  return {
    score: typeof score === 'number' ? Math.round(score * 100) : null,
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    siMs: audit('speed-index'),
    warnings: lhr.runWarnings ?? [],
    ...(lhr.runtimeError && { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` }),
  };
}

export const LIGHTHOUSE_TARGETS = [
  { key: 'score', label: 'performance score ≥ 95', test: (v: number) => v >= 95 },
  { key: 'tbtMs', label: 'TBT ≤ 50 ms', test: (v: number) => v <= 50 },
  { key: 'cls', label: 'CLS ≤ 0.02', test: (v: number) => v <= 0.02 },
] as const;

type Key = 'score' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls' | 'siMs';
const ROWS: { key: Key; label: string; format: (v: number) => string }[] = [
  { key: 'score', label: 'performance score', format: (v) => v.toFixed(0) },
  { key: 'fcpMs', label: 'FCP', format: (v) => `${v.toFixed(0)} ms` },
  { key: 'lcpMs', label: 'LCP', format: (v) => `${v.toFixed(0)} ms` },
  { key: 'tbtMs', label: 'TBT', format: (v) => `${v.toFixed(0)} ms` },
  { key: 'cls', label: 'CLS', format: (v) => v.toFixed(3) },
  { key: 'siMs', label: 'Speed Index', format: (v) => `${v.toFixed(0)} ms` },
];

export interface LighthouseSummary {
  runs: number;
  ok: number;
  /** Medians over the successful runs (a metric missing in all of them: null). */
  median: Record<Key, number | null>;
  targets: { label: string; value: number | null; pass: boolean | null }[];
}

export function summariseLighthouse(runs: LighthouseFigures[]): LighthouseSummary {
  const ok = runs.filter((r) => !r.error && r.score !== null);
  const med = {} as Record<Key, number | null>;
  for (const { key } of ROWS) {
    const values = ok.map((r) => r[key]).filter((v): v is number => v !== null);
    med[key] = values.length ? median(values) : null;
  }
  const targets = LIGHTHOUSE_TARGETS.map((t) => {
    const value = med[t.key];
    return { label: t.label, value, pass: value === null ? null : t.test(value) };
  });
  return { runs: runs.length, ok: ok.length, median: med, targets };
}

export function formatLighthouse(title: string, runs: LighthouseFigures[], s: LighthouseSummary): string {
  const lines = [title, `  ${s.ok}/${s.runs} run(s)${s.runs > 1 ? ', medians' : ''}`];
  for (const row of ROWS) {
    const v = s.median[row.key];
    const each = s.runs > 1 ? `   (${runs.map((r) => (r[row.key] === null ? '–' : row.format(r[row.key]!))).join(', ')})` : '';
    lines.push(`  ${row.label.padEnd(18)} ${v === null ? '–' : row.format(v)}${each}`);
  }
  for (const t of s.targets) lines.push(`target: Lighthouse ${t.label} → ${t.pass === null ? 'NOT MEASURED' : t.pass ? 'met' : 'MISSED'}`);
  for (const r of runs) {
    if (r.error) lines.push(`  a run failed: ${r.error}`);
    for (const w of r.warnings) lines.push(`  Lighthouse warning: ${w}`);
  }
  return lines.join('\n');
}

/**
 * One Lighthouse run in a browser of its own (a fresh profile each time: a cold load), returning
 * the figures and the JSON report.
 */
export async function runLighthouse(
  url: string,
  profile: NetworkProfile,
  executablePath: string | undefined,
  throttling: LighthouseThrottling,
): Promise<{ figures: LighthouseFigures; json: string }> {
  const port = await freePort();
  const browser: Browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`], headless: true });
  try {
    const { default: lighthouse } = await import('lighthouse');
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' }, lighthouseConfig(profile, throttling) as never);
    if (!result) throw new Error('Lighthouse returned nothing');
    const json = Array.isArray(result.report) ? result.report[0]! : result.report;
    return { figures: figuresOf(result.lhr as Lhr), json };
  } finally {
    await browser.close().catch(() => undefined);
  }
}
