import { randomInt } from 'node:crypto';
import { GLYPH_HEIGHT, GLYPH_WIDTH, inked } from '../images/bitmap-font.ts';
import { encodePng } from '../images/png.ts';

/**
 * Draws a captcha: the digits from the bitmap font, scaled, each with its own offset, slant and
 * darkness, over a speckled background crossed by a few lines. 120×40 px (the client reserves
 * that box), grayscale PNG of about 1–2 kB.
 */

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;

class Canvas {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height);
  }

  set(x: number, y: number, level: number): void {
    const px = Math.round(x);
    const py = Math.round(y);
    if (px >= 0 && px < this.width && py >= 0 && py < this.height) this.pixels[py * this.width + px] = level;
  }
}

const between = (min: number, max: number): number => randomInt(min, max + 1);

function drawDigit(canvas: Canvas, digit: string, left: number, top: number, scale: number): void {
  const level = between(20, 90);
  const slant = between(-2, 2) / 10; // pixels of x shift per pixel of y, from the glyph's middle
  const middle = (GLYPH_HEIGHT * scale) / 2;
  for (let gy = 0; gy < GLYPH_HEIGHT; gy++) {
    for (let gx = 0; gx < GLYPH_WIDTH; gx++) {
      if (!inked(digit, gx, gy)) continue;
      for (let dy = 0; dy < scale; dy++) {
        for (let dx = 0; dx < scale; dx++) {
          const y = gy * scale + dy;
          canvas.set(left + gx * scale + dx + slant * (y - middle), top + y, level);
        }
      }
    }
  }
}

function drawLine(canvas: Canvas, x0: number, y0: number, x1: number, y1: number, level: number): void {
  const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0));
  for (let i = 0; i <= steps; i++) {
    canvas.set(x0 + ((x1 - x0) * i) / steps, y0 + ((y1 - y0) * i) / steps, level);
  }
}

export function drawCaptcha(answer: string): Buffer {
  const canvas = new Canvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  // A soft left-to-right shade rather than per-pixel noise: noise would not compress (2G bytes).
  const shade = between(0, 1);
  for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
    for (let x = 0; x < CAPTCHA_WIDTH; x++) {
      const t = shade ? x / CAPTCHA_WIDTH : 1 - x / CAPTCHA_WIDTH;
      canvas.pixels[y * CAPTCHA_WIDTH + x] = 250 - Math.round(t * 24);
    }
  }

  // Three times the font size for six digits; smaller when a merchant asks for more.
  const step = Math.floor((CAPTCHA_WIDTH - 8) / answer.length);
  const scale = Math.max(1, Math.min(3, Math.floor(step / (GLYPH_WIDTH + 1))));
  const glyphHeight = GLYPH_HEIGHT * scale;
  const start = Math.floor((CAPTCHA_WIDTH - step * answer.length) / 2) + Math.floor((step - GLYPH_WIDTH * scale) / 2);
  [...answer].forEach((digit, i) => {
    const top = Math.floor((CAPTCHA_HEIGHT - glyphHeight) / 2) + between(-5, 5);
    drawDigit(canvas, digit, start + i * step + between(-1, 1), Math.max(1, Math.min(CAPTCHA_HEIGHT - glyphHeight - 1, top)), scale);
  });

  for (let i = 0; i < 3; i++) {
    drawLine(canvas, 0, between(0, CAPTCHA_HEIGHT - 1), CAPTCHA_WIDTH - 1, between(0, CAPTCHA_HEIGHT - 1), between(110, 170));
  }
  for (let i = 0; i < 90; i++) {
    canvas.set(between(0, CAPTCHA_WIDTH - 1), between(0, CAPTCHA_HEIGHT - 1), between(0, 1) ? between(40, 120) : 255);
  }
  return encodePng(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, { gray: canvas.pixels });
}
