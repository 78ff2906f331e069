import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Mode } from '../config.ts';
import type { Db } from '../db/connection.ts';
import type { UploadLimits } from '../modules/feedback/quota.ts';
import type { Guards } from '../modules/limits/guards.ts';
import { findMerchant, type Merchant } from '../modules/merchants/merchants.ts';
import { RuleError } from '../modules/rule-error.ts';
import { authenticate } from '../modules/session/sessions.ts';
import { parseBody, readBody } from './body.ts';
import { parseCookies } from './cookies.ts';
import { ApiError, ErrorCodes, isClientGone } from './errors.ts';
import { parseLanguage } from './messages.ts';
import { clientIp, isTlsRequest, readMerchantHeader } from './request-info.ts';
import { sendApiError, sendNoContent, sendSuccess, sendText } from './respond.ts';
import { PlainText, type Router } from './router.ts';

export interface ApiDeps {
  db: Db;
  router: Router;
  trustProxy: number;
  mode: Mode;
  guards: Guards;
  uploadDir: string;
  uploadLimits: UploadLimits;
}

const MERCHANT_CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * The gateway's order of checks: exactly one known Merchant header, then the maintenance gate,
 * then the route, then the body. Checking the merchant first means a foreign request learns
 * nothing about which paths exist.
 */
export async function handleApi(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams, deps: ApiDeps): Promise<void> {
  let language = parseLanguage(req.headers['language']);
  try {
    const merchant = resolveMerchant(req, deps.db);
    // Without a Language header, the merchant's own default language (bdm01 BN, bdm02 EN).
    if (req.headers['language'] === undefined) language = merchant.defaultLanguage;
    if (merchant.maintenance && !isMaintenanceExempt(path)) {
      throw new ApiError(400, ErrorCodes.functionNotAvailable, 'system.maintenance');
    }
    const match = deps.router.match(req.method ?? 'GET', path);
    if (match.kind === 'not-found') throw new ApiError(404, ErrorCodes.pathNotFound);
    if (match.kind === 'method-not-allowed') {
      res.setHeader('Allow', match.allowed.join(', '));
      throw new ApiError(405, ErrorCodes.methodNotAllowed);
    }
    const { rawBody } = match.route;
    if (rawBody) {
      // No megabytes are read for a request that will be refused anyway; the connection closes
      // after the answer, so the unread body is not drained either.
      res.setHeader('Connection', 'close');
      rawBody.admit?.(authenticate(deps.db, merchant.code, req.headers.authorization || undefined), deps);
    }
    const raw = await readBody(req, rawBody?.limit ?? match.route.bodyLimit);
    const body = rawBody ? raw : parseBody(raw, req.headers['content-type']);
    const cookies: string[] = [];
    const value = await match.route.handler({
      db: deps.db,
      merchant,
      language,
      ip: clientIp(req, deps.trustProxy),
      overTls: isTlsRequest(req, deps.trustProxy),
      query,
      headers: req.headers,
      body,
      token: req.headers.authorization || undefined,
      cookies: parseCookies(req.headers.cookie),
      setCookie: (cookie) => cookies.push(cookie),
      mode: deps.mode,
      guards: deps.guards,
      uploadDir: deps.uploadDir,
      uploadLimits: deps.uploadLimits,
    });
    if (match.route.cacheControl) res.setHeader('Cache-Control', match.route.cacheControl);
    if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
    if (match.route.noContent) sendNoContent(res);
    else if (value instanceof PlainText) sendText(res, 200, value.text, { 'Cache-Control': value.cacheControl });
    else sendSuccess(res, value);
  } catch (caught) {
    // A client that hung up mid-upload (or was cut for being too slow) is nobody to answer.
    if (res.headersSent || isClientGone(caught)) {
      res.destroy();
      return;
    }
    // Modules refuse with RuleError (they know nothing of HTTP); it becomes the same envelope.
    const error = caught instanceof RuleError ? new ApiError(caught.status, caught.errorCode, caught.errorCode, caught.value) : caught;
    if (error instanceof ApiError) {
      // Stop reading an oversized upload: the client gets the 413 and the socket is not reused.
      if (error.status === 413) res.setHeader('Connection', 'close');
      const retryAfter = (error.value as { retryAfter?: unknown } | null)?.retryAfter;
      if (error.status === 429 && typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
      sendApiError(res, error, language);
      return;
    }
    console.error(`[api] ${req.method} ${path} failed:`, error);
    sendApiError(res, new ApiError(500, ErrorCodes.systemError), language);
  }
}

function resolveMerchant(req: IncomingMessage, db: Db): Merchant {
  const header = readMerchantHeader(req);
  if (header.kind === 'duplicate') throw new ApiError(400, ErrorCodes.functionNotAvailable);
  if (header.kind === 'missing') throw new ApiError(400, ErrorCodes.merchantRequired);
  const merchant = MERCHANT_CODE_PATTERN.test(header.code) ? findMerchant(db, header.code) : undefined;
  if (!merchant) throw new ApiError(400, ErrorCodes.merchantNotFound);
  return merchant;
}

/**
 * During maintenance the client still needs its boot data (to show the maintenance page) and the
 * key; the development outbox is a test tool, not a player feature.
 */
function isMaintenanceExempt(path: string): boolean {
  return path.startsWith('/wps/system/') || path === '/wps/session/key/rsa' || path.startsWith('/wps/dev/');
}
