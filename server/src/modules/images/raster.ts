import { GLYPH_HEIGHT, GLYPH_WIDTH, inked } from './bitmap-font.ts';

/**
 * A tiny RGB canvas for the drawn PNG images: a vertical gradient, shapes given as "is this point
 * inside" tests (edges smoothed from 4×4 samples per pixel) and text in the bitmap font.
 */

export type Rgb = readonly [number, number, number];
/** True when the point (in pixels, y down) is inside the shape. */
export type Shape = (x: number, y: number) => boolean;

export const circle = (cx: number, cy: number, r: number): Shape => (x, y) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;

export const ellipse = (cx: number, cy: number, rx: number, ry: number): Shape =>
  (x, y) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;

/** A polygon from flat [x0, y0, x1, y1, …] points (even-odd rule). */
export function polygon(points: readonly number[]): Shape {
  return (x, y) => {
    let inside = false;
    for (let i = 0, j = points.length - 2; i < points.length; j = i, i += 2) {
      const xi = points[i] ?? 0;
      const yi = points[i + 1] ?? 0;
      const xj = points[j] ?? 0;
      const yj = points[j + 1] ?? 0;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
    return inside;
  };
}

/** The rectangle (x, y, width, height) turned by `degrees` about (cx, cy), as a polygon. */
export function turnedRect(x: number, y: number, w: number, h: number, degrees: number, cx: number, cy: number): Shape {
  const [cos, sin] = [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)];
  const corners: Array<[number, number]> = [[x, y], [x + w, y], [x + w, y + h], [x, y + h]];
  return polygon(corners.flatMap(([px, py]) => [cx + (px - cx) * cos - (py - cy) * sin, cy + (px - cx) * sin + (py - cy) * cos]));
}

export function roundedRect(x: number, y: number, w: number, h: number, r: number): Shape {
  return (px, py) => {
    const dx = Math.max(x + r - px, 0, px - (x + w - r));
    const dy = Math.max(y + r - py, 0, py - (y + h - r));
    return px >= x && px <= x + w && py >= y && py <= y + h && dx * dx + dy * dy <= r * r;
  };
}

export const union = (...shapes: Shape[]): Shape => (x, y) => shapes.some((inside) => inside(x, y));

const SAMPLES = 4;

/**
 * How much of pixel (x, y) the shape covers, 0–1. A pixel whose four corners agree is taken as
 * wholly in or out (the shapes here are far wider than a pixel); only edge pixels are sampled 4×4.
 */
function coverageOf(inside: Shape, x: number, y: number): number {
  const corners = Number(inside(x, y)) + Number(inside(x + 1, y)) + Number(inside(x, y + 1)) + Number(inside(x + 1, y + 1));
  if (corners === 0 || corners === 4) return corners / 4;
  let hits = 0;
  for (let sy = 0; sy < SAMPLES; sy++) {
    for (let sx = 0; sx < SAMPLES; sx++) if (inside(x + (sx + 0.5) / SAMPLES, y + (sy + 0.5) / SAMPLES)) hits++;
  }
  return hits / (SAMPLES * SAMPLES);
}

export class RgbCanvas {
  readonly pixels: Uint8Array;

  constructor(readonly width: number, readonly height: number) {
    this.pixels = new Uint8Array(width * height * 3);
  }

  /** Top to bottom, one colour per row: rows that repeat the row above filter to almost nothing. */
  fillGradient(top: Rgb, bottom: Rgb): void {
    for (let y = 0; y < this.height; y++) {
      const t = y / (this.height - 1);
      const row = top.map((c, i) => Math.round(c + ((bottom[i] ?? 0) - c) * t));
      for (let x = 0; x < this.width; x++) this.pixels.set(row, (y * this.width + x) * 3);
    }
  }

  /** Paints `colour` at `opacity` over the shape, within the box [x0, y0, x1, y1) only (speed). */
  fill(inside: Shape, colour: Rgb, opacity: number, [x0, y0, x1, y1] = [0, 0, this.width, this.height]): void {
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const coverage = coverageOf(inside, x, y);
        if (coverage) this.blend(x, y, colour, opacity * coverage);
      }
    }
  }

  /** Text in the bitmap font, `scale` pixels per font pixel, one font pixel between glyphs. */
  text(text: string, left: number, top: number, scale: number, colour: Rgb): void {
    [...text].forEach((char, i) => {
      for (let gy = 0; gy < GLYPH_HEIGHT * scale; gy++) {
        for (let gx = 0; gx < GLYPH_WIDTH * scale; gx++) {
          if (inked(char, Math.floor(gx / scale), Math.floor(gy / scale))) {
            this.blend(left + i * (GLYPH_WIDTH + 1) * scale + gx, top + gy, colour, 1);
          }
        }
      }
    });
  }

  private blend(x: number, y: number, colour: readonly number[], opacity: number): void {
    if (x < 0 || x >= this.width || y < 0 || y >= this.height) return;
    const at = (y * this.width + x) * 3;
    for (let i = 0; i < 3; i++) {
      const under = this.pixels[at + i] ?? 0;
      this.pixels[at + i] = Math.round(under + ((colour[i] ?? 0) - under) * opacity);
    }
  }
}

/** Width in pixels of `text` in the bitmap font at `scale`. */
export const textWidth = (text: string, scale: number): number => (text.length * (GLYPH_WIDTH + 1) - 1) * scale;
