import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

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
/** The demo vendor's bet call (routes/bets.ts): an API call, with the envelope and its headers. */
export const DEMO_BET_PATH = '/demo-game/bet';

/** The platform's API lives under /wps and /lgw (and /lotto/lgw); everything else is the app. */
export function isApiPath(path: string): boolean {
  return path === DEMO_BET_PATH || API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * The client's address. Without trusted proxies (TRUST_PROXY unset or 0), the socket's: any
 * player could write any X-Forwarded-For. Behind `trustProxy` proxies of ours, each of which
 * appends the address it was reached from, the Nth entry from the right is the one the outermost
 * proxy saw; entries left of it are whatever the client sent. A header with fewer entries, or an
 * entry that is no IP address, means a proxy did not do its part: the socket's address then
 * (docs/security.md, "Trusted proxies"). Node joins repeated header lines with ', ', in order.
 */
export function clientIp(req: IncomingMessage, trustProxy: number): string {
  const socketIp = stripMappedPrefix(req.socket.remoteAddress ?? '');
  if (trustProxy < 1) return socketIp;
  const entries = [req.headers['x-forwarded-for'] ?? ''].flat().join(',').split(',');
  const appended = entries.length >= trustProxy ? stripMappedPrefix(entries[entries.length - trustProxy]!.trim()) : '';
  return isIP(appended) ? appended : socketIp;
}

/**
 * Whether the player's connection is TLS: the socket's own word, or behind proxies of ours the
 * X-Forwarded-Proto the nearest one sent (its last value; with several proxies the inner ones
 * pass the outer one's scheme on). Without TRUST_PROXY the header is the client's and ignored.
 */
export function isTlsRequest(req: IncomingMessage, trustProxy: number): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted === true) return true;
  if (trustProxy < 1) return false;
  const proto = [req.headers['x-forwarded-proto'] ?? ''].flat().join(',').split(',').pop();
  return proto?.trim().toLowerCase() === 'https';
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
