import { cpus, loadavg } from 'node:os';
import type { ScenarioReport } from '../test/load/scenarios.ts';

/** The bench's table: one line per scenario, then every broken integrity rule. */
export function formatReport(reports: ScenarioReport[]): string {
  const cells = (r: ScenarioReport): string[] => [
    r.name,
    String(r.stats.requests),
    String(r.stats.connections),
    r.stats.seconds.toFixed(2),
    r.stats.rps.toFixed(0),
    String(r.stats.p50Ms),
    String(r.stats.p99Ms),
    r.problems.length === 0 ? 'ok' : `${r.problems.length} FAILED`,
  ];
  const rows = [['scenario', 'requests', 'sockets', 'seconds', 'req/s', 'p50 ms', 'p99 ms', 'integrity'], ...reports.map(cells)];
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
  const lines = rows.map((row) => row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '));
  const problems = reports.flatMap((r) => r.problems.map((p) => `  ${r.name}: ${p}`));
  return [...lines, ...(problems.length > 0 ? ['', 'Integrity failures:', ...problems] : [])].join('\n');
}

/** What the figures were measured on: they mean little without it. */
export function machineLine(): string {
  const cpu = cpus();
  return `${cpu.length} CPU(s) ${cpu[0]?.model ?? ''}, Node ${process.version}, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;
}
