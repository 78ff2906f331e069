import type { IncomingMessage } from 'node:http';

/**
 * Splits the raw request target into path and query without `new URL()`, which would read
 * `//host/x` as a host and so change the path the server thinks it is serving.
 */
export function splitTarget(target: string | undefined): { path: string; query: URLSearchParams } {
  const raw = target ?? '/';
  const q = raw.indexOf('?');
  const path = q === -1 ? raw : raw.slice(0, q);
  return { path: path || '/', query: new URLSearchParams(q === -1 ? '' : raw.slice(q + 1)) };
}

const API_PREFIXES = ['/wps', '/lgw', '/lotto/lgw'];

/** The platform's API lives under /wps and /lgw (and /lotto/lgw); everything else is the app. */
export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Client address from the socket. X-Forwarded-For is trusted only behind our own proxy
 * (TRUST_PROXY=1); otherwise any player could claim any address.
 */
export function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return stripMappedPrefix(first);
  }
  return stripMappedPrefix(req.socket.remoteAddress ?? '');
}

function stripMappedPrefix(ip: string): string {
  return ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
}

export type MerchantHeader = { kind: 'one'; code: string } | { kind: 'missing' } | { kind: 'duplicate' };

/**
 * Node folds repeated custom headers into one comma-joined value, so duplicates are counted on
 * rawHeaders. The platform gateway answers two Merchant headers with function.not.available.
 */
export function readMerchantHeader(req: IncomingMessage): MerchantHeader {
  const values: string[] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i]?.toLowerCase() === 'merchant') values.push(req.rawHeaders[i + 1] ?? '');
  }
  if (values.length > 1) return { kind: 'duplicate' };
  const code = values[0]?.trim();
  return code ? { kind: 'one', code } : { kind: 'missing' };
}
