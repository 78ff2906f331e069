// `node scripts/make-app-icons.mjs [dir]`: the web-app manifest's icons (public/icons by default).
// Draws the web-app icons after public/favicon.svg (a green disc with a gold centre on the dark
// surface), as 8-bit palette PNGs (zlib only).
import { deflateSync } from 'node:zlib';
import { writeFileSync } from 'node:fs';

const BG = [0x16, 0x22, 0x32],
  GREEN = [0x12, 0xa1, 0x50],
  GOLD = [0xf5, 0xc4, 0x43];
const LEVELS = 16; // coverage shades of each edge
const blend = (a, b) => Array.from({ length: LEVELS }, (_, i) => a.map((x, k) => Math.round(x + ((b[k] - x) * i) / (LEVELS - 1))));
const palette = [...blend(BG, GREEN), ...blend(GREEN, GOLD)];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type), data]);
  const c = Buffer.alloc(4);
  c.writeUInt32BE(crc(td));
  return Buffer.concat([len, td, c]);
};

/** The favicon's two discs (radius 9/32 and 4/32 of the size): 4×4 supersampling per pixel. */
function draw(size) {
  const c = size / 2,
    r1 = (size * 9) / 32,
    r2 = (size * 4) / 32;
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(size + 1); // filter byte 0
    for (let x = 0; x < size; x++) {
      let green = 0,
        gold = 0;
      for (let sy = 0; sy < 4; sy++)
        for (let sx = 0; sx < 4; sx++) {
          const d = Math.hypot(x + (sx + 0.5) / 4 - c, y + (sy + 0.5) / 4 - c);
          if (d <= r2) gold++;
          else if (d <= r1) green++;
        }
      // Edges of the outer disc blend dark→green; edges of the inner one green→gold.
      row[x + 1] = gold > 0 ? LEVELS + Math.round((gold / 16) * (LEVELS - 1)) : Math.round((green / 16) * (LEVELS - 1));
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 3; // 8-bit, palette
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('PLTE', Buffer.from(palette.flat())),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = process.argv[2] ?? 'public/icons';
// The mark (radius 28% of the size) sits inside the maskable safe zone (40%), so one drawing serves
// as both the plain and the maskable icon; the background fills the whole square.
writeFileSync(`${out}/icon-192.png`, draw(192));
writeFileSync(`${out}/icon-512.png`, draw(512));
writeFileSync(`${out}/apple-touch-icon.png`, draw(180));
