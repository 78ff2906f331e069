import type { Db } from '../db/connection.ts';
import { OTHER_PAGE, VITALS_PAGES } from '../modules/vitals/pages.ts';
import { METRICS, vitalsReport, type Figure, type Metric } from '../modules/vitals/report.ts';
import type { Output } from './output.ts';

/** `vitals [--days N] [--page P]` (docs/field-data.md): field data's p75s and chunk failures. */

export const VITALS_USAGE = 'vitals [--days N] [--page NAME]  (N 1-30, default 7)';
export const VITALS_OPTIONS = { vitals: ['--days', '--page'] } as const;

/** The options, or undefined for bad usage. */
export function parseVitalsArgs(days: string | undefined, page: string | undefined): { days: number; page?: string } | undefined {
  const n = days === undefined ? 7 : /^\d{1,2}$/.test(days) ? Number(days) : NaN;
  if (!(n >= 1 && n <= 30)) return undefined;
  if (page !== undefined && !VITALS_PAGES.has(page) && page !== OTHER_PAGE) return undefined;
  return { days: n, page };
}

/** Times in whole ms, the shift score with three decimals; `-` when no load reported it. */
const shown = (m: Metric, f: Figure): string => (f.p75 === null ? '-' : `${m === 'cls' ? f.p75.toFixed(3) : Math.round(f.p75)} (${f.count})`);

export function printVitals(db: Db, merchant: string, options: { days: number; page?: string }, out: Output): void {
  const { rows, chunkErrors } = vitalsReport(db, merchant, options);
  out.log(`${merchant}: field data of the last ${options.days} day(s)${options.page ? `, page ${options.page}` : ''}; p75 (count)`);
  if (rows.length === 0) {
    out.log('(no page loads)');
  } else {
    const table = [
      ['page', 'connection', 'loads', ...METRICS],
      ...rows.map((r) => [r.page, r.connection, String(r.loads), ...METRICS.map((m) => shown(m, r.metrics[m]))]),
    ];
    const widths = table[0]!.map((_, i) => Math.max(...table.map((cells) => cells[i]!.length)));
    // Numbers line up on the right, names on the left.
    for (const cells of table) out.log(cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  '));
  }
  out.log('chunk-load failures');
  if (chunkErrors.length === 0) out.log('  (none)');
  for (const { file, count } of chunkErrors) out.log(`  ${String(count).padStart(5)}  ${file}`);
}
