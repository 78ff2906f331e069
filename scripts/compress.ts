/**
 * Precompresses the built app so the server never compresses at request time
 * (`tsx scripts/compress.ts [dir]`, default `dist`; runs at the end of `npm run build`).
 * Writes `file.br` (brotli 11, text mode) and `file.gz` (gzip 9) next to every text file and
 * removes a variant that would not be smaller (the server then sends the raw file).
 * Source maps are skipped: they are never sent to players. Idempotent: variants are overwritten.
 */
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT_EXTENSIONS = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.webmanifest', '.txt', '.xml']);

export interface CompressSummary {
  files: number;
  rawBytes: number;
  brBytes: number;
  gzBytes: number;
  skipped: number;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const path = join(dir, entry.name);
      // Dot directories (.vite) hold build metadata the server never sends.
      if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : listFiles(path);
      return entry.isFile() && TEXT_EXTENSIONS.has(extname(entry.name).toLowerCase()) ? [path] : [];
    }),
  );
  return nested.flat();
}

/** Writes `variant` if smaller than the original, else deletes any stale one. Returns bytes written. */
async function writeIfSmaller(path: string, variant: Buffer, rawSize: number): Promise<number | undefined> {
  if (variant.length >= rawSize) {
    await rm(path, { force: true });
    return undefined;
  }
  await writeFile(path, variant);
  return variant.length;
}

export async function compressDir(dir: string): Promise<CompressSummary> {
  const summary: CompressSummary = { files: 0, rawBytes: 0, brBytes: 0, gzBytes: 0, skipped: 0 };
  for (const file of await listFiles(dir)) {
    const raw = await readFile(file);
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gz = gzipSync(raw, { level: 9 });
    const brSize = await writeIfSmaller(`${file}.br`, br, raw.length);
    const gzSize = await writeIfSmaller(`${file}.gz`, gz, raw.length);
    summary.files++;
    summary.rawBytes += raw.length;
    // A skipped variant means the raw file is sent, so it counts at its raw size.
    summary.brBytes += brSize ?? raw.length;
    summary.gzBytes += gzSize ?? raw.length;
    if (brSize === undefined || gzSize === undefined) summary.skipped++;
  }
  return summary;
}

export function formatSummary(dir: string, s: CompressSummary): string {
  const kb = (n: number): string => `${(n / 1024).toFixed(1)} kB`;
  return (
    `compress: ${s.files} files in ${dir}, ${kb(s.rawBytes)} -> br ${kb(s.brBytes)}, gz ${kb(s.gzBytes)}` +
    (s.skipped ? ` (${s.skipped} with a variant skipped: not smaller)` : '')
  );
}

const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === resolve(process.argv[1]);
if (isMain) {
  const dir = process.argv[2] ?? 'dist';
  stat(dir)
    .then(async (s) => {
      if (!s.isDirectory()) throw new Error(`${dir} is not a directory`);
      console.log(formatSummary(dir, await compressDir(dir)));
    })
    .catch((error: unknown) => {
      console.error(`compress: ${(error as Error).message}`);
      process.exit(1);
    });
}
