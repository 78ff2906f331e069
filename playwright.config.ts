/**
 * End-to-end tests: Chromium only, a low-end Android phone, throttled networks.
 * Rules for spec writers: e2e/support/README.md.
 *
 * Projects
 *   4g     every spec outside e2e/modes/, on the 4G profile
 *   3g/2g  only tests tagged @journey, on the 3G and 2G profiles (CPU ×4 and ×6); 3g also @3g (the
 *          money journeys: 2G's page loads would take CI minutes, and the 2G deposit is timed in perf)
 *   modes  specs in e2e/modes/ against the second server (4174), one test at a time
 *   faults e2e/faults.spec.ts (every route under every fault), after the others; alone:
 *          `npx playwright test --project faults --no-deps`
 *   sweep  e2e/sweep.spec.ts (every route loaded first, BN/EN, 320/360 px: ids, overflow, Latin,
 *          touch areas, axe, errors), after the others; alone: `--project sweep --no-deps`
 *
 * `npm test` builds first; `playwright test` on its own serves whatever is in dist/.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type PlaywrightTestOptions, type PlaywrightWorkerOptions, type Project } from '@playwright/test';
import type { ProfileOptions } from './e2e/support/fixtures.ts';
import { CHROMIUM_ARGS, LOW_END_ANDROID, chromiumExecutable } from './e2e/support/browser.ts';
import { HOME_PATH, SERVERS, type E2EServer } from './e2e/support/servers.ts';
// Specs import the app's path table and access rules, which read a module the Vite build generates.
import './scripts/build/node-virtual.ts';
import type { ProfileName } from './e2e/support/profiles.ts';

const CI = !!process.env.CI;
const MODES_SPECS = /[\\/]e2e[\\/]modes[\\/]/;
const FAULT_MATRIX = /[\\/]e2e[\\/]faults\.spec\.ts$/;
const ROUTE_SWEEP = /[\\/]e2e[\\/]sweep\.spec\.ts$/;

if (!existsSync(fileURLToPath(new URL('./dist/index.html', import.meta.url))) && !process.env.TEST_WORKER_INDEX) {
  console.warn('playwright: dist/ is missing; run `npm run build` first (npm test does).');
}

function webServer(server: E2EServer) {
  return {
    name: server.name,
    // --fresh deletes the DB first, so every run starts from the seed data.
    command: 'npm run serve -- --fresh',
    url: `${server.baseURL}${HOME_PATH}`,
    env: {
      HOST: server.host,
      PORT: String(server.port),
      DB_PATH: server.dbPath,
      MODE: 'test',
      DIST_DIR: 'dist',
    },
    reuseExistingServer: !CI,
    timeout: 120_000,
    // Let the server close SQLite cleanly; SIGKILL after 5 s.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

/** Per-profile limits: a 2G page load alone can take 10 s or more, so scale everything. */
const LIMITS: Record<ProfileName, { test: number; expect: number; navigation: number; action: number }> = {
  '4G': { test: 60_000, expect: 10_000, navigation: 30_000, action: 15_000 },
  '3G': { test: 150_000, expect: 30_000, navigation: 60_000, action: 30_000 },
  '2G': { test: 300_000, expect: 60_000, navigation: 120_000, action: 60_000 },
};

type E2EProject = Project<PlaywrightTestOptions & ProfileOptions, PlaywrightWorkerOptions>;

function project(name: string, profile: ProfileName, extra: E2EProject): E2EProject {
  const limits = LIMITS[profile];
  return {
    name,
    timeout: limits.test,
    expect: { timeout: limits.expect },
    ...extra,
    use: {
      networkProfile: profile,
      navigationTimeout: limits.navigation,
      actionTimeout: limits.action,
      ...extra.use,
    },
  };
}

export default defineConfig<ProfileOptions>({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  forbidOnly: CI,
  // Two cores: at most two workers run the CPU-bound projects (4g, faults); the throttled journeys
  // (3g, 2g) mostly wait on emulated latency and a CPU slowed ×4–×6 (their renderer sleeps most of
  // the time), so two more workers run them beside the others instead of after them.
  workers: 4,
  retries: CI ? 1 : 0,
  // A stop for a run that hangs, not the CI budget: .ci/run's budget is 15 minutes, and e2e alone
  // measured 16–19 min on a slow two-core machine (2026-11-28, one retry included); a 15-minute
  // stop once left 3 of the fault matrix's 6 tests unrun. Bringing CI under 15 is open (issue 17).
  // 30 minutes then stopped a run of 29 Nov 2026 with nothing failed (ci34, Debian's Chromium 150,
  // load average 15): the 4g/3g/2g/modes projects took 21 min, and 3 faults and the 2 sweeps, about
  // 10 min more, did not run. 45 minutes keeps .ci/run well inside its 90-minute limit.
  globalTimeout: CI ? 45 * 60_000 : 0,
  reporter: CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    browserName: 'chromium',
    baseURL: SERVERS.main.baseURL,
    ...LOW_END_ANDROID,
    // One CSS pixel per device pixel: no code path depends on the pixel ratio (no srcset or
    // image-set in src/), layout and names are in CSS pixels, and the renderer draws a quarter of
    // the pixels (CPU is CI's limit). `npm run perf` keeps the phone's 2.
    deviceScaleFactor: 1,
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: [...CHROMIUM_ARGS],
    },
    // Tracing costs CPU, which the throttled projects are short of: in CI only on the retry.
    trace: CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The app's service worker answers from its cache and outlives a test's routes and throttling
    // (page.route and CDP throttling do not reach it). Specs about it allow it (e2e/offline.spec.ts).
    serviceWorkers: 'block',
    // Motion costs CPU in every open tab (home's notice marquee: 0.13 of a core per idle tab in
    // headless Chromium's software compositor), and CI's two cores are the limit: the phase before
    // the sweep took 9.7 min instead of 11.1. The specs about motion (page transitions, the winners
    // ticker's touch areas) and the route sweep, which checks every page as players see it, ask for
    // the default; the two components whose script reads the setting (the winners ticker, the
    // announcement popup) have unit tests under both.
    reducedMotion: 'reduce',
  },
  webServer: [webServer(SERVERS.main), webServer(SERVERS.modes)],
  projects: [
    project('4g', '4G', { testIgnore: [MODES_SPECS, FAULT_MATRIX, ROUTE_SWEEP], workers: 2 }),
    project('3g', '3G', { testIgnore: [MODES_SPECS, FAULT_MATRIX, ROUTE_SWEEP], grep: /@journey|@3g/ }),
    project('2g', '2G', { testIgnore: [MODES_SPECS, FAULT_MATRIX, ROUTE_SWEEP], grep: /@journey/ }),
    // Every route under every fault keeps many pages busy at once: it runs when the others are
    // done, so that their timings are not squeezed by it (docs/faults.md).
    project('faults', '4G', { testMatch: FAULT_MATRIX, dependencies: ['4g', '3g', '2g', 'modes'], workers: 2 }),
    // Every route loaded first in both languages and at both widths (issue 17): also many pages,
    // also after the others, beside the fault matrix.
    project('sweep', '4G', { testMatch: ROUTE_SWEEP, dependencies: ['4g', '3g', '2g', 'modes'], workers: 2 }),
    project('modes', '4G', {
      testDir: 'e2e/modes',
      fullyParallel: false,
      // Start-up modes are global to the server: never two tests at once.
      workers: 1,
      use: { baseURL: SERVERS.modes.baseURL },
    }),
  ],
});
