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

/** A precompressed sibling is used only if it is at least as new as the file (never stale bytes). */
async function pickVariant(req: IncomingMessage, file: string, stats: Stats): Promise<Variant> {
  const accept = req.headers['accept-encoding'];
  const candidates = [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const;
  for (const [encoding, suffix] of candidates) {
    if (!acceptsEncoding(accept, encoding)) continue;
    try {
      const s = await stat(file + suffix);
      if (s.isFile() && s.mtimeMs >= stats.mtimeMs) return { file: file + suffix, stats: s, encoding };
    } catch {
      // No such variant: try the next one.
    }
  }
  return { file, stats };
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

export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  stats: Stats,
  headers: Record<string, string>,
): Promise<void> {
  const variant = await pickVariant(req, file, stats);
  const etag = await etagFor(variant);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', etag);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (matchesEtag(req.headers['if-none-match'], etag)) {
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
