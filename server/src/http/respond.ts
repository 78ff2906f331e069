import type { ServerResponse } from 'node:http';
import type { Envelope } from '../../../contract/envelope.ts';
import { compressBody } from './encoding.ts';
import type { ApiError } from './errors.ts';
import { messageFor, type Language } from './messages.ts';
import { formatRuleText } from './rule-texts.ts';

/**
 * Headers every response carries, API or static. X-Frame-Options repeats the CSP's
 * frame-ancestors for browsers that know only the older header (the demo game page, framed by
 * our own pages, says SAMEORIGIN). HSTS only over TLS: a browser ignores it on plain HTTP, and
 * the local demo must stay reachable without TLS.
 */
export function setSecurityHeaders(res: ServerResponse, overTls: boolean): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  if (overTls) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}

/**
 * Device features no page of ours uses, denied to the page and anything it frames: the only
 * header for pages alone (it governs documents; API answers would carry its bytes for nothing).
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
  const compressed = compressBody(Buffer.from(JSON.stringify(body)), res.req?.headers['accept-encoding']);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  // Texts (content and messages) follow the Language header: a shared cache must keep them apart.
  res.setHeader('Vary', 'Accept-Encoding, Language');
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

export function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.setHeader('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end(res.req.method === 'HEAD' ? undefined : text);
}
