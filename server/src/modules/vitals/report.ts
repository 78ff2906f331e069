import type { Db } from '../../db/connection.ts';
import { now } from '../../lib/clock.ts';

/** The field-data report (`npm run admin -- vitals`, docs/field-data.md): each metric's 75th
 *  percentile by page and connection, and the chunks that failed to load. */

export const METRICS = ['fcp', 'lcp', 'cls', 'inp', 'first_game'] as const;
export type Metric = (typeof METRICS)[number];

/** A metric's 75th percentile and how many loads reported it (null: none did). */
export interface Figure {
  p75: number | null;
  count: number;
}

export interface ReportRow {
  page: string;
  /** The effective connection type, or `unknown` (a browser without the Network Information API). */
  connection: string;
  loads: number;
  metrics: Record<Metric, Figure>;
}

export interface Report {
  rows: ReportRow[];
  chunkErrors: { file: string; count: number }[];
}

/** The nearest-rank 75th percentile (the smallest value at or above 75 % of the values), as CrUX
 *  reports field data; null for no values. */
export function p75(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1] ?? null;
}

type Row = { page: string; connection: string | null } & Record<Metric, number | null>;

export function vitalsReport(db: Db, merchant: string, { days, page }: { days: number; page?: string }): Report {
  const since = now() - days * 24 * 60 * 60 * 1000;
  const where = `merchant = ? AND created_at >= ?${page ? ' AND page = ?' : ''}`;
  const params = [merchant, since, ...(page ? [page] : [])];
  const rows = db
    .prepare(`SELECT page, connection, ${METRICS.join(', ')} FROM vitals WHERE ${where} ORDER BY page, connection`)
    .all(...params) as Row[];
  const groups = new Map<string, Row[]>();
  for (const r of rows) {
    const key = `${r.page}\t${r.connection ?? 'unknown'}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const chunkErrors = db
    .prepare(
      `SELECT f.value AS file, count(*) AS count FROM vitals, json_each(vitals.chunk_errors) f
       WHERE ${where} AND chunk_errors IS NOT NULL GROUP BY f.value ORDER BY count DESC, file`,
    )
    .all(...params) as { file: string; count: number }[];
  return {
    rows: [...groups].map(([key, group]) => {
      const [groupPage = '', connection = ''] = key.split('\t');
      const figure = (m: Metric): Figure => {
        const values = group.map((r) => r[m]).filter((v): v is number => v !== null);
        return { p75: p75(values), count: values.length };
      };
      return {
        page: groupPage,
        connection,
        loads: group.length,
        metrics: Object.fromEntries(METRICS.map((m) => [m, figure(m)])) as Record<Metric, Figure>,
      };
    }),
    chunkErrors,
  };
}
