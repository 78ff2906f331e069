/**
 * Forms on a failing link (docs/faults.md): a submit that fails shows an error and keeps what the
 * player typed; a submit still under way cannot be sent again, however often the player taps. The
 * faults are injected on the submit call only, for this test's browser context.
 */
import { DEMO } from './support/accounts.ts';
import { appReady, logIn, open } from './support/app.ts';
import { consoleErrors } from './support/console.ts';
import { NETWORK_NOISE, clearFaults, faultScope, setFaults } from './support/faults.ts';
import { expect, test } from './support/fixtures.ts';

test.use({ networkProfile: null });

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('login: a failed submit keeps the fields, and a slow one is sent once however often it is tapped', async ({ page, context, baseURL }) => {
  const errors = consoleErrors(page, { ignore: NETWORK_NOISE });
  const logins: string[] = [];
  page.on('request', (r) => void (new URL(r.url()).pathname === '/wps/session/login' && logins.push(r.method())));
  const scope = await faultScope(context, baseURL!);
  await open(page, '/m/login');
  const username = page.getByRole('textbox', { name: 'ইউজারনেম', exact: true });
  const password = page.getByLabel('পাসওয়ার্ড', { exact: true });
  const submit = page.getByRole('button', { name: 'লগ ইন', exact: true });
  await username.fill(DEMO.member.username);
  await password.fill(DEMO.member.password);

  for (const fault of ['error', 'malformed', 'drop']) {
    await setFaults(context.request, scope, [`${fault}@/wps/session/login`]);
    await submit.click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/login$/);
    await expect(username).toHaveValue(DEMO.member.username);
    await expect(password).toHaveValue(DEMO.member.password);
  }
  expect(logins).toHaveLength(3);

  await setFaults(context.request, scope, ['latency:3000@/wps/session/login']);
  await submit.click();
  await expect(submit).toBeDisabled();
  await submit.click({ force: true });
  await password.press('Enter');
  await expect(page).toHaveURL(/\/m\/home$/, { timeout: 15_000 });
  expect(logins).toHaveLength(4);
  await clearFaults(context.request, scope);
  expect(errors).toEqual([]);
});

test('feedback: a failed send keeps the text and the image, and the next tap sends them once', async ({ page, context, baseURL }) => {
  const errors = consoleErrors(page, { ignore: NETWORK_NOISE });
  const uploads: string[] = [];
  page.on('request', (r) => void (new URL(r.url()).pathname === '/wps/feedback' && uploads.push(r.method())));
  await logIn(page, DEMO.member.username, DEMO.member.password);
  await page.goto('/m/feedback');
  await appReady(page);
  const text = page.getByLabel('আপনার মতামত', { exact: true });
  const thumbs = page.getByRole('list', { name: 'বাছাই করা ছবি' }).getByRole('img');
  const submit = page.getByRole('button', { name: 'জমা দিন' });
  await text.fill('লোড হতে দেরি হয়');
  await page.getByLabel('ছবি যোগ করুন').setInputFiles([{ name: 'screen.png', mimeType: 'image/png', buffer: PNG }]);

  const scope = await faultScope(context, baseURL!);
  await setFaults(context.request, scope, ['drop@/wps/feedback']);
  await submit.click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(text).toHaveValue('লোড হতে দেরি হয়');
  await expect(thumbs).toHaveCount(1);

  await setFaults(context.request, scope, ['latency:2000@/wps/feedback']);
  await submit.click();
  await submit.click({ force: true });
  await expect(page.getByText('আপনার মতামতের জন্য ধন্যবাদ')).toBeVisible({ timeout: 15_000 });
  expect(uploads).toEqual(['PUT', 'PUT']);
  await clearFaults(context.request, scope);
  expect(errors).toEqual([]);
});
