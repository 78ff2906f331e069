import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseBody, readBody } from '../body.ts';
import { ApiError, ErrorCodes } from '../errors.ts';
import { sendApiError, sendSuccess } from '../respond.ts';
import { parseFaultRule, type FaultTable } from './rules.ts';

export const FAULT_CONTROL_PATH = '/wps/dev/faults';

const SCOPE = /^[\w.-]{1,64}$/;

/**
 * Tests switch faults for their own scope (development and test mode only; docs/faults.md):
 *
 *   PUT    /wps/dev/faults  {"scope":"s1","rules":["error@/wps/*"]}   replace s1's rules
 *   DELETE /wps/dev/faults?scope=s1                                  clear them
 *   GET    /wps/dev/faults?scope=s1                                  s1's rules, then the global ones
 *
 * Never itself faulted, so a test can always clear what it set.
 */
export async function handleFaultControl(req: IncomingMessage, res: ServerResponse, query: URLSearchParams, faults: FaultTable): Promise<void> {
  try {
    if (req.method === 'GET') return sendSuccess(res, { rules: faults.list(query.get('scope') ?? undefined) });
    if (req.method === 'DELETE') {
      faults.set(scopeOf(query.get('scope')), []);
      return sendSuccess(res, { rules: [] });
    }
    if (req.method !== 'PUT') {
      res.setHeader('Allow', 'GET, PUT, DELETE');
      throw new ApiError(405, ErrorCodes.methodNotAllowed);
    }
    const body = parseBody(await readBody(req), req.headers['content-type']) as { scope?: unknown; rules?: unknown } | undefined;
    const scope = scopeOf(body?.scope);
    if (!Array.isArray(body?.rules) || !body.rules.every((r) => typeof r === 'string')) throw new ApiError(400, ErrorCodes.paramInvalid);
    const rules = body.rules.map((text: string) => {
      try {
        return parseFaultRule(text);
      } catch {
        throw new ApiError(400, ErrorCodes.paramInvalid);
      }
    });
    faults.set(scope, rules);
    sendSuccess(res, { rules: rules.map((r) => r.text) });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    sendApiError(res, error, 'EN');
  }
}

function scopeOf(value: unknown): string {
  if (typeof value !== 'string' || !SCOPE.test(value)) throw new ApiError(400, ErrorCodes.paramInvalid);
  return value;
}
