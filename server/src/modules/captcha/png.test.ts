import { describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, drawCaptcha } from './image.ts';
import { crc32, encodeGrayPng } from './png.ts';

/** Splits a PNG into its chunks, checking each CRC. */
function chunks(png: Buffer): Array<{ type: string; data: Buffer }> {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const out = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const typeAndData = png.subarray(at + 4, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(typeAndData));
    out.push({ type: typeAndData.subarray(0, 4).toString('ascii'), data: typeAndData.subarray(4) });
    at += 12 + length;
  }
  return out;
}

describe('PNG encoder', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('IEND'))).toBe(0xae426082);
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });

  it('writes IHDR, IDAT and IEND for an 8-bit grayscale image', () => {
    const png = encodeGrayPng(2, 2, Uint8Array.from([0, 255, 128, 64]));
    const [ihdr, idat, iend] = chunks(png);
    expect([ihdr?.type, idat?.type, iend?.type]).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect([...(ihdr?.data ?? [])]).toEqual([0, 0, 0, 2, 0, 0, 0, 2, 8, 0, 0, 0, 0]);
    expect([...inflateSync(idat?.data ?? Buffer.alloc(0))]).toEqual([0, 0, 255, 0, 128, 64]);
  });
});

describe('captcha picture', () => {
  it('is a 120×40 PNG of about a kilobyte with ink on it, different every time', () => {
    const png = drawCaptcha('038127');
    expect(png.length).toBeLessThan(2500);
    const idat = chunks(png).find((c) => c.type === 'IDAT')?.data ?? Buffer.alloc(0);
    const rows = inflateSync(idat);
    expect(rows.length).toBe((CAPTCHA_WIDTH + 1) * CAPTCHA_HEIGHT);
    const dark = [...rows].filter((v, i) => i % (CAPTCHA_WIDTH + 1) !== 0 && v < 100).length;
    // Six 15×21 glyphs are a few hundred dark pixels, plus lines and dots.
    expect(dark).toBeGreaterThan(300);
    expect(drawCaptcha('038127').equals(png)).toBe(false);
  });

  it('fits 16 digits for a merchant that asks for that many', () => {
    expect(() => drawCaptcha('0123456789012345')).not.toThrow();
  });
});
