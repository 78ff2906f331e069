import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../../db/connection.ts';
import { findLaunch } from '../../modules/games/launch.ts';
import { gameIconAt } from '../../modules/images/game-icon.ts';
import { etagOf } from '../../modules/images/svg.ts';
import { teamImageSvg } from '../../modules/images/team-images.ts';
import { compressBody } from '../encoding.ts';
import { CDN_CACHE_CONTROL } from '../static/mime.ts';
import { matchesEtag } from '../static/send-file.ts';
import { sendText } from '../respond.ts';
import { DEMO_PAGE_CSP, demoGameHtml, sessionEndedHtml } from './demo-game-page.ts';

/**
 * What the server draws itself instead of serving files: the game icons and team images under
 * /cdn/ (cached like the other CDN files) and the demo game page of a launch. Returns false for
 * any other path, which the static handler then serves.
 */
export type DemoHandler = (req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams) => boolean;

const GAME_ICON = /^\/cdn\/games\/[a-z0-9_]{1,32}\/[a-z0-9_]{1,64}\.svg$/;
const TEAM_IMAGE = /^\/cdn\/teams\/([a-z0-9_]{1,64})\.svg$/;
const DEMO_GAME = /^\/demo-game\/?$/;

export function createDemoHandler(db: Db): DemoHandler {
  return (req, res, path, query) => {
    const isImage = path.startsWith('/cdn/games/') || path.startsWith('/cdn/teams/');
    if (!isImage && !DEMO_GAME.test(path)) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    } else if (isImage) {
      const svg = GAME_ICON.test(path) ? gameIconAt(db, path) : teamImageSvg(TEAM_IMAGE.exec(path)?.[1] ?? '');
      if (svg) sendSvg(req, res, svg);
      else sendText(res, 404, 'Not found', { Vary: 'Accept-Encoding' });
    } else {
      const session = findLaunch(db, query.get('launch') ?? '');
      sendHtml(req, res, session ? 200 : 404, session ? demoGameHtml(session) : sessionEndedHtml());
    }
    return true;
  };
}

/** Icons are under 1 kB: below the size where compression pays (encoding.ts), so sent as they are. */
function sendSvg(req: IncomingMessage, res: ServerResponse, svg: string): void {
  const etag = etagOf(svg);
  res.setHeader('Cache-Control', CDN_CACHE_CONTROL);
  res.setHeader('ETag', etag);
  // An SVG opened on its own is a document: it may run nothing and load nothing.
  res.setHeader('Content-Security-Policy', "default-src 'none'");
  if (matchesEtag(req.headers['if-none-match'], etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = 200;
  res.setHeader('Content-Type', 'image/svg+xml');
  res.setHeader('Content-Length', Buffer.byteLength(svg));
  res.end(req.method === 'HEAD' ? undefined : svg);
}

function sendHtml(req: IncomingMessage, res: ServerResponse, status: number, html: string): void {
  const { body, encoding } = compressBody(Buffer.from(html), req.headers['accept-encoding']);
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  // Per launch and short-lived: never cached.
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Security-Policy', DEMO_PAGE_CSP);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Content-Length', body.length);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.end(req.method === 'HEAD' ? undefined : body);
}
