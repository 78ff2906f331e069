import type { Db } from '../../db/connection.ts';
import { escapeXml, hashOf, hslHex } from './svg.ts';

/**
 * Demo game icons (/cdn/games/<vendor>/<code>.svg): a gradient tile in colours taken from the
 * game code, a faint glyph for the game type, the name's initials and a vendor badge. About
 * 1 kB each; the server draws them, so 600 icons need no files in the repository.
 */

/** Lottery balls (LOTT and ELOTT). */
const BALLS = '<circle cx="58" cy="30" r="11"/><circle cx="80" cy="30" r="11"/><circle cx="69" cy="12" r="11"/>';

/** Faint background glyphs by game type, drawn in the icon's top right corner. */
const GLYPHS: Readonly<Record<string, string>> = {
  // Star (slots).
  RNG: '<path d="M70 6l6 14 15 1-11 10 3 15-13-8-13 8 3-15-11-10 15-1z"/>',
  // Fish.
  FISH: '<path d="M50 26c10-14 30-14 38 0-8 14-28 14-38 0zm0 0l-10-9v18z"/>',
  // Spade (live tables).
  LIVE: '<path d="M70 6c-10 12-20 18-20 27 0 8 10 11 17 5l-3 12h12l-3-12c7 6 17 3 17-5 0-9-10-15-20-27z"/>',
  // Two cards.
  PVP: '<rect x="52" y="8" width="24" height="34" rx="4" transform="rotate(-12 64 25)"/><rect x="64" y="8" width="24" height="34" rx="4" transform="rotate(12 76 25)"/>',
  // Ball.
  SPORTS: '<circle cx="70" cy="26" r="20"/>',
  LOTT: BALLS,
  ELOTT: BALLS,
  // Diamond (originals).
  INHOUSE: '<path d="M56 14h28l8 10-22 24-22-24z"/>',
};

interface IconGame {
  nameEn: string;
  vendor: string;
  gameType: string;
  gameCode: string;
}

/** 'Golden Tiger Deluxe' → 'GT'; 'Aviator' → 'AV'. */
export function initialsOf(name: string): string {
  const words = name.split(/[\s-]+/).filter((w) => /[A-Za-z0-9]/.test(w));
  const [first = '', second] = words;
  return (second ? `${first[0] ?? ''}${second[0] ?? ''}` : first.slice(0, 2)).toUpperCase();
}

export function gameIconSvg(game: IconGame): string {
  const hash = hashOf(`${game.vendor}/${game.gameCode}`);
  const hue = hash % 360;
  const top = hslHex(hue, 0.7, 0.5);
  const bottom = hslHex((hue + 40 + ((hash >>> 9) % 60)) % 360, 0.65, 0.24);
  const badge = escapeXml(game.vendor.split('_')[0]?.slice(0, 5) ?? '');
  return '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">'
    + `<defs><linearGradient id="g" x2="0.6" y2="1"><stop offset="0" stop-color="${top}"/>`
    + `<stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`
    + '<rect width="96" height="96" rx="18" fill="url(#g)"/>'
    + `<g fill="#fff" opacity=".22">${GLYPHS[game.gameType] ?? ''}</g>`
    + '<text x="48" y="60" text-anchor="middle" font-family="system-ui,Roboto,Arial,sans-serif" font-size="34"'
    + ` font-weight="800" fill="#fff">${escapeXml(initialsOf(game.nameEn))}</text>`
    + '<rect x="24" y="72" width="48" height="16" rx="8" fill="#0d1520" opacity=".8"/>'
    + '<text x="48" y="84" text-anchor="middle" font-family="system-ui,Roboto,Arial,sans-serif" font-size="10"'
    + ` font-weight="700" fill="#f5c443">${badge}</text></svg>`;
}

/** The icon at an icon path of the catalogue, or undefined for a path no game has. */
export function gameIconAt(db: Db, path: string): string | undefined {
  const game = db.prepare(
    `SELECT name_en AS nameEn, vendor, game_type AS gameType, game_code AS gameCode FROM games
     WHERE icon_url = ? LIMIT 1`,
  ).get(path) as IconGame | undefined;
  return game && gameIconSvg(game);
}
