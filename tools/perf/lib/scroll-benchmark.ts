/** The scroll benchmark's runs against a started server (scale setting on), and its results. */
import type { Browser } from '@playwright/test';
import { fetchAllRngGames, onePageBody } from './scroll-games.ts';
import { evaluateScrollTargets, scrollFigures, summariseScroll, type ScrollFigures, type ScrollSummary, type ScrollTarget } from './scroll-report.ts';
import { SCROLL_CPU_SLOWDOWN, SCROLL_PATH, SCROLL_SECONDS, scrollRun, type ScrollRun } from './scroll.ts';

/** The server's `--scale-games`: at least this many extra RNG games. */
export const SCALE_GAMES = 10_000;

export interface ScrollResult {
  path: string;
  games: number;
  speedPxPerSecond: number;
  seconds: number;
  cpuSlowdown: number;
  network: 'unthrottled';
  /** Each successful run with its figures, for the JSON results. */
  runs: (ScrollRun & { figures?: ScrollFigures })[];
  summary: ScrollSummary;
  targets: ScrollTarget[];
}

export interface ScrollBenchmarkOptions {
  browser: Browser;
  origin: string;
  runs: number;
  speed: number;
  stopped: () => boolean;
}

export async function scrollBenchmark({ browser, origin, runs, speed, stopped }: ScrollBenchmarkOptions): Promise<ScrollResult> {
  const games = await fetchAllRngGames(origin);
  console.log(`perf: scroll: ${games.length} RNG games read from the server, served to the page as one list page`);
  const body = onePageBody(games);
  // Unrecorded, as for the loads: the server's and the browser's first-time costs stay out of run 1.
  await scrollRun({ browser, origin, body, speed, run: 0 });
  const results: ScrollResult['runs'] = [];
  for (let i = 1; i <= runs && !stopped(); i++) {
    process.stdout.write(`perf: scroll ${i}/${runs}… `);
    const r = await scrollRun({ browser, origin, body, speed, run: i });
    if (stopped()) break;
    if (!r.ok) {
      results.push(r);
      console.log(`failed: ${r.error}`);
    } else {
      const f = scrollFigures(r.raw);
      results.push({ ...r, figures: f });
      console.log(
        `${f.frames} frames, ${f.latePercent.toFixed(1)} % over budget, ${f.maxTiles} tiles, heap +${f.heapGrowthMB.toFixed(2)} MB (load average ${r.raw.loadAverage.toFixed(1)})`,
      );
    }
  }
  const summary = summariseScroll(results.flatMap((r) => (r.figures ? [r.figures] : [])));
  return {
    path: SCROLL_PATH,
    games: games.length,
    speedPxPerSecond: speed,
    seconds: SCROLL_SECONDS,
    cpuSlowdown: SCROLL_CPU_SLOWDOWN,
    network: 'unthrottled',
    runs: results,
    summary,
    targets: evaluateScrollTargets(summary),
  };
}

export const describeScroll = (r: ScrollResult): string =>
  `scroll: ${r.path} (${r.games} games) | ${r.speedPxPerSecond} px/s for ${r.seconds} s | CPU ×${r.cpuSlowdown}, network ${r.network}`;
