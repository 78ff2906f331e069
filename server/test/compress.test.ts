import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressDir } from '../../scripts/compress.ts';
import { writeDist } from './helpers.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('scripts/compress.ts', () => {
  it('writes br and gz next to text files, skips maps, binaries and files that do not shrink', async () => {
    dir = mkdtempSync(join(tmpdir(), 'compress-'));
    const js = 'export const greeting = "hello";\n'.repeat(200);
    writeDist(dir, 'assets/app.js', js);
    writeDist(dir, 'index.html', `<!doctype html>${'<p>hi</p>'.repeat(100)}`);
    writeDist(dir, 'assets/app.js.map', js);
    writeDist(dir, 'logo.png', Buffer.alloc(500, 1));
    writeDist(dir, 'tiny.txt', 'a');
    writeDist(dir, '.vite/manifest.json', js);

    const summary = await compressDir(dir);
    expect(summary.files).toBe(3);
    expect(summary.skipped).toBe(1);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets/app.js.br'))).toString()).toBe(js);
    expect(gunzipSync(readFileSync(join(dir, 'assets/app.js.gz'))).toString()).toBe(js);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
    expect(existsSync(join(dir, 'assets/app.js.map.br'))).toBe(false);
    expect(existsSync(join(dir, 'logo.png.gz'))).toBe(false);
    expect(existsSync(join(dir, 'tiny.txt.br'))).toBe(false);
    expect(existsSync(join(dir, '.vite/manifest.json.br'))).toBe(false);

    // Idempotent: a second run overwrites with the same result and does not compress the variants.
    const again = await compressDir(dir);
    expect(again).toEqual(summary);
    expect(existsSync(join(dir, 'assets/app.js.br.br'))).toBe(false);
  });
});
