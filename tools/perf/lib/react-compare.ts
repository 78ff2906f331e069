/**
 * The React comparison (`npm run perf -- --react`): serves dist/ and dist-react/ side by side (one
 * server each, fresh DBs), checks that both work (smoke.ts), then loads home cold on the profile
 * alternately (Preact, React, Preact, …) so that the machine's load changes touch both alike, and
 * prints bytes, FCP and LCP side by side with the ratios (compare.ts).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import type { NetworkProfile } from '../../../e2e/support/profiles.ts';
import { compareBuilds, entryFiles, type BuildFigures, type Comparison, type ManifestChunk } from './compare.ts';
import { coldLoad, type LoadResult } from './measure.ts';
import { summarise, type Stat } from './report.ts';
import { smokeCheck, type SmokeResult } from './smoke.ts';

export const BUILDS = [
  { name: 'Preact', dir: 'dist' },
  { name: 'React 19', dir: 'dist-react' },
] as const;

/** Brotli bytes of the entry and its static imports, as the server sends them (the .br files). */
export function entryBrotliBytes(root: string, dir: string): { files: string[]; bytes: number } {
  const manifest = JSON.parse(readFileSync(join(root, dir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const files = entryFiles(manifest);
  let bytes = 0;
  for (const file of files) {
    const path = join(root, dir, file);
    bytes += existsSync(`${path}.br`) ? statSync(`${path}.br`).size : brotliCompressSync(readFileSync(path)).length;
  }
  return { files, bytes };
}

export interface BuildRun {
  name: string;
  dir: string;
  entry: { files: string[]; bytes: number };
  smoke: SmokeResult;
  runs: LoadResult[];
  summary: Record<string, Stat>;
}

export interface ReactComparison {
  profile: string;
  builds: BuildRun[];
  comparison: Comparison;
}

export async function compareReact(options: {
  root: string;
  browser: Browser;
  origins: [string, string];
  path: string;
  profile: NetworkProfile;
  runs: number;
  stopped: () => boolean;
  log: (line: string) => void;
}): Promise<ReactComparison> {
  const { root, browser, origins, path, profile, runs, stopped, log } = options;
  const builds: BuildRun[] = [];
  for (const [i, b] of BUILDS.entries()) {
    const origin = origins[i]!;
    const smoke = await smokeCheck(browser, origin);
    builds.push({ name: b.name, dir: b.dir, entry: entryBrotliBytes(root, b.dir), smoke, runs: [], summary: {} });
    // Unthrottled and unrecorded, as in the load benchmark: the server's cold start stays out.
    await coldLoad({ browser, url: `${origin}${path}`, profile: null, run: 0 });
  }
  for (let run = 1; run <= runs && !stopped(); run++) {
    for (const [i, b] of builds.entries()) {
      const r = await coldLoad({ browser, url: `${origins[i]!}${path}`, profile, run });
      b.runs.push(r);
      log(
        `perf: react comparison, ${b.name} ${profile.name} load ${run}/${runs}: ${r.ok ? `FCP ${r.fcpMs?.toFixed(0) ?? '–'} ms, LCP ${r.lcpMs?.toFixed(0) ?? '–'} ms` : `failed: ${r.error}`}`,
      );
    }
  }
  for (const b of builds) b.summary = summarise(b.runs);
  const figures = (b: BuildRun): BuildFigures => ({
    entryBrotli: b.entry.bytes,
    homeJs: b.summary.js ? b.summary.js.median * 1000 : null,
    fcpMs: b.summary.fcp?.median ?? null,
    lcpMs: b.summary.lcp?.median ?? null,
    works: b.smoke.ok,
  });
  return { profile: profile.name, builds, comparison: compareBuilds(figures(builds[0]!), figures(builds[1]!)) };
}
