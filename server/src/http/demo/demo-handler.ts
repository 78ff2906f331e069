import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../../db/connection.ts';
import { findLaunch } from '../../modules/games/launch.ts';
import { gameIconAt } from '../../modules/images/game-icon.ts';
import { payLogoSvg } from '../../modules/images/pay-logo.ts';
import { etagOf } from '../../modules/images/svg.ts';
import { teamImageSvg } from '../../modules/images/team-images.ts';
import { vendorLogoAt } from '../../modules/images/vendor-logo.ts';
import { compressBody, isCompressible } from '../encoding.ts';
import { CDN_CACHE_CONTROL } from '../static/mime.ts';
import { matchesEtag } from '../static/send-file.ts';
import { sendText, setPageHeaders } from '../respond.ts';
import { DEMO_PAGE_CSP, demoGameHtml, sessionEndedHtml } from './demo-game-page.ts';

/**
 * What the server draws itself instead of serving files: the game icons (PNG), vendor logos,
 * deposit channel logos and team images (SVG) under /cdn/, cached like the other CDN files, and the demo game page of a
 * launch. Returns false for any other path, which the static handler then serves.
 */
export type DemoHandler = (req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams) => boolean;

const GAME_ICON = /^\/cdn\/games\/[a-z0-9_]{1,32}\/[a-z0-9_]{1,64}\.png$/;
/** Game icons were SVG until migration 007: a bookmarked or cached .svg path moves to its .png. */
const OLD_GAME_ICON = /^(\/cdn\/games\/[a-z0-9_]{1,32}\/[a-z0-9_]{1,64})\.svg$/;
const TEAM_IMAGE = /^\/cdn\/teams\/([a-z0-9_]{1,64})\.svg$/;
const VENDOR_LOGO = /^\/cdn\/vendors\/([A-Z0-9_]{1,32})\.svg$/;
const PAY_LOGO = /^\/cdn\/pay\/([a-z0-9_]{1,20})\.svg$/;
const DRAWN_PREFIXES = ['/cdn/games/', '/cdn/teams/', '/cdn/vendors/', '/cdn/pay/'];

interface DrawnImage {
  body: Buffer;
  etag: string;
  type: 'image/png' | 'image/svg+xml';
}

const svgImage = (svg: string | undefined): DrawnImage | undefined =>
  svg === undefined ? undefined : { body: Buffer.from(svg), etag: etagOf(svg), type: 'image/svg+xml' };

/** The image the server draws at `path`, or undefined (a path nothing is drawn at: 404). */
function drawnImage(db: Db, path: string): DrawnImage | undefined {
  if (GAME_ICON.test(path)) {
    const icon = gameIconAt(db, path);
    return icon && { body: icon.png, etag: icon.etag, type: 'image/png' };
  }
  const vendor = VENDOR_LOGO.exec(path)?.[1];
  if (vendor) return svgImage(vendorLogoAt(db, vendor));
  const pay = PAY_LOGO.exec(path)?.[1];
  if (pay) return svgImage(payLogoSvg(pay));
  const team = TEAM_IMAGE.exec(path)?.[1];
  return team ? svgImage(teamImageSvg(team)) : undefined;
}

/** The .png path an old .svg game icon path moved to, when a game has it. */
function movedIcon(db: Db, path: string): string | undefined {
  const base = OLD_GAME_ICON.exec(path)?.[1];
  return base && gameIconAt(db, `${base}.png`) ? `${base}.png` : undefined;
}
const DEMO_GAME = /^\/demo-game\/?$/;

export function createDemoHandler(db: Db): DemoHandler {
  return (req, res, path, query) => {
    const isImage = DRAWN_PREFIXES.some((prefix) => path.startsWith(prefix));
    if (!isImage && !DEMO_GAME.test(path)) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    } else if (isImage) {
      const image = drawnImage(db, path);
      const moved = image ? undefined : movedIcon(db, path);
      if (image) sendImage(req, res, image);
      else if (moved) sendMoved(res, moved);
      else sendText(res, 404, 'Not found');
    } else {
      const session = findLaunch(db, query.get('launch') ?? '');
      sendHtml(req, res, session ? 200 : 404, session ? demoGameHtml(session) : sessionEndedHtml());
    }
    return true;
  };
}

/** Images are at most 3 kB (PNG is compressed already): below where compression pays (encoding.ts). */
function sendImage(req: IncomingMessage, res: ServerResponse, image: DrawnImage): void {
  res.setHeader('Cache-Control', CDN_CACHE_CONTROL);
  res.setHeader('ETag', image.etag);
  // An SVG opened on its own is a document that may hold script: it may run and load nothing. A
  // PNG cannot run anything, so it goes without (most images on home are PNG icons).
  if (image.type === 'image/svg+xml') res.setHeader('Content-Security-Policy', "default-src 'none'");
  if (matchesEtag(req.headers['if-none-match'], image.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = 200;
  res.setHeader('Content-Type', image.type);
  res.setHeader('Content-Length', image.body.length);
  res.end(req.method === 'HEAD' ? undefined : image.body);
}

/** Permanent and cached like the images: a browser asks for an old path once a week at most. */
function sendMoved(res: ServerResponse, location: string): void {
  res.statusCode = 301;
  res.setHeader('Location', location);
  res.setHeader('Cache-Control', CDN_CACHE_CONTROL);
  res.setHeader('Content-Length', 0);
  res.end();
}

function sendHtml(req: IncomingMessage, res: ServerResponse, status: number, html: string): void {
  const raw = Buffer.from(html);
  const { body, encoding } = compressBody(raw, req.headers['accept-encoding']);
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  // Per launch and short-lived: never cached.
  res.setHeader('Cache-Control', 'no-store');
  // As the CSP's frame-ancestors 'self': our own pages may frame the game.
  setPageHeaders(res, DEMO_PAGE_CSP, 'SAMEORIGIN');
  if (isCompressible(raw.length)) res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Content-Length', body.length);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.end(req.method === 'HEAD' ? undefined : body);
}
