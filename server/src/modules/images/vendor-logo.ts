import type { Db } from '../../db/connection.ts';
import { escapeXml, hashOf, hslHex } from './svg.ts';

/**
 * Demo vendor logos (/cdn/vendors/<VENDOR_CODE>.svg): a 120×48 rounded badge in a colour taken
 * from the vendor code, with the vendor's short name in bold. Under 1 kB; drawn, not stored.
 */

const LABEL_MAX = 12;
/** Width the label may use inside the badge, and a bold sans glyph's average width in em. */
const TEXT_WIDTH = 104;
const GLYPH_EM = 0.62;

/** 'Pragmatic Play' → 'Pragmatic', 'BD Play Originals' → 'BD Play': whole words, at most 12 characters. */
export function shortVendorName(displayName: string, code: string): string {
  if (displayName.length <= LABEL_MAX) return displayName;
  let label = '';
  for (const word of displayName.split(/\s+/)) {
    const next = label ? `${label} ${word}` : word;
    if (next.length > LABEL_MAX) break;
    label = next;
  }
  return label || code.slice(0, LABEL_MAX);
}

export function vendorLogoSvg(code: string, displayName: string): string {
  const hash = hashOf(code);
  const hue = hash % 360;
  const label = shortVendorName(displayName, code);
  const size = Math.min(20, Math.floor(TEXT_WIDTH / (GLYPH_EM * label.length)));
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="48" viewBox="0 0 120 48">' +
    `<defs><linearGradient id="v" x2="1" y2="1"><stop offset="0" stop-color="${hslHex(hue, 0.65, 0.42)}"/>` +
    `<stop offset="1" stop-color="${hslHex((hue + 30 + ((hash >>> 9) % 40)) % 360, 0.6, 0.22)}"/></linearGradient></defs>` +
    `<rect x="1" y="1" width="118" height="46" rx="12" fill="url(#v)" stroke="${hslHex(hue, 0.7, 0.7)}" stroke-width="2"/>` +
    `<text x="60" y="${24 + Math.round(size * 0.36)}" text-anchor="middle" font-family="system-ui,Roboto,Arial,sans-serif"` +
    ` font-size="${size}" font-weight="800" fill="#fff">${escapeXml(label)}</text></svg>`
  );
}

/** The logo of a vendor code some merchant has, or undefined. */
export function vendorLogoAt(db: Db, code: string): string | undefined {
  const vendor = db.prepare('SELECT code, display_name AS displayName FROM vendors WHERE code = ? LIMIT 1').get(code) as
    { code: string; displayName: string } | undefined;
  return vendor && vendorLogoSvg(vendor.code, vendor.displayName);
}
