import type { IncomingMessage } from 'node:http';
import { ApiError, ErrorCodes } from './errors.ts';

/** 64 kB is ample for every form the client sends (encrypted bodies included). */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Reads the request body into memory, refusing anything above the limit. A declared
 * Content-Length above the limit is refused before reading a byte; a chunked body is counted
 * as it arrives. The request is left to Node to drain, so the 413 still reaches the client.
 */
export async function readBody(req: IncomingMessage, limit = BODY_LIMIT_BYTES): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw new ApiError(413, ErrorCodes.bodyTooLarge);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new ApiError(413, ErrorCodes.bodyTooLarge);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Parses a JSON or form-urlencoded body (the platform's forgot-password call is a form post).
 * An empty body is `undefined`; anything unreadable is 400 request.body.invalid.
 */
export function parseBody(raw: Buffer, contentType: string | undefined): unknown {
  if (raw.length === 0) return undefined;
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
  const text = raw.toString('utf8');
  if (type === 'application/x-www-form-urlencoded') {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, ErrorCodes.bodyInvalid);
  }
}
