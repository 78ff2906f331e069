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
    (g ? [{ nameEn: g.nameEn, vendor: g.vendor, gameType: g.type, gameCode: g.code }] : [])),
  ...Array.from({ length: 100 }, (_, i) => scaledGame(1 + i * 100, vendors)).map((g) =>
    ({ nameEn: g.nameEn, vendor: g.vendor, gameType: 'RNG', gameCode: g.code })),
];

describe('game icons', () => {
  it('are valid 96×96 8-bit RGB PNGs', () => {
    const png = readPng(drawGameIcon(SAMPLE[0] ?? { nameEn: 'A', vendor: 'JL', gameType: 'RNG', gameCode: 'a' }));
    expect(png.chunkTypes).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect([png.width, png.height, ...png.header]).toEqual([96, 96, 8, 2, 0, 0, 0]);
    expect(png.rows.length).toBe((96 * 3 + 1) * 96);
  });

  it('are at most 3 kB over 200 seeded and generated games, and drawn the same every time', () => {
    expect(SAMPLE).toHaveLength(200);
    expect(new Set(SAMPLE.map((g) => g.gameType)).size).toBeGreaterThanOrEqual(6);
    const sizes = SAMPLE.map((game) => {
      const png = drawGameIcon(game);
      expect(drawGameIcon({ ...game }).equals(png), game.gameCode).toBe(true);
      return png.length;
    });
    expect(Math.max(...sizes)).toBeLessThanOrEqual(3 * 1024);
    expect(Math.min(...sizes)).toBeGreaterThan(400);
  });

  it('show the colours of the code, the white initials and the gold vendor badge', () => {
    const game = { nameEn: 'Golden Tiger', vendor: 'PP', gameType: 'RNG', gameCode: 'golden_tiger' };
    const { pixels } = readPng(drawGameIcon(game));
    const at = (x: number, y: number): number[] => [...pixels.subarray((y * 96 + x) * 3, (y * 96 + x) * 3 + 3)];
    // 'G' at 4× from x 28, y 32: its top bar is ink; the gold label sits on the dark badge.
    expect(at(33, 33)).toEqual([255, 255, 255]);
    expect(at(41, 74)).toEqual([0xf5, 0xc4, 0x43]);
    const other = readPng(drawGameIcon({ ...game, gameCode: 'golden_tiger_2' })).pixels;
    expect(at(2, 2)).not.toEqual([...other.subarray((2 * 96 + 2) * 3, (2 * 96 + 2) * 3 + 3)]);
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
