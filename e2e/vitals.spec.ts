// Field data (docs/field-data.md): a page load forced into the sample (bd.vitals=all) sends its
// beacon at an idle moment about 10 s after load, and the admin report shows it.
import { readFileSync } from 'node:fs';
import { expect, test } from './support/fixtures.ts';
import { admin } from './support/admin.ts';
import { appReady } from './support/app.ts';

/** The built help page's chunk (its name carries a content hash). */
const helpChunk = (): string =>
  (JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>)['src/routes/help/index.tsx']!.file;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('bd.vitals', 'all'));
});

test('home sends one beacon with its FCP, and `admin vitals` reports it', async ({ page }) => {
  const beacons: { at: number; body: Record<string, unknown>; headers: Record<string, string> }[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/wps/vitals') beacons.push({ at: Date.now(), body: r.postDataJSON(), headers: r.headers() });
  });
  const started = Date.now();
  await page.goto('/m/home');
  await appReady(page);
  const answer = await page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/vitals', { timeout: 30_000 });
  expect(answer.status()).toBe(204);

  expect(beacons).toHaveLength(1);
  // Not before the idle moment about 10 s after the navigation.
  expect(beacons[0]!.at - started).toBeGreaterThan(9000);
  const body = beacons[0]!.body;
  expect(body).toMatchObject({ page: 'home', conn: '4g', saveData: false, fcp: expect.any(Number) });
  expect(body['fcp']).toBeGreaterThan(0);
  expect(JSON.stringify(body).length).toBeLessThan(300);
  expect(beacons[0]!.headers['merchant']).toBe('bdm01');
  expect(beacons[0]!.headers['authorization']).toBeUndefined();

  const report = await admin(['vitals', '--page', 'home', '--days', '1'], 'main');
  const row = report.split('\n').find((line) => /^home\s+4g\s/.test(line));
  // page, connection, loads, then fcp as "p75 (count)".
  expect(row).toMatch(/^home\s+4g\s+\d+\s+\d+ \(\d+\)/);
});

test("a page chunk that fails to load is counted by its file name in the page's beacon", async ({ page }) => {
  const file = helpChunk();
  await page.route(`**/${file}`, (route) => route.abort());
  await page.goto('/m/help');
  await appReady(page);
  await expect(page.getByRole('button', { name: 'লোড ব্যর্থ হয়েছে, আবার চেষ্টা করতে ট্যাপ করুন' })).toBeVisible();
  const sent = await page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/vitals', { timeout: 30_000 });
  expect(sent.postDataJSON()).toMatchObject({ page: 'help', chunkErrors: [file.replace('assets/', '')] });
  const report = await admin(['vitals', '--page', 'help', '--days', '1'], 'main');
  expect(report).toContain(file.replace('assets/', ''));
});
