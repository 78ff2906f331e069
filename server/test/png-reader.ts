import { inflateSync } from 'node:zlib';
import { crc32 } from '../src/modules/images/png.ts';

/**
 * A test-only PNG reader for the drawn images (8-bit grayscale, indexed colour of 1–8 bits):
 * checks the signature and every chunk's CRC, reads IHDR and PLTE and undoes the row filters,
 * so tests can look at the pixels the encoder wrote.
 */

export interface ReadPng {
  width: number;
  height: number;
  /** The IHDR bytes after width and height: bit depth, colour type, compression, filter, interlace. */
  header: number[];
  chunkTypes: string[];
  /** PLTE as [red, green, blue] entries; empty without one. */
  palette: number[][];
  /** The inflated IDAT stream: a filter byte, then the filtered row, for every row. */
  rows: Buffer;
  /** One value per pixel, unfiltered and unpacked: gray level or palette index. */
  pixels: Uint8Array;
  /** The pixel's colour: [gray], or its palette entry's [red, green, blue]. */
  colourAt(x: number, y: number): number[];
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

export function readPng(png: Buffer): ReadPng {
  if (!png.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG signature');
  const chunks: Array<{ type: string; data: Buffer }> = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const typeAndData = png.subarray(at + 4, at + 8 + length);
    if (png.readUInt32BE(at + 8 + length) !== crc32(typeAndData)) throw new Error('bad CRC');
    chunks.push({ type: typeAndData.subarray(0, 4).toString('ascii'), data: typeAndData.subarray(4) });
    at += 12 + length;
  }
  const ihdr = chunks[0]?.data ?? Buffer.alloc(13);
  const [width, height, bits] = [ihdr.readUInt32BE(0), ihdr.readUInt32BE(4), ihdr[8] ?? 8];
  const plte = chunks.find((c) => c.type === 'PLTE')?.data ?? Buffer.alloc(0);
  const palette = Array.from({ length: plte.length / 3 }, (_, i) => [...plte.subarray(i * 3, i * 3 + 3)]);
  const rows = inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)));

  // Filters work on bytes, the byte to the left standing in for the pixel to the left.
  const stride = Math.ceil((width * bits) / 8);
  const bytes = new Uint8Array(stride * height);
  const at = (y: number, i: number): number => (y < 0 || i < 0 ? 0 : (bytes[y * stride + i] ?? 0));
  for (let y = 0; y < height; y++) {
    const filter = rows[y * (stride + 1)];
    for (let i = 0; i < stride; i++) {
      const [a, b, c] = [at(y, i - 1), at(y - 1, i), at(y - 1, i - 1)];
      const predicted = filter === 1 ? a : filter === 2 ? b : filter === 3 ? (a + b) >> 1 : filter === 4 ? paeth(a, b, c) : 0;
      bytes[y * stride + i] = ((rows[y * (stride + 1) + 1 + i] ?? 0) + predicted) & 0xff;
    }
  }
  const pixels = Uint8Array.from({ length: width * height }, (_, p) => {
    const [y, x] = [Math.floor(p / width), p % width];
    return (at(y, (x * bits) >> 3) >> (8 - bits - ((x * bits) & 7))) & ((1 << bits) - 1);
  });
  const colourAt = (x: number, y: number): number[] => {
    const value = pixels[y * width + x] ?? 0;
    return ihdr[9] === 3 ? (palette[value] ?? []) : [value];
  };
  return { width, height, header: [...ihdr.subarray(8)], chunkTypes: chunks.map((c) => c.type), palette, rows, pixels, colourAt };
}
