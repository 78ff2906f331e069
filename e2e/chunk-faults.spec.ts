/**
 * A page chunk or stylesheet that never arrives (docs/faults.md, "Files of the app"): the app gives
 * up on it after 15 s, as on an API call, shows the route's one-tap retry, and the retry fetches it
 * again — under another address, since a new import() of a URL whose request is still pending
 * would join that request and wait with it (scripts/build/preload-helper.ts). The server stalls
 * ONE file, for this context only (its fault scope).
 */
import { readFileSync } from 'node:fs';
import { appReady } from './support/app.ts';
import { consoleErrors } from './support/console.ts';
import { NETWORK_NOISE, clearFaults, faultScope, setFaults } from './support/faults.ts';
import { expect, test } from './support/fixtures.ts';

const RETRY = 'লোড ব্যর্থ হয়েছে, আবার চেষ্টা করতে ট্যাপ করুন';
const HELP = 'সহায়তা কেন্দ্র';
/** A help entry: it comes from the API, so only the live page shows it (not the prerendered HTML). */
const ENTRY = 'কীভাবে অ্যাকাউন্ট খুলব?';
/** The app's own time-out (15 s) and the way to the retry button after it. */
const GIVE_UP = { timeout: 30_000 };

interface ManifestChunk {
  file: string;
  css?: string[];
}

/** The built help page's chunk and stylesheet (names carry content hashes). */
function helpFiles(): { js: string; css: string } {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, ManifestChunk>;
  const help = manifest['src/routes/help/index.tsx'];
  if (!help?.css?.[0]) throw new Error('dist/ has no help page chunk with a stylesheet: run npm run build');
  return { js: `/${help.file}`, css: `/${help.css[0]}` };
}

// The faults are the subject, and CDP throttling would only add its own waits (as in faults.spec.ts).
test.use({ networkProfile: null });

test('a page chunk that stalls on a first load ends in the retry, and one tap brings the page', async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  const errors = consoleErrors(page, { ignore: [...NETWORK_NOISE, /timeout/] });
  const scope = await faultScope(context, baseURL!);
  await setFaults(context.request, scope, [`hang@${helpFiles().js}`]);
  try {
    // The stalled module preload holds the document's load event: wait for the HTML only. Start-up
    // waits for the page's module, so the app goes live (and shows the retry) after the time-out.
    await page.goto('/m/help', { waitUntil: 'domcontentloaded' });
    const retry = page.getByRole('button', { name: RETRY });
    await expect(retry).toBeVisible(GIVE_UP);
    await expect(page.getByText(ENTRY)).toHaveCount(0);
    await clearFaults(context.request, scope);
    await retry.click();
    await expect(page.getByRole('heading', { level: 1, name: HELP })).toBeVisible();
    await expect(page.getByText(ENTRY).first()).toBeVisible();
    await expect(retry).toHaveCount(0);
  } finally {
    await clearFaults(context.request, scope);
  }
  expect(errors).toEqual([]);
});

test('a page stylesheet that stalls on the way to a page ends in the retry, and one tap brings the page', async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  const errors = consoleErrors(page, { ignore: [...NETWORK_NOISE, /timeout/] });
  const scope = await faultScope(context, baseURL!);
  await page.goto('/m/service');
  await appReady(page);
  await setFaults(context.request, scope, [`hang@${helpFiles().css}`]);
  try {
    await page.getByRole('link', { name: HELP, exact: true }).click();
    const retry = page.getByRole('button', { name: RETRY });
    await expect(retry).toBeVisible(GIVE_UP);
    await clearFaults(context.request, scope);
    await retry.click();
    await expect(page.getByText(ENTRY).first()).toBeVisible();
    await expect(retry).toHaveCount(0);
    // The page's stylesheet is in force (its rules, not just its markup).
    const styled = await page.evaluate(
      (css) => [...document.styleSheets].some((s) => s.href?.includes(css) && s.cssRules.length > 0),
      helpFiles().css,
    );
    expect(styled).toBe(true);
  } finally {
    await clearFaults(context.request, scope);
  }
  expect(errors).toEqual([]);
});
