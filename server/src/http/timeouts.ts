import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError, ErrorCodes } from './errors.ts';
import { parseLanguage } from './messages.ts';
import { isApiPath, splitTarget } from './request-info.ts';
import { sendApiError, sendText } from './respond.ts';

/**
 * How long a client may take to send its request (slow-loris protection; docs/security.md).
 * Node enforces one headersTimeout and one requestTimeout for every route, and looks for
 * requests past them only every `connectionsCheckingInterval` (30 s by default: a documented
 * 10 s took up to 40 s). An upload on 2G needs far longer than any other call, so Node's own
 * requestTimeout is the upload's (the backstop for every request) and `limitBodyTime` cuts every
 * other request's body at the short limit, and an upload's when it stalls.
 */
export interface HttpTimeouts {
  /** The request line and headers (Node's headersTimeout). */
  headersMs: number;
  /** The whole request of every call but an upload (bodies of at most 64 kB). */
  requestMs: number;
  /** The whole request of an upload: three 300 kB photos take 26 s at 2G's 280 kbps; 120 s
   *  leaves a slower or busier link more than four times that. */
  uploadMs: number;
  /** An upload's body may pause this long: a 2G link stalls for seconds, a dead one for good. */
  uploadIdleMs: number;
  /** How often Node looks for requests past their limits. */
  checkEveryMs: number;
  /** How long an idle connection stays open for the next request (Node's keepAliveTimeout). */
  keepAliveMs: number;
}

/**
 * Longer than a player's pause between taps, and than the 60 s idle timeout of common proxies
 * and load balancers (nginx, AWS ALB), so the proxy, not we, closes an idle connection (no 502
 * from a request racing our close). Node's 5 s default made a tap after a short read pay a new
 * TCP (and TLS) handshake: 2–3 round trips, 1.6–2.4 s at 2G's 800 ms. Since Node 18 the
 * headersTimeout counts from a request's first byte, not from the connection's start, so it need
 * not exceed this (Node's one rule: headersTimeout ≤ requestTimeout); keep-alive.test.ts shows an
 * idle connection outliving headersMs is reused.
 */
export const KEEP_ALIVE_MS = 65_000;

export const HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  uploadMs: 120_000,
  uploadIdleMs: 20_000,
  checkEveryMs: 1_000,
  keepAliveMs: KEEP_ALIVE_MS,
};

/**
 * Cuts a request whose body is still arriving after `totalMs` from now, or (with `idleMs`) one
 * whose connection has been silent that long: 408 `request.timeout` (plain text outside the API)
 * and the connection closed. A request already answered only loses its connection.
 */
export function limitBodyTime(req: IncomingMessage, res: ServerResponse, limits: { totalMs: number; idleMs?: number }): void {
  const cut = () => {
    if (req.complete) return;
    if (res.headersSent) {
      req.socket.destroy();
      return;
    }
    res.setHeader('Connection', 'close');
    if (isApiPath(splitTarget(req.url).path)) {
      sendApiError(res, new ApiError(408, ErrorCodes.timeout), parseLanguage(req.headers['language']));
    } else {
      sendText(res, 408, 'Request timeout');
    }
  };
  const timer = setTimeout(cut, limits.totalMs);
  // The socket's own idle timer: it sees the bytes arrive without reading them for us.
  if (limits.idleMs) req.setTimeout(limits.idleMs, cut);
  const done = () => {
    clearTimeout(timer);
    if (limits.idleMs) req.socket?.setTimeout(0);
  };
  req.once('end', done);
  res.once('close', done);
}
