/**
 * The React comparison's pure parts: which files are the entry (from Vite's manifest), and the
 * side-by-side table with the ratios and the targets of issue 7 (≥ 3× fewer entry bytes, ≥ 1.5×
 * faster LCP for the Preact build, 3G profile).
 */

export interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** The entry chunk and every chunk it imports statically (the framework chunk…): what a visit
 *  must download and run before the app starts, in the order found. */
export function entryFiles(manifest: Record<string, ManifestChunk>, entryKey = 'index.html'): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.push(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  if (!manifest[entryKey]) throw new Error(`the manifest has no ${entryKey} entry`);
  visit(entryKey);
  return files;
}

export interface BuildFigures {
  /** Entry chunk and its static imports, brotli bytes (as served). */
  entryBrotli: number;
  /** JS over the wire in a home load on the profile, median (compressed bodies and headers). */
  homeJs: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  /** The smoke check (home renders banners and games; a route change works) passed. */
  works: boolean;
}

export interface Comparison {
  rows: { label: string; preact: string; react: string; ratio: string }[];
  targets: { label: string; ratio: number | null; pass: boolean | null }[];
}

const ratio = (react: number | null, preact: number | null): number | null =>
  react !== null && preact !== null && preact > 0 ? react / preact : null;
const kB = (v: number | null): string => (v === null ? '–' : `${(v / 1000).toFixed(1)} kB`);
const msText = (v: number | null): string => (v === null ? '–' : `${Math.round(v)} ms`);
const times = (r: number | null): string => (r === null ? '–' : `${r.toFixed(2)}×`);

/** Ratios are React ÷ Preact: how many times more bytes, or how many times slower, React is. */
export function compareBuilds(preact: BuildFigures, react: BuildFigures): Comparison {
  const entry = ratio(react.entryBrotli, preact.entryBrotli);
  const lcp = ratio(react.lcpMs, preact.lcpMs);
  return {
    rows: [
      { label: 'entry + static imports (brotli)', preact: kB(preact.entryBrotli), react: kB(react.entryBrotli), ratio: times(entry) },
      {
        label: 'JS transferred, home (median)',
        preact: kB(preact.homeJs),
        react: kB(react.homeJs),
        ratio: times(ratio(react.homeJs, preact.homeJs)),
      },
      { label: 'FCP (median)', preact: msText(preact.fcpMs), react: msText(react.fcpMs), ratio: times(ratio(react.fcpMs, preact.fcpMs)) },
      { label: 'LCP (median)', preact: msText(preact.lcpMs), react: msText(react.lcpMs), ratio: times(lcp) },
      { label: 'smoke check (renders, navigates)', preact: preact.works ? 'passed' : 'FAILED', react: react.works ? 'passed' : 'FAILED', ratio: '' },
    ],
    targets: [
      { label: 'Preact build has ≥ 3× fewer entry bytes', ratio: entry, pass: entry === null ? null : entry >= 3 },
      { label: 'Preact build has ≥ 1.5× faster LCP (3G)', ratio: lcp, pass: lcp === null ? null : lcp >= 1.5 },
    ],
  };
}

export function formatComparison(title: string, c: Comparison): string {
  const header = ['', 'Preact (dist/)', 'React 19 (dist-react/)', 'React ÷ Preact'];
  const cells = [header, ...c.rows.map((r) => [r.label, r.preact, r.react, r.ratio])];
  const widths = header.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  const line = (row: string[]): string =>
    row
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [
    title,
    line(header),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...c.rows.map((r) => line([r.label, r.preact, r.react, r.ratio])),
    ...c.targets.map((t) => `target: ${t.label} → ${t.pass === null ? 'NOT MEASURED' : `${t.pass ? 'met' : 'MISSED'} (${times(t.ratio)})`}`),
  ].join('\n');
}
