import type { ServerResponse } from 'node:http';
import type { Envelope } from '../../../contract/envelope.ts';
import { compressBody, isCompressible } from './encoding.ts';
import type { ApiError } from './errors.ts';
import { messageFor, type Language } from './messages.ts';
import { formatRuleText } from './rule-texts.ts';

/**
 * Security headers by kind of answer (docs/perf.md, "Response headers and connections"): each
 * goes only where a browser acts on it, since players pay for every header byte of ~80
 * answers on a cold home.
 *
 * Every answer over TLS: HSTS (a browser ignores it on plain HTTP, and the local demo must stay
 * reachable without TLS).
 */
export function setTransportHeaders(res: ServerResponse, overTls: boolean): void {
  if (overTls) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}

/** Scripts, styles and JSON: used only as their declared type (a JSON answer never runs as a
 *  script, and the browser keeps it from other sites' pages). */
export function setNoSniff(res: ServerResponse): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
}

/**
 * What a browser may show as a page (HTML, and the plain-text error answers): nosniff, the
 * referrer policy, and X-Frame-Options, which repeats a page's CSP frame-ancestors for browsers
 * that know only the older header (the demo game page, framed by our own pages, says SAMEORIGIN).
 */
export function setDocumentHeaders(res: ServerResponse, framing: 'DENY' | 'SAMEORIGIN' = 'DENY'): void {
  setNoSniff(res);
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', framing);
}

/** An HTML page: a document with its Content-Security-Policy and the Permissions-Policy. */
export function setPageHeaders(res: ServerResponse, csp: string, framing: 'DENY' | 'SAMEORIGIN' = 'DENY'): void {
  setDocumentHeaders(res, framing);
  res.setHeader('Content-Security-Policy', csp);
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
}

/**
 * Device features no page of ours uses, denied to the page and anything it frames (it governs
 * documents; other answers would carry its bytes for nothing).
 * A file input (the feedback photos) needs no camera permission; sharing and copying the invite
 * code (web-share, clipboard-write) are used and stay allowed.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

export function sendJson(res: ServerResponse, status: number, body: Envelope, headers: Record<string, string> = {}): void {
  const raw = Buffer.from(JSON.stringify(body));
  const compressed = compressBody(raw, res.req?.headers['accept-encoding']);
  res.statusCode = status;
  setNoSniff(res);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  // Texts (content and messages) follow the Language header: a shared cache must keep them apart;
  // and only an answer long enough to be compressed differs by Accept-Encoding.
  res.setHeader('Vary', isCompressible(raw.length) ? 'Accept-Encoding, Language' : 'Language');
  if (compressed.encoding) res.setHeader('Content-Encoding', compressed.encoding);
  res.setHeader('Content-Length', compressed.body.length);
  // API answers are per player and per moment; routes that can be revalidated say so themselves.
  if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end(res.req?.method === 'HEAD' ? undefined : compressed.body);
}

/** 204: done, nothing to say (no-store still: an intermediary must not answer a beacon itself). */
export function sendNoContent(res: ServerResponse): void {
  res.statusCode = 204;
  res.setHeader('Cache-Control', 'no-store');
  res.end();
}

export function sendSuccess(res: ServerResponse, value: unknown, headers?: Record<string, string>): void {
  sendJson(res, 200, { success: true, value: value ?? null, message: null, errorCode: null }, headers);
}

export function sendApiError(res: ServerResponse, error: ApiError, language: Language): void {
  sendJson(res, error.status, {
    success: false,
    value: error.value,
    // A broken registration rule is said as the rule (issue 17, item 11); other keys have fixed texts.
    message: (error.messageKey === 'register.format.invalid' && formatRuleText(error.value, language)) || messageFor(error.messageKey, language),
    errorCode: error.errorCode,
  });
}

/** Plain text (errors mostly): a browser that navigated to it shows it as a page. */
export function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.statusCode = status;
  setDocumentHeaders(res);
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.setHeader('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end(res.req.method === 'HEAD' ? undefined : text);
}
