import { describe, expect, it } from 'vitest';
import { readPng } from '../../../test/png-reader.ts';
import { crc32, encodePng } from './png.ts';

/** A palette of `n` distinct colours. */
const paletteOf = (n: number): Array<[number, number, number]> => Array.from({ length: n }, (_, i) => [i, 255 - i, (i * 7) % 256]);

describe('PNG encoder', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('IEND'))).toBe(0xae426082);
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });

  it('writes IHDR, IDAT and IEND for an 8-bit grayscale image whose filtered rows read back', () => {
    expect([...readPng(encodePng(2, 2, { gray: Uint8Array.from([0, 255, 128, 64]) })).pixels]).toEqual([0, 255, 128, 64]);
    // A gradient, a flat run and noise-like bytes: rows that pick different filters.
    const gray = Uint8Array.from({ length: 21 * 5 }, (_, i) => (i < 45 ? i * 5 : i < 75 ? 200 : (i * 97) % 251));
    const png = readPng(encodePng(21, 5, { gray }));
    expect(png.chunkTypes).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect([png.width, png.height, ...png.header]).toEqual([21, 5, 8, 0, 0, 0, 0]);
    expect([...png.pixels]).toEqual([...gray]);
    expect(() => encodePng(21, 5, { gray: gray.subarray(1) })).toThrow(/pixel count/);
  });

  it('writes indexed colour (colour type 3) with a PLTE chunk, unfiltered rows, 8 bits for 17+ colours', () => {
    const palette = paletteOf(20);
    const indices = Uint8Array.from({ length: 7 * 5 }, (_, i) => (i < 14 ? 3 : (i * 13) % 20));
    const png = readPng(encodePng(7, 5, { palette, indices }));
    expect(png.chunkTypes).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND']);
    expect([png.width, png.height, ...png.header]).toEqual([7, 5, 8, 3, 0, 0, 0]);
    expect(png.palette).toEqual(palette);
    expect(png.rows.length).toBe((7 + 1) * 5);
    expect([0, 1, 2, 3, 4].map((y) => png.rows[y * 8])).toEqual([0, 0, 0, 0, 0]);
    expect([...png.pixels]).toEqual([...indices]);
    expect(png.colourAt(6, 4)).toEqual(palette[indices[34] ?? 0]);
  });

  it('packs 1, 2 or 4 bits per pixel when the palette is that small, each row from a new byte', () => {
    for (const [colours, bits] of [
      [2, 1],
      [3, 2],
      [4, 2],
      [16, 4],
    ] as const) {
      const indices = Uint8Array.from({ length: 7 * 3 }, (_, i) => (i * 5) % colours);
      const png = readPng(encodePng(7, 3, { palette: paletteOf(colours), indices }));
      expect(png.header.slice(0, 2), `${colours} colours`).toEqual([bits, 3]);
      expect(png.rows.length, `${colours} colours`).toBe((Math.ceil((7 * bits) / 8) + 1) * 3);
      expect([...png.pixels], `${colours} colours`).toEqual([...indices]);
    }
  });

  it('refuses indices the palette does not hold and palettes of no or over 256 colours', () => {
    const indices = Uint8Array.from([0, 1, 2, 3]);
    expect(() => encodePng(2, 2, { palette: paletteOf(3), indices })).toThrow(/palette/);
    expect(() => encodePng(2, 2, { palette: [], indices: new Uint8Array(4) })).toThrow(/palette/);
    expect(() => encodePng(2, 2, { palette: paletteOf(257), indices })).toThrow(/palette/);
    expect(() => encodePng(2, 2, { palette: paletteOf(4), indices: indices.subarray(1) })).toThrow(/pixel count/);
  });
});
