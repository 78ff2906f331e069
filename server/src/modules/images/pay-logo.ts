import { escapeXml } from './svg.ts';

/**
 * Deposit channel logos, `/cdn/pay/<code>.svg` (docs/money.md, "Deposit channels"): drawn by the
 * server, under 1 kB each, a coloured tile with the channel's short mark. Not the brands' artwork:
 * a merchant puts its licensed logos on its CDN under the same paths.
 */

const MARKS: Record<string, { colour: string; mark: string }> = {
  bkash: { colour: '#e2136e', mark: 'bK' },
  nagad: { colour: '#f6921e', mark: 'N' },
  rocket: { colour: '#8c3494', mark: 'R' },
  upay: { colour: '#0a3d91', mark: 'U' },
  bank: { colour: '#1f6f50', mark: 'B' },
  usdt_trc20: { colour: '#26a17b', mark: '₮' },
};

/** The logo of a channel code (lower case), or undefined for none. */
export function payLogoSvg(code: string): string | undefined {
  const logo = MARKS[code];
  if (!logo) return undefined;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
    `<rect width="64" height="64" rx="14" fill="${logo.colour}"/>` +
    '<text x="32" y="42" font-family="Arial,sans-serif" font-size="26" font-weight="700" fill="#fff" text-anchor="middle">' +
    `${escapeXml(logo.mark)}</text></svg>`
  );
}
