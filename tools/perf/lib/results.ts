/** Targets, machine description and the JSON files of `npm run perf`. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { arch, cpus, loadavg, platform, release, totalmem } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import type { ProfileName } from '../../../e2e/support/profiles.ts';
import type { Stat } from './report.ts';

interface Measured {
  profile: { name: ProfileName };
  summary: Record<string, Stat>;
}

export interface Target {
  description: string;
  profile: ProfileName;
  metric: string;
  limit: number;
  unit: 'ms' | 'kB' | 'count' | '';
  value: number | null;
  /** null: not measured in this invocation. */
  pass: boolean | null;
}

interface TargetDef {
  path: string;
  profile: ProfileName;
  metric: string;
  limit: number;
  description: string;
  /** Default ms. */
  unit?: 'kB' | 'count' | '';
  /** A stable figure (bytes, counts, CLS): `npm run perf -- --gate` fails the build on it. */
  gate?: true;
}

/** The product's targets for cold loads (issue 7, tightened by issue 22 "Games first"). Only the
 *  home page has them. */
export const TARGETS: TargetDef[] = [
  { path: '/m/home', profile: '3G', metric: 'firstGame', limit: 2800, description: 'home first game icon visible median on 3G ≤ 2800 ms' },
  { path: '/m/home', profile: '2G', metric: 'firstGame', limit: 4500, description: 'home first game icon visible median on 2G ≤ 4500 ms' },
  { path: '/m/home', profile: '3G', metric: 'fcp', limit: 700, description: 'home FCP median on 3G ≤ 700 ms' },
  { path: '/m/home', profile: '3G', metric: 'lcp', limit: 1200, description: 'home LCP median on 3G ≤ 1200 ms' },
  { path: '/m/home', profile: '2G', metric: 'lcp', limit: 2500, description: 'home LCP median on 2G ≤ 2500 ms' },
  { path: '/m/home', profile: '3G', metric: 'cls', limit: 0, unit: '', description: 'home CLS median on 3G = 0', gate: true },
  { path: '/m/home', profile: '2G', metric: 'cls', limit: 0, unit: '', description: 'home CLS median on 2G = 0' },
  {
    path: '/m/home',
    profile: '3G',
    metric: 'wireDown',
    limit: 100,
    unit: 'kB',
    description: 'cold home over the wire (at the socket, headers included) on 3G ≤ 100 kB',
    gate: true,
  },
  { path: '/m/home', profile: '3G', metric: 'requests', limit: 45, unit: 'count', description: 'cold home responses on 3G ≤ 45', gate: true },
  { path: '/m/home', profile: '3G', metric: 'critical', limit: 40, unit: 'kB', description: 'home HTML+CSS+JS before LCP on 3G ≤ 40 kB', gate: true },
  { path: '/m/home', profile: '3G', metric: 'jsWithoutSwiper', limit: 45, unit: 'kB', description: 'home JS without Swiper on 3G ≤ 45 kB' },
];

/** Repeat visits with the service worker (issue 7, issue 22). */
export const REPEAT_TARGETS: TargetDef[] = [
  { path: '/m/home', profile: '2G', metric: 'fcp', limit: 400, description: 'repeat-visit home FCP median on 2G ≤ 400 ms' },
];

/** The gated targets (`--gate`): figures that do not move with the machine's load. */
export const GATES: TargetDef[] = TARGETS.filter((t) => t.gate);

export function evaluateTargets(path: string, profiles: Measured[], targets: TargetDef[] = TARGETS): Target[] {
  return targets
    .filter((t) => t.path === path)
    .map((t) => {
      const value = profiles.find((p) => p.profile.name === t.profile)?.summary[t.metric]?.median ?? null;
      return {
        description: t.description,
        profile: t.profile,
        metric: t.metric,
        limit: t.limit,
        unit: t.unit ?? 'ms',
        value,
        pass: value === null ? null : value <= t.limit,
      };
    });
}

export function formatTargets(targets: Target[]): string {
  if (targets.length === 0) return 'target: none defined for this URL';
  return targets
    .map((t) =>
      t.pass === null
        ? `target: ${t.description} → NOT MEASURED (${t.profile} not measured)`
        : `target: ${t.description} → ${t.pass ? 'PASS' : 'FAIL'} (median ${t.unit === 'kB' ? t.value!.toFixed(1) : t.unit === '' ? t.value!.toFixed(3) : Math.round(t.value!)}${t.unit ? ` ${t.unit}` : ''})`,
    )
    .join('\n');
}

function git(root: string, args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/** Taken when the benchmark starts, before it loads the machine itself. */
export const LOAD_AVERAGE_AT_START = loadavg();

export function machineInfo(root: string, browser: Browser, executablePath: string | undefined) {
  const cpuList = cpus();
  const status = git(root, ['status', '--porcelain']);
  return {
    date: new Date().toISOString(),
    cpuCount: cpuList.length,
    cpuModel: cpuList[0]?.model ?? 'unknown',
    memoryGB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    loadAverageAtStart: LOAD_AVERAGE_AT_START,
    loadAverageAtEnd: loadavg(),
    os: `${platform()} ${release()} ${arch()}`,
    nodeVersion: process.version,
    chromiumVersion: browser.version(),
    chromiumPath: executablePath ?? "Playwright's bundled Chromium",
    gitCommit: git(root, ['rev-parse', '--short', 'HEAD']),
    gitDirty: status === null ? null : status !== '',
  };
}

/** Writes perf/results/perf-<timestamp>.json and perf/results/latest.json (git-ignored). */
export function writeResults(root: string, data: { startedAt: Date } & Record<string, unknown>): string[] {
  const dir = join(root, 'perf', 'results');
  mkdirSync(dir, { recursive: true });
  const stamp = data.startedAt.toISOString().replace(/[:.]/g, '-');
  const json = `${JSON.stringify({ schema: 1, ...data, finishedAt: new Date().toISOString() }, null, 2)}\n`;
  const files = [join('perf', 'results', `perf-${stamp}.json`), join('perf', 'results', 'latest.json')];
  for (const file of files) writeFileSync(join(root, file), json);
  return files;
}
