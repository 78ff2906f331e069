import type { Db } from '../../db/connection.ts';
import { LruCache } from './lru.ts';
import { encodePng } from './png.ts';
import { circle, ellipse, polygon, PaletteCanvas, roundedRect, textWidth, turnedRect, union, type Rgb, type Shape } from './raster.ts';
import { etagOf, hashOf, hslRgb } from './svg.ts';

/**
 * Demo game icons (/cdn/games/<vendor>/<code>.png): a gradient tile in colours taken from the
 * game code, a faint glyph for the game type, the name's initials and a vendor badge, as a
 * 96×96 indexed-colour PNG of 0.64–0.82 kB. Raster like a real platform's CDN: an SVG image costs
 * the browser a document of its own to draw (docs/perf.md). Square: the app rounds the corners.
 * About 40 colours (the gradient's steps, each also under the glyph and the badge, the edges'
 * halfway shades, white and gold): a byte per pixel in long runs, 45% of the bytes of RGB.
 */

const SIZE = 96;
/**
 * Gradient steps of 6 px, each first row checkered with the step above. Median bytes over all
 * 10,617 icons: 746; 24 plain steps 761 and fine lines showed at twice the size; 20 checkered 857.
 */
const BANDS = 16;
const WHITE: Rgb = [255, 255, 255];
const BADGE: Rgb = [0x0d, 0x15, 0x20];
const GOLD: Rgb = [0xf5, 0xc4, 0x43];

const BALLS = union(circle(58, 30, 11), circle(80, 30, 11), circle(69, 12, 11));

/** Faint background glyphs by game type, in the icon's top right corner (inside GLYPH_BOX). */
const GLYPHS: Readonly<Record<string, Shape>> = {
  // Star (slots).
  RNG: polygon([70, 6, 76, 20, 91, 21, 80, 31, 83, 46, 70, 38, 57, 46, 60, 31, 49, 21, 64, 20]),
  // Fish: a body and a tail.
  FISH: union(ellipse(69, 26, 19, 10.5), polygon([51, 26, 40, 17, 40, 35])),
  // Spade (live tables): two lobes, a point and a stem.
  LIVE: union(circle(61, 31, 10), circle(79, 31, 10), polygon([70, 6, 89, 29, 51, 29]), polygon([67, 36, 73, 36, 76, 50, 64, 50])),
  // Two cards.
  PVP: union(turnedRect(52, 8, 24, 34, -12, 64, 25), turnedRect(64, 8, 24, 34, 12, 76, 25)),
  // Ball.
  SPORTS: circle(70, 26, 20),
  LOTT: BALLS,
  ELOTT: BALLS,
  // Diamond (originals).
  INHOUSE: polygon([56, 14, 84, 14, 92, 24, 70, 48, 48, 24]),
};
const GLYPH_BOX: [number, number, number, number] = [36, 0, SIZE, 52];

/** Initials at four times the bitmap font (20×28 px), the badge text at twice (10×14 px). */
const INITIALS_SCALE = 4;
const BADGE_SCALE = 2;

interface IconGame {
  nameEn: string;
  vendor: string;
  gameType: string;
  gameCode: string;
}

/** 'Golden Tiger Deluxe' → 'GT'; 'Aviator' → 'AV': letters and digits only (the bitmap font's). */
export function initialsOf(name: string): string {
  const words = name
    .toUpperCase()
    .split(/[\s-]+/)
    .map((w) => w.replace(/[^A-Z0-9]/g, ''))
    .filter(Boolean);
  const [first = '', second] = words;
  return second ? `${first[0]}${second[0]}` : first.slice(0, 2);
}

export function drawGameIcon(game: IconGame): Buffer {
  const hash = hashOf(`${game.vendor}/${game.gameCode}`);
  const hue = hash % 360;
  const canvas = new PaletteCanvas(SIZE, SIZE);
  canvas.fillGradient(hslRgb(hue, 0.7, 0.5), hslRgb((hue + 40 + ((hash >>> 9) % 60)) % 360, 0.65, 0.24), BANDS);
  const glyph = GLYPHS[game.gameType];
  if (glyph) canvas.fill(glyph, WHITE, 0.22, GLYPH_BOX);

  const initials = initialsOf(game.nameEn);
  canvas.text(initials, Math.round((SIZE - textWidth(initials, INITIALS_SCALE)) / 2), 32, INITIALS_SCALE, WHITE);

  const label = (game.vendor.split('_')[0] ?? '').slice(0, 5);
  const labelWidth = textWidth(label, BADGE_SCALE);
  const badgeWidth = Math.max(48, labelWidth + 12);
  const badgeLeft = (SIZE - badgeWidth) / 2;
  canvas.fill(roundedRect(badgeLeft, 70, badgeWidth, 20, 10), BADGE, 0.8, [0, 70, SIZE, 90]);
  canvas.text(label, Math.round((SIZE - labelWidth) / 2), 73, BADGE_SCALE, GOLD);
  return encodePng(SIZE, SIZE, { palette: canvas.palette, indices: canvas.indices });
}

export interface GameIcon {
  png: Buffer;
  etag: string;
}

/**
 * Drawn on demand (about 1.5 ms) and kept: 4,096 icons of about 0.75 kB are 3 MB, enough for the
 * seeded games and many screens of the 10,000 generated ones (browsers keep theirs a week; all
 * 10,617 would be 8 MB). Keyed by what the icon shows, so a renamed game is redrawn.
 */
const drawn = new LruCache<string, GameIcon>(4096);

/** The icon of the game whose icon path is `path`, or undefined for a path no game has. */
export function gameIconAt(db: Db, path: string): GameIcon | undefined {
  const game = db
    .prepare(
      `SELECT name_en AS nameEn, vendor, game_type AS gameType, game_code AS gameCode FROM games
     WHERE icon_url = ? LIMIT 1`,
    )
    .get(path) as IconGame | undefined;
  if (!game) return undefined;
  const key = JSON.stringify([game.vendor, game.gameCode, game.gameType, game.nameEn]);
  let icon = drawn.get(key);
  if (!icon) {
    const png = drawGameIcon(game);
    icon = { png, etag: etagOf(png) };
    drawn.set(key, icon);
  }
  return icon;
}
