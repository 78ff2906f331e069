/**
 * How we launch Chromium and what phone we pretend to be. Shared by playwright.config.ts and
 * tools/perf/perf.ts so that e2e and the benchmark see the same browser.
 */
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * `CHROME_PATH` wins; else Debian's Chromium (CI and the shared machine: no internet, so no
 * `playwright install`); else undefined = Playwright's own browser on a developer's machine.
 */
export function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.CHROME_PATH?.trim();
  if (fromEnv) return fromEnv;
  return existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
}

/**
 * ARCHITECTURE §1. Chromium cannot reach the internet here; without these flags it keeps trying
 * (component updates, sync, QUIC probes) and floods the log with refused connections.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A low-end Android phone (the players' typical device), Bengali locale, Dhaka time. */
export const LOW_END_ANDROID = {
  viewport: { width: 360, height: 740 },
  screen: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  locale: 'bn-BD',
  timezoneId: 'Asia/Dhaka',
} as const;
