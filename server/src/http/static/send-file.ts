import { createHash } from 'node:crypto';
import { createReadStream, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { acceptsEncoding } from '../encoding.ts';
import { contentTypeFor } from './mime.ts';

interface Variant {
  file: string;
  stats: Stats;
  encoding?: 'br' | 'gzip';
}
type Compressed = Required<Variant>;

/** The precompressed siblings a client may get, best first: only those at least as new as the file
 *  (never stale bytes). */
async function compressedVariants(file: string, stats: Stats): Promise<Compressed[]> {
  const candidates = [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const;
  const variants: Compressed[] = [];
  for (const [encoding, suffix] of candidates) {
    try {
      const s = await stat(file + suffix);
      if (s.isFile() && s.mtimeMs >= stats.mtimeMs) variants.push({ file: file + suffix, stats: s, encoding });
    } catch {
      // No such variant.
    }
  }
  return variants;
}

/** Strong ETags from content, so a rebuild that leaves a file unchanged keeps its ETag. */
const etagCache = new Map<string, { mtimeMs: number; size: number; etag: string }>();

async function etagFor(variant: Variant): Promise<string> {
  const hit = etagCache.get(variant.file);
  if (hit && hit.mtimeMs === variant.stats.mtimeMs && hit.size === variant.stats.size) return hit.etag;
  const digest = createHash('sha256')
    .update(await readFile(variant.file))
    .digest('base64url');
  const etag = `"${digest.slice(0, 27)}"`;
  etagCache.set(variant.file, { mtimeMs: variant.stats.mtimeMs, size: variant.stats.size, etag });
  return etag;
}

export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/**
 * Sends a file, precompressed when the client accepts it. `revalidate`: with an ETag (and 304 to
 * a matching If-None-Match); content-hashed immutable files are never revalidated, so they carry
 * none. Vary only where a compressed variant exists: otherwise every client gets the same bytes.
 */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  stats: Stats,
  options: { headers: Record<string, string>; revalidate: boolean },
): Promise<void> {
  const compressed = await compressedVariants(file, stats);
  const accept = req.headers['accept-encoding'];
  const variant: Variant = compressed.find((v) => acceptsEncoding(accept, v.encoding)) ?? { file, stats };
  if (compressed.length) res.setHeader('Vary', 'Accept-Encoding');
  const etag = options.revalidate ? await etagFor(variant) : undefined;
  if (etag) res.setHeader('ETag', etag);
  for (const [name, value] of Object.entries(options.headers)) res.setHeader(name, value);
  if (etag && matchesEtag(req.headers['if-none-match'], etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = 200;
  res.setHeader('Content-Type', contentTypeFor(file));
  res.setHeader('Content-Length', variant.stats.size);
  if (variant.encoding) res.setHeader('Content-Encoding', variant.encoding);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await pipeline(createReadStream(variant.file), res);
}
