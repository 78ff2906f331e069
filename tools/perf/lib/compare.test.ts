import { describe, expect, it } from 'vitest';
import { compareBuilds, entryFiles, formatComparison, type BuildFigures } from './compare.ts';

describe('entryFiles', () => {
  it('takes the entry and its static imports, once each, not its dynamic ones', () => {
    const manifest = {
      'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_framework', '_runtime'] },
      _framework: { file: 'assets/framework-b.js', imports: ['_runtime'] },
      _runtime: { file: 'assets/rolldown-runtime-c.js' },
      'src/routes/home/index.tsx': { file: 'assets/home-d.js', imports: ['_framework'] },
    };
    expect(entryFiles(manifest)).toEqual(['assets/index-a.js', 'assets/framework-b.js', 'assets/rolldown-runtime-c.js']);
    expect(() => entryFiles({})).toThrow(/no index.html/);
  });
});

describe('compareBuilds', () => {
  const preact: BuildFigures = { entryBrotli: 21_000, homeJs: 40_000, fcpMs: 700, lcpMs: 1600, works: true };

  it('gives React ÷ Preact ratios and judges the targets', () => {
    const c = compareBuilds(preact, { entryBrotli: 84_000, homeJs: 100_000, fcpMs: 700, lcpMs: 2000, works: true });
    expect(c.rows.map((r) => r.ratio)).toEqual(['4.00×', '2.50×', '1.00×', '1.25×', '']);
    expect(c.targets).toEqual([
      { label: 'Preact build has ≥ 3× fewer entry bytes', ratio: 4, pass: true },
      { label: 'Preact build has ≥ 1.5× faster LCP (3G)', ratio: 1.25, pass: false },
    ]);
    const text = formatComparison('t', c);
    expect(text).toContain('target: Preact build has ≥ 3× fewer entry bytes → met (4.00×)');
    expect(text).toContain('→ MISSED (1.25×)');
    expect(text).toMatch(/entry \+ static imports \(brotli\)\s+21\.0 kB\s+84\.0 kB\s+4\.00×/);
  });

  it('says NOT MEASURED without figures, and FAILED for a build that does not work', () => {
    const c = compareBuilds(preact, { entryBrotli: 84_000, homeJs: null, fcpMs: null, lcpMs: null, works: false });
    expect(c.targets[1]).toEqual({ label: 'Preact build has ≥ 1.5× faster LCP (3G)', ratio: null, pass: null });
    expect(formatComparison('t', c)).toContain('NOT MEASURED');
    expect(c.rows[4]).toMatchObject({ preact: 'passed', react: 'FAILED' });
  });
});
