/**
 * Renders the demo banners' SVG sources (public/cdn/banners/*.svg) to WebP at phone width, and at
 * half that for data-saver mode
 * (`npx tsx scripts/make-demo-images.ts`). Run it after editing an SVG and commit both files.
 *
 * Why raster at all: the banners carry Bengali headlines, and an SVG's text is drawn with
 * whatever fonts the phone has (many low-end Androids lack a good Bengali bold). The WebP is
 * drawn once, here, with Noto Sans Bengali. 720 px wide = a 360 px screen at 2× density.
 * Each file gets the highest quality up to 0.8 that stays within 7 kB (the issue allows 25 kB, but
 * the first banner is the home page's largest paint and shares 400 kbps with the app's scripts on
 * 3G: every kB is about 20 ms of LCP; these flat graphics look the same at quality 0.3–0.4).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/support/browser.ts';

const BANNERS_DIR = fileURLToPath(new URL('../public/cdn/banners/', import.meta.url));
/** Each banner at two widths: 720 px, and 360 px (`.sm.webp`, 1× screens) that data-saver mode asks
 *  for (src/state/images.ts); the small one within 4 kB. */
const SIZES = [
  { width: 720, maxBytes: 7 * 1024, suffix: '.webp' },
  { width: 360, maxBytes: 4 * 1024, suffix: '.sm.webp' },
];
const QUALITIES = [0.8, 0.75, 0.7, 0.6, 0.5, 0.4, 0.35, 0.3, 0.25];

async function main(): Promise<void> {
  const sources = (await readdir(BANNERS_DIR)).filter((name) => name.endsWith('.svg')).sort();
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: [...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>render</title>');
    for (const name of sources)
      for (const { width: WIDTH, maxBytes: MAX_BYTES, suffix } of SIZES) {
        const svg = await readFile(join(BANNERS_DIR, name), 'utf8');
        const result = await page.evaluate(
          async ({ svg, width, qualities, maxBytes }) => {
            const image = new Image();
            image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
            await image.decode();
            const canvas = document.createElement('canvas');
            canvas.width = width;
            canvas.height = Math.round((width * image.naturalHeight) / image.naturalWidth);
            const context = canvas.getContext('2d');
            if (!context) throw new Error('no 2d context');
            context.drawImage(image, 0, 0, canvas.width, canvas.height);
            let last = { dataUrl: '', quality: 0 };
            for (const quality of qualities) {
              const dataUrl = canvas.toDataURL('image/webp', quality);
              if (!dataUrl.startsWith('data:image/webp')) throw new Error('this browser cannot encode WebP');
              last = { dataUrl, quality };
              // base64: 4 characters per 3 bytes.
              if (((dataUrl.length - dataUrl.indexOf(',') - 1) * 3) / 4 <= maxBytes) break;
            }
            return { ...last, height: canvas.height };
          },
          { svg, width: WIDTH, qualities: QUALITIES, maxBytes: MAX_BYTES },
        );
        const bytes = Buffer.from(result.dataUrl.slice(result.dataUrl.indexOf(',') + 1), 'base64');
        if (bytes.length > MAX_BYTES) throw new Error(`${name}: ${bytes.length} bytes even at the lowest quality`);
        const out = name.replace(/\.svg$/, suffix);
        await writeFile(join(BANNERS_DIR, out), bytes);
        console.log(`${out}: ${WIDTH}×${result.height}, quality ${result.quality}, ${(bytes.length / 1024).toFixed(1)} kB`);
      }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
