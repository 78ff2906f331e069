import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** True when the Accept-Encoding header allows `coding` (an explicit q=0 refuses it). */
export function acceptsEncoding(header: string | undefined, coding: string): boolean {
  let wildcard = false;
  for (const part of (header ?? '').split(',')) {
    const [token = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (token === coding) return allowed;
    if (token === '*') wildcard = allowed;
  }
  return wildcard;
}

/** Below this, compression saves less than its headers and CPU cost. */
const MIN_BYTES = 1024;

/** Whether a body this long is sent compressed to a client that accepts it (so its answer varies). */
export function isCompressible(bytes: number): boolean {
  return bytes >= MIN_BYTES;
}

/**
 * Compresses a dynamic body (API JSON) for a client that accepts it: brotli at a fast level
 * (players pay per kilobyte; the start-up status shrinks about 4×), else gzip, else as is.
 */
export function compressBody(body: Buffer, acceptEncoding: string | undefined): { body: Buffer; encoding?: 'br' | 'gzip' } {
  if (!isCompressible(body.length)) return { body };
  if (acceptsEncoding(acceptEncoding, 'br')) {
    return { body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  }
  if (acceptsEncoding(acceptEncoding, 'gzip')) return { body: gzipSync(body, { level: 6 }), encoding: 'gzip' };
  return { body };
}
