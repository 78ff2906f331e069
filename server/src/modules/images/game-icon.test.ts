import { describe, expect, it } from 'vitest';
import { readPng } from '../../../test/png-reader.ts';
import { scaledGame } from '../../db/scale-games.ts';
import { buildSeedGames } from '../../db/seed-data/games.ts';
import { drawGameIcon, initialsOf } from './game-icon.ts';
import { LruCache } from './lru.ts';

const seeded = buildSeedGames();
const vendors = [...new Set(seeded.map((g) => g.vendor))];
/** 100 seeded games of every type and vendor, and 100 of the 10,000 generated ones. */
const SAMPLE = [
  ...Array.from({ length: 100 }, (_, i) => seeded[Math.floor((i * seeded.length) / 100)]).flatMap((g) =>
    g ? [{ nameEn: g.nameEn, vendor: g.vendor, gameType: g.type, gameCode: g.code }] : [],
  ),
  ...Array.from({ length: 100 }, (_, i) => scaledGame(1 + i * 100, vendors)).map((g) => ({
    nameEn: g.nameEn,
    vendor: g.vendor,
    gameType: 'RNG',
    gameCode: g.code,
  })),
];

describe('game icons', () => {
  it('are valid 96×96 indexed-colour PNGs of a few dozen colours, 8 bits each', () => {
    const png = readPng(drawGameIcon(SAMPLE[0] ?? { nameEn: 'A', vendor: 'JL', gameType: 'RNG', gameCode: 'a' }));
    expect(png.chunkTypes).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND']);
    expect([png.width, png.height, ...png.header]).toEqual([96, 96, 8, 3, 0, 0, 0]);
    expect(png.rows.length).toBe((96 + 1) * 96);
    expect(png.palette.length).toBeGreaterThan(16);
    expect(png.palette.length).toBeLessThanOrEqual(48);
  });

  it('are at most 1.2 kB (median 0.9 kB) over 200 seeded and generated games, and drawn the same every time', () => {
    expect(SAMPLE).toHaveLength(200);
    expect(new Set(SAMPLE.map((g) => g.gameType)).size).toBeGreaterThanOrEqual(6);
    const sizes = SAMPLE.map((game) => {
      const png = drawGameIcon(game);
      expect(drawGameIcon({ ...game }).equals(png), game.gameCode).toBe(true);
      return png.length;
    });
    sizes.sort((a, b) => a - b);
    expect(sizes[100]).toBeLessThanOrEqual(900);
    expect(sizes[199]).toBeLessThanOrEqual(1200);
    expect(sizes[0]).toBeGreaterThan(400);
    // 400 PNG encodings: about 1.5 s on a quiet two-core runner, past 5 s under load. What is
    // measured is bytes, not time.
  }, 30_000);

  it('show the banded gradient in colours of the code, the white initials and the gold label on the dark badge', () => {
    const game = { nameEn: 'Golden Tiger', vendor: 'PP', gameType: 'RNG', gameCode: 'golden_tiger' };
    const { colourAt } = readPng(drawGameIcon(game));
    // 'G' at 4× from x 28, y 32: its top bar is ink; the gold label sits on the dark badge.
    expect(colourAt(33, 33)).toEqual([255, 255, 255]);
    expect(colourAt(41, 74)).toEqual([0xf5, 0xc4, 0x43]);
    for (const channel of colourAt(28, 80)) expect(channel).toBeLessThan(60);
    // The gradient in steps of 6 rows, lighter at the top; a step's first row checkered with the one above.
    expect(colourAt(2, 5)).toEqual(colourAt(2, 0));
    expect(colourAt(1, 7)).not.toEqual(colourAt(1, 5));
    expect([colourAt(0, 6), colourAt(1, 6), colourAt(2, 6)]).toEqual([colourAt(0, 5), colourAt(1, 7), colourAt(2, 5)]);
    const lightness = (rgb: number[]): number => Math.max(...rgb) + Math.min(...rgb);
    expect(lightness(colourAt(2, 0))).toBeGreaterThan(lightness(colourAt(2, 95)) + 100);
    const other = readPng(drawGameIcon({ ...game, gameCode: 'golden_tiger_2' }));
    expect(colourAt(2, 2)).not.toEqual(other.colourAt(2, 2));
  });

  it('initials: two words give their first letters, one word its first two; letters and digits only', () => {
    expect(initialsOf('Golden Tiger Deluxe')).toBe('GT');
    expect(initialsOf('Aviator')).toBe('AV');
    expect(initialsOf('Hold & Win')).toBe('HW');
    expect(initialsOf('7 Fortune-Frenzy')).toBe('7F');
    expect(initialsOf('Çé')).toBe('');
  });
});

describe('LRU cache', () => {
  it('keeps the most recently used entries up to its capacity', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.size]).toEqual([1, undefined, 3, 2]);
  });
});
