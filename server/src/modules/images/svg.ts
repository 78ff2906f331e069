import { createHash } from 'node:crypto';

/** Helpers for the server-drawn demo images (game icons, vendor logos, team images). */

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A stable number from text (FNV-1a): the same code always gets the same colours. */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** HSL (degrees, 0–1, 0–1) to [red, green, blue], each 0–255. */
export function hslRgb(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number): number => {
    const k = (n + h / 30) % 12;
    return Math.round((l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255);
  };
  return [channel(0), channel(8), channel(4)];
}

/** HSL to '#rrggbb': hex works in every SVG renderer, hsl() not in all. */
export function hslHex(h: number, s: number, l: number): string {
  return `#${hslRgb(h, s, l)
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** A strong ETag from the content, in the static files' format. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}
