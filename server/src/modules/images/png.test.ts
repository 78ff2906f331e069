import { describe, expect, it } from 'vitest';
import { readPng } from '../../../test/png-reader.ts';
import { crc32, encodePng } from './png.ts';

describe('PNG encoder', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('IEND'))).toBe(0xae426082);
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });

  it('writes IHDR, IDAT and IEND for an 8-bit grayscale image', () => {
    const png = readPng(encodePng(2, 2, 1, Uint8Array.from([0, 255, 128, 64])));
    expect(png.chunkTypes).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect([png.width, png.height, ...png.header]).toEqual([2, 2, 8, 0, 0, 0, 0]);
    expect([...png.pixels]).toEqual([0, 255, 128, 64]);
  });

  it('writes 8-bit RGB (colour type 2) whose filtered rows read back to the same pixels', () => {
    // A gradient, a flat run and noise-like bytes: rows that pick different filters.
    const pixels = Uint8Array.from({ length: 7 * 5 * 3 }, (_, i) => (i < 45 ? i * 5 : i < 75 ? 200 : (i * 97) % 251));
    const png = readPng(encodePng(7, 5, 3, pixels));
    expect([png.width, png.height, ...png.header]).toEqual([7, 5, 8, 2, 0, 0, 0]);
    expect(png.rows.length).toBe((7 * 3 + 1) * 5);
    expect([...png.pixels]).toEqual([...pixels]);
    expect(() => encodePng(7, 5, 3, pixels.subarray(1))).toThrow(/pixel count/);
  });
});
