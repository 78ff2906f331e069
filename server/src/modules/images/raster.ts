import { GLYPH_HEIGHT, GLYPH_WIDTH, inked } from './bitmap-font.ts';

/**
 * A tiny indexed-colour canvas for the drawn PNG images: a banded vertical gradient, shapes given
 * as "is this point inside" tests (edges smoothed from 4×4 samples per pixel) and text in the
 * bitmap font.
 */

export type Rgb = readonly [number, number, number];
/** True when the point (in pixels, y down) is inside the shape. */
export type Shape = (x: number, y: number) => boolean;

export const circle =
  (cx: number, cy: number, r: number): Shape =>
  (x, y) =>
    (x - cx) ** 2 + (y - cy) ** 2 <= r * r;

export const ellipse =
  (cx: number, cy: number, rx: number, ry: number): Shape =>
  (x, y) =>
    ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;

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
  const corners: Array<[number, number]> = [
    [x, y],
    [x + w, y],
    [x + w, y + h],
    [x, y + h],
  ];
  return polygon(corners.flatMap(([px, py]) => [cx + (px - cx) * cos - (py - cy) * sin, cy + (px - cx) * sin + (py - cy) * cos]));
}

export function roundedRect(x: number, y: number, w: number, h: number, r: number): Shape {
  return (px, py) => {
    const dx = Math.max(x + r - px, 0, px - (x + w - r));
    const dy = Math.max(y + r - py, 0, py - (y + h - r));
    return px >= x && px <= x + w && py >= y && py <= y + h && dx * dx + dy * dy <= r * r;
  };
}

export const union =
  (...shapes: Shape[]): Shape =>
  (x, y) =>
    shapes.some((inside) => inside(x, y));

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

/**
 * Edge coverage is rounded to halves: one in-between shade per edge keeps the badge's round ends
 * smooth. Measured on all 10,617 game icons (median bytes): halves 746, quarters 898 (more palette
 * entries and broken runs a 96 px icon does not show), hard edges 627 but visibly jagged.
 */
const COVERAGE_LEVELS = 2;

/**
 * An indexed-colour canvas: every pixel is an index into `palette`, which gains each colour the
 * first time it is drawn (in drawing order, so the same drawing gives the same palette). Few
 * colours make a small PNG: one byte or less per pixel, and long runs that deflate well. Fill the
 * gradient first: it gives every pixel its first colour.
 */
export class PaletteCanvas {
  readonly indices: Uint8Array;
  readonly palette: Rgb[] = [];
  private readonly indexByColour = new Map<number, number>();

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.indices = new Uint8Array(width * height);
  }

  /**
   * Top to bottom in `bands` steps of one colour each, the first row of a step checkered with the
   * step above: a half step the eye blends, so 16 steps look nearly as smooth as 32 (and cost less
   * than 24 plain ones). A step's other rows are one long run each.
   */
  fillGradient(top: Rgb, bottom: Rgb, bands: number): void {
    let above = -1;
    for (let y = 0; y < this.height; y++) {
      const t = Math.floor((y * bands) / this.height) / (bands - 1);
      const index = this.indexOf(top.map((c, i) => Math.round(c + ((bottom[i] ?? 0) - c) * t)));
      const row = this.indices.subarray(y * this.width, (y + 1) * this.width).fill(index);
      if (above >= 0 && above !== index) for (let x = 0; x < this.width; x += 2) row[x] = above;
      above = index;
    }
  }

  /** Paints `colour` at `opacity` over the shape, within the box [x0, y0, x1, y1) only (speed). */
  fill(inside: Shape, colour: Rgb, opacity: number, [x0, y0, x1, y1] = [0, 0, this.width, this.height]): void {
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const coverage = Math.round(coverageOf(inside, x, y) * COVERAGE_LEVELS) / COVERAGE_LEVELS;
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

  private indexOf(colour: readonly number[]): number {
    const [r = 0, g = 0, b = 0] = colour;
    const key = (r << 16) | (g << 8) | b;
    let index = this.indexByColour.get(key);
    if (index === undefined) {
      if (this.palette.length === 256) throw new Error('a PNG palette holds at most 256 colours');
      index = this.palette.push([r, g, b]) - 1;
      this.indexByColour.set(key, index);
    }
    return index;
  }

  private blend(x: number, y: number, colour: Rgb, opacity: number): void {
    if (x < 0 || x >= this.width || y < 0 || y >= this.height) return;
    const at = y * this.width + x;
    const under = this.palette[this.indices[at] ?? 0] ?? [0, 0, 0];
    this.indices[at] = this.indexOf(under.map((c, i) => Math.round(c + ((colour[i] ?? 0) - c) * opacity)));
  }
}

/** Width in pixels of `text` in the bitmap font at `scale`. */
export const textWidth = (text: string, scale: number): number => (text.length * (GLYPH_WIDTH + 1) - 1) * scale;
