/**
 * The error catalogue's network notices (docs/faults.md): "no internet" while the browser is
 * offline, "the network is slow" while a page waits on a late call; each gone when the network is
 * back. Against the built app and the reference server, with fault injection for the late call.
 */
import { appReady, open } from './support/app.ts';
import { consoleErrors } from './support/console.ts';
import { NETWORK_NOISE, clearFaults, faultScope, setFaults } from './support/faults.ts';
import { expect, test } from './support/fixtures.ts';

const NO_INTERNET = 'ইন্টারনেট সংযোগ নেই';
const SLOW = 'নেটওয়ার্ক ধীর';

test.use({ networkProfile: null });

test('"no internet" shows while offline and goes when the network returns', async ({ page, context }) => {
  const errors = consoleErrors(page, { ignore: NETWORK_NOISE });
  // The notices come with the idle-time chunk: wait for it before the network goes.
  const idleChunk = page.waitForResponse(/\/assets\/after-start-/);
  await open(page, '/m/home');
  await idleChunk;
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: NO_INTERNET })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText(NO_INTERNET)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('"network slow" shows while the notices are 9 s late, and goes with their answer', async ({ page, context, baseURL }) => {
  const errors = consoleErrors(page);
  const scope = await faultScope(context, baseURL!);
  await setFaults(context.request, scope, ['latency:9000@/wps/relay/MCSFE_getListAnnouncements']);
  try {
    await page.goto('/m/notice');
    await appReady(page);
    const slow = page.getByRole('status').filter({ hasText: SLOW });
    await expect(slow).toBeVisible({ timeout: 15_000 });
    // The answer arrives: the notices show, and the notice goes.
    await expect(page.getByRole('button', { name: /রক্ষণাবেক্ষণ/ }).first()).toBeVisible({ timeout: 15_000 });
    await expect(slow).toHaveCount(0);
  } finally {
    await clearFaults(context.request, scope);
  }
  expect(errors).toEqual([]);
});
