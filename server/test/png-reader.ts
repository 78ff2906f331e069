import { inflateSync } from 'node:zlib';
import { crc32 } from '../src/modules/images/png.ts';

/**
 * A test-only PNG reader for the drawn images: checks the signature and every chunk's CRC, reads
 * IHDR and undoes the row filters, so tests can look at the pixels the encoder wrote.
 */

export interface ReadPng {
  width: number;
  height: number;
  /** The IHDR bytes after width and height: bit depth, colour type, compression, filter, interlace. */
  header: number[];
  chunkTypes: string[];
  /** The inflated IDAT stream: a filter byte, then the filtered row, for every row. */
  rows: Buffer;
  /** Unfiltered, row by row. */
  pixels: Uint8Array;
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
  const [width, height] = [ihdr.readUInt32BE(0), ihdr.readUInt32BE(4)];
  const bpp = ihdr[9] === 2 ? 3 : 1;
  const rows = inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  const stride = width * bpp;
  const pixels = new Uint8Array(stride * height);
  const at = (y: number, i: number): number => (y < 0 || i < 0 ? 0 : pixels[y * stride + i] ?? 0);
  for (let y = 0; y < height; y++) {
    const filter = rows[y * (stride + 1)];
    for (let i = 0; i < stride; i++) {
      const [a, b, c] = [at(y, i - bpp), at(y - 1, i), at(y - 1, i - bpp)];
      const predicted = filter === 1 ? a : filter === 2 ? b : filter === 3 ? (a + b) >> 1 : filter === 4 ? paeth(a, b, c) : 0;
      pixels[y * stride + i] = ((rows[y * (stride + 1) + 1 + i] ?? 0) + predicted) & 0xff;
    }
  }
  return { width, height, header: [...ihdr.subarray(8)], chunkTypes: chunks.map((c) => c.type), rows, pixels };
}
