import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseCookies } from '../cookies.ts';
import { ErrorCodes } from '../errors.ts';
import { isApiPath } from '../request-info.ts';
import { sendJson, sendText, setNoSniff } from '../respond.ts';
import type { FaultRule } from './rules.ts';

/** The test scope a request belongs to (rules.ts): the `fault_scope` cookie or `X-Fault-Scope` header. */
export function faultScope(req: IncomingMessage): string | undefined {
  const header = req.headers['x-fault-scope'];
  return (typeof header === 'string' && header) || parseCookies(req.headers.cookie)['fault_scope'] || undefined;
}

/** What a broken proxy or a cut link delivers: JSON that does not parse, or the first part of one. */
const MALFORMED_JSON = '{"success":true,"value":{"list":[{"id":1,}]}';
const CUT_JSON = '{"success":true,"value":{"list":[{"id":1,"name":"';

/**
 * Plays the fault on this request. Resolves true when the fault took the request over, false when
 * the real handler should answer (after the added latency).
 */
export async function injectFault(rule: FaultRule, req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
  const api = isApiPath(path);
  switch (rule.kind) {
    case 'latency':
      await new Promise((resolve) => setTimeout(resolve, rule.ms));
      return res.destroyed;
    case 'error':
      if (api) sendJson(res, 500, { success: false, value: null, message: 'System error', errorCode: ErrorCodes.systemError });
      else sendText(res, 500, 'Internal server error');
      return true;
    case 'malformed':
      setNoSniff(res);
      res.writeHead(200, { 'Content-Type': api ? 'application/json; charset=utf-8' : 'text/plain', 'Cache-Control': 'no-store' });
      res.end(MALFORMED_JSON);
      return true;
    case 'truncate':
      setNoSniff(res);
      res.writeHead(200, {
        'Content-Type': api ? 'application/json; charset=utf-8' : 'application/octet-stream',
        'Content-Length': String(CUT_JSON.length * 4),
        'Cache-Control': 'no-store',
      });
      res.write(CUT_JSON, () => res.destroy());
      return true;
    case 'drop':
      req.socket.destroy();
      return true;
    case 'hang': {
      // Nothing: the client's own time-out ends it, or the drop after `ms`, or the server's shutdown.
      if (rule.ms) {
        const drop = setTimeout(() => req.socket.destroy(), rule.ms);
        res.on('close', () => clearTimeout(drop));
      }
      return true;
    }
  }
}
