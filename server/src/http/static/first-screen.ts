import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Db } from '../../db/connection.ts';
import { listAnnouncements } from '../../modules/announcements/announcements.ts';
import { hotGames } from '../../modules/games/catalogue.ts';
import { findMerchant } from '../../modules/merchants/merchants.ts';
import { acceptsEncoding } from '../encoding.ts';
import { matchesEtag } from './send-file.ts';

/**
 * Home's first screen in the HTML itself (issue 22, docs/perf.md "Games first"): the server puts
 * the answers of the two calls home's first screen needs — the home announcements (its first
 * banner is the largest paint) and the hot games (its first row is what players came for) — into
 * the home page as a JSON data block, `<script type="application/json" id="first-screen">`, so
 * that the inline start-up script (src/early.ts) shows the banner and the first row while the
 * page is parsed, without a round trip to the API, and hands the answers to the app.
 *
 * - The answers are those a guest gets in the merchant's default language, exactly as the API
 *   sends them (envelope included); the script uses them only on a device in that language, and
 *   asks again for the announcements when a session is kept (their popups are per member).
 * - A data block is not run, so the Content-Security-Policy has nothing to allow; `<` is written
 *   as `\u003c` so that no text of an answer (a banner title) can end the block.
 * - The answers are read on every request (a merchant's change, an announcement's time window,
 *   shows on the next load); the page is compressed again only when they changed, and served
 *   with its own ETag.
 * - Nothing is added for a merchant in maintenance, or when the build's page lacks the marker.
 */

/** Where the block goes: first in <head>, before the inline start-up script that reads it. */
export const FIRST_SCREEN_MARKER = '<meta charset="utf-8" />';
/** The hot games home shows (three rows of three): the rest of the answer would be bytes unseen. */
const HOME_GAMES = 9;

const envelope = (value: unknown) => ({ success: true, value, message: null, errorCode: null });

/** The data block's JSON for the merchant and its first banner's picture, or null (unknown
 *  merchant, maintenance). */
export function firstScreenData(db: Db, merchantCode: string): { json: string; banner?: string } | null {
  const merchant = findMerchant(db, merchantCode);
  if (!merchant || merchant.maintenance) return null;
  const language = merchant.defaultLanguage;
  const home = listAnnouncements(db, merchant.code, { types: ['B', 'PL', 'PU', 'H'], groupName: 'm_home', platform: 'M', language });
  const games = hotGames(db, merchant.code, { language, vendors: [] });
  const data = { language, home: envelope(home), games: envelope({ ...games, list: games.list.slice(0, HOME_GAMES) }) };
  return { json: JSON.stringify(data).replace(/</g, '\\u003c'), banner: home.banners[0]?.imageUrl || undefined };
}

/**
 * The `Link` preload of the first banner's picture, sent with home's headers: the browser asks for
 * it as soon as the headers arrive, before the HTML's body (on 3G about one round trip and the
 * body's bytes earlier than the start-up script could). The address is the one src/early.ts gives
 * the picture on a first visit: on the build's default image CDN (`imageCdn`, routes.json; a path
 * means this origin), the small variant when the browser says Save-Data (the rule of
 * routes/home/banners/banner-url.ts) when the player saves data (`savesData`). Data saver turned
 * on by the 2G rule alone, on a device that never ran the app, still gets the large one.
 */
/** The player saves data: the browser says Save-Data, or the app's data saver is on (its cookie
 *  `ds=1`, src/state/data-saver.ts). */
export function savesData(req: IncomingMessage): boolean {
  return req.headers['save-data'] === 'on' || /(?:^|;\s*)ds=1(?:;|$)/.test(req.headers.cookie ?? '');
}

export function bannerPreload(banner: string | undefined, imageCdn: string, saveData: boolean): string | undefined {
  if (!banner || /[\s<>;,]/.test(banner) || /^(data:|blob:)/.test(banner)) return undefined;
  const path = saveData ? banner.replace(/^(\/cdn\/banners\/[\w-]+)\.webp$/, '$1.sm.webp') : banner;
  let url = path;
  if (!/^https?:/.test(path) && /^https?:\/\//.test(imageCdn)) {
    try {
      url = new URL(path, imageCdn).href;
    } catch {
      return undefined;
    }
  }
  return `<${url}>; rel=preload; as=image; fetchpriority=high`;
}

/** The page with the block, or the page as built when there is nothing to add. */
export function withFirstScreen(html: string, json: string | null): string {
  if (!json || !html.includes(FIRST_SCREEN_MARKER)) return html;
  return html.replace(FIRST_SCREEN_MARKER, () => `${FIRST_SCREEN_MARKER}<script type="application/json" id="first-screen">${json}</script>`);
}

export interface BuiltPage {
  /** The first banner's picture path, if any. */
  banner?: string;
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/** One merchant's home page, rebuilt when its answers or the built file changed. */
export function firstScreenPages(db: Db) {
  const built = new Map<string, { source: string; json: string | null; page: BuiltPage }>();
  return (merchantCode: string, html: string): BuiltPage => {
    // Read on every request (two indexed queries): a merchant's change shows on the next load.
    const data = firstScreenData(db, merchantCode);
    const json = data?.json ?? null;
    const hit = built.get(merchantCode);
    if (hit && hit.source === html && hit.json === json) return hit.page;
    const body = Buffer.from(withFirstScreen(html, json));
    const page = {
      banner: data?.banner,
      body,
      // Quality 11 as the build's files: about 70 ms for home, once per change of the answers.
      br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gzip: gzipSync(body, { level: 9 }),
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    };
    built.set(merchantCode, { source: html, json, page });
    return page;
  };
}

/** Sends a built page as sendFile sends a file: its ETag, a 304 for a match, brotli or gzip. */
export function sendBuiltPage(req: IncomingMessage, res: ServerResponse, page: BuiltPage, headers: Record<string, string>): void {
  const accept = req.headers['accept-encoding'];
  const [body, encoding] = acceptsEncoding(accept, 'br')
    ? [page.br, 'br']
    : acceptsEncoding(accept, 'gzip')
      ? [page.gzip, 'gzip']
      : [page.body, null];
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', page.etag);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (matchesEtag(req.headers['if-none-match'], page.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Length', body.length);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.end(req.method === 'HEAD' ? undefined : body);
}
