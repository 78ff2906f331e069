// Field data's pure parts (docs/field-data.md): CLS session windows and INP as web-vitals
// computes them, the chunk file names, and the beacon built from what was observed.
import { describe, expect, it } from 'vitest';
import { buildBeacon, chunkFile, cumulativeLayoutShift, interactionToNextPaint, type Observed } from './metrics';

describe('cumulativeLayoutShift', () => {
  it('is 0 without shifts, and sums shifts less than 1 s apart', () => {
    expect(cumulativeLayoutShift([])).toBe(0);
    expect(
      cumulativeLayoutShift([
        { t: 100, v: 0.1 },
        { t: 900, v: 0.05 },
      ]),
    ).toBeCloseTo(0.15);
  });

  it('starts a new window after a 1 s gap and keeps the largest window', () => {
    const shifts = [
      { t: 0, v: 0.1 },
      { t: 500, v: 0.1 },
      { t: 2000, v: 0.05 },
      { t: 2500, v: 0.05 },
      { t: 2900, v: 0.05 },
    ];
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.2);
  });

  it('caps a window at 5 s even when shifts keep coming less than 1 s apart', () => {
    const shifts = Array.from({ length: 12 }, (_, i) => ({ t: i * 800, v: 0.01 }));
    // 0..4800 is one window (7 shifts); 5600 starts the next (5 shifts).
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.07);
  });

  it('does not depend on the order the entries arrive in', () => {
    expect(
      cumulativeLayoutShift([
        { t: 500, v: 0.1 },
        { t: 0, v: 0.1 },
        { t: 3000, v: 0.15 },
      ]),
    ).toBeCloseTo(0.2);
  });
});

describe('interactionToNextPaint', () => {
  it('is undefined without interactions, and the worst one below 50', () => {
    expect(interactionToNextPaint([])).toBeUndefined();
    expect(interactionToNextPaint([40, 300, 120])).toBe(300);
    expect(interactionToNextPaint(Array.from({ length: 49 }, (_, i) => i + 1))).toBe(49);
  });

  it('skips the worst one per 50 interactions (the 98th percentile approximation)', () => {
    const fifty = [900, ...Array.from({ length: 49 }, () => 100)];
    expect(interactionToNextPaint(fifty)).toBe(100);
    const hundred = [900, 800, 700, ...Array.from({ length: 97 }, () => 60)];
    expect(interactionToNextPaint(hundred)).toBe(700);
  });
});

describe('chunkFile', () => {
  it('is the file name of a failed import or preload, without path or query', () => {
    expect(chunkFile(new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:4470/assets/home-Bx3k9a_Q.js'))).toBe(
      'home-Bx3k9a_Q.js',
    );
    // The app's preload helper (scripts/build/preload-helper.ts) rejects with the address, maybe with ?retry=n.
    expect(chunkFile(new Error('https://m.example/assets/SecondScreen-D4.css?retry=2'))).toBe('SecondScreen-D4.css');
    expect(chunkFile('x/messages-9z.js')).toBe('messages-9z.js');
  });

  it('is `unknown` when the error names no file', () => {
    expect(chunkFile(new Error('chunk load failed'))).toBe('unknown');
    expect(chunkFile(null)).toBe('unknown');
    expect(chunkFile(undefined)).toBe('unknown');
  });
});

describe('buildBeacon', () => {
  const base = { id: 'abcdefgh12345678', page: 'home', conn: '4g', saveData: false, sw: true };
  const observed: Observed = {
    fcp: 812.44,
    lcp: 1500.6,
    shifts: [{ t: 100, v: 0.012345 }],
    interactions: [56.2, 180],
    firstGame: 900.2,
    chunkErrors: [new Error('/assets/a-1.js'), new Error('/assets/a-1.js?retry=1'), new Error('/assets/b-2.css')],
  };

  it('rounds times to whole ms and CLS to 4 decimals, and names each failed file once', () => {
    expect(buildBeacon(base, observed)).toEqual({
      ...base,
      fcp: 812,
      lcp: 1501,
      cls: 0.0123,
      inp: 180,
      firstGame: 900,
      chunkErrors: ['a-1.js', 'b-2.css'],
    });
  });

  it('leaves out what the browser did not report: no shift support is no CLS, not 0', () => {
    const json = JSON.stringify(buildBeacon({ ...base, conn: undefined }, { interactions: [], chunkErrors: [] }));
    expect(JSON.parse(json)).toEqual({ id: base.id, page: 'home', saveData: false, sw: true });
    expect(buildBeacon(base, { shifts: [], interactions: [], chunkErrors: [] }).cls).toBe(0);
  });

  it('drops a connection type the server does not know', () => {
    expect(buildBeacon({ ...base, conn: '5g' }, observed).conn).toBeUndefined();
  });

  it('stays under 300 bytes with every metric and the first three of eight long file names', () => {
    const chunkErrors = Array.from({ length: 8 }, (_, i) => new Error(`/assets/member-centre-${i}AbCdEf12.js`));
    const json = JSON.stringify(buildBeacon({ ...base, page: 'transactionRecord', conn: 'slow-2g' }, { ...observed, chunkErrors }));
    expect(JSON.parse(json).chunkErrors).toEqual(['member-centre-0AbCdEf12.js', 'member-centre-1AbCdEf12.js', 'member-centre-2AbCdEf12.js']);
    expect(json.length).toBeLessThan(300);
  });
});
