/**
 * A withdrawal end to end (docs/money.md, "Withdrawal" and "Security centre"): a member of its
 * own, funded by the cashier's CLI, with a payment password set through the API (the security
 * centre page is another part of issue 20), sets its real name and binds a bKash account on the
 * withdraw page with the SMS code, withdraws (the amount is frozen), the cashier rejects it (the
 * money is back), and the account is removed. The browser speaks BN.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { admin } from './support/admin.ts';
import { MERCHANT, latestCode, newestId, smsAddress, registerViaApi, secureCall } from './support/accounts.ts';
import { logIn, open } from './support/app.ts';
import { consoleErrors } from './support/console.ts';

const PAYMENT_PASSWORD = '582941';

/** The first payment password, proved with the login password, under the page's session. */
async function setPaymentPassword(page: Page, request: APIRequestContext, baseURL: string, loginPassword: string): Promise<void> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? '{}') as { token?: string }).token ?? '');
  expect(token).not.toBe('');
  const payload = { newPaymentPassword: PAYMENT_PASSWORD, confirmNewPaymentPassword: PAYMENT_PASSWORD, loginPassword };
  await secureCall(request, baseURL, 'post', '/wps/member/paymentPassword', payload, token);
}

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('withdraw to a new bKash account, rejected by the cashier: the money comes back', { tag: '@3g' }, async ({ page, request, baseURL }) => {
  const base = baseURL ?? '';
  const errors = consoleErrors(page);
  const player = await registerViaApi(request, base);
  await admin(['adjust', player.username, '5000', '--reason', 'e2e'], 'main');
  await logIn(page, player.username, player.password);
  await setPaymentPassword(page, request, base, player.password);

  await open(page, '/m/withdraw');
  await expect(page.getByTestId('wd-balance')).toHaveText('৫,০০০.০০৳');
  // No real name yet: it comes first.
  await textbox(page, 'আসল নাম').fill('Rahim Uddin');
  await page.getByRole('button', { name: 'আসল নাম সংরক্ষণ করুন' }).click();
  await page.getByRole('button', { name: 'পেআউট অ্যাকাউন্ট যোগ করুন' }).click();
  await textbox(page, 'মোবাইল নম্বর').fill(player.mobile);
  const to = smsAddress(player.mobile);
  const before = await newestId(request, base, to);
  await page.getByRole('button', { name: 'কোড নিন' }).click();
  await textbox(page, 'যাচাইকরণ কোড').fill(await latestCode(request, base, to, before));
  await page.getByRole('button', { name: 'অ্যাকাউন্ট যোগ করুন' }).click();
  await expect(page.getByText(`বিকাশ *******${player.mobile.slice(-4)}`).first()).toBeVisible();

  await textbox(page, 'পরিমাণ').fill('1000');
  await page
    .getByLabel(/^পেমেন্ট পাসওয়ার্ড\*?$/)
    .and(page.locator('input'))
    .fill(PAYMENT_PASSWORD);
  await page.getByRole('button', { name: 'উত্তোলন', exact: true }).click();
  const status = page.getByRole('status').filter({ hasText: /^অর্ডার W/ });
  await expect(status).toBeVisible();
  await expect(page.getByTestId('wd-frozen')).toHaveText('১,০০০.০০৳');
  await expect(page.getByTestId('wd-balance')).toHaveText('৪,০০০.০০৳');
  const orderNo = /W\d{6}[A-Z0-9]{8}/.exec((await status.textContent()) ?? '')?.[0] ?? '';
  expect(orderNo).not.toBe('');

  await admin(['withdrawal', 'reject', orderNo, '--reason', 'Name mismatch'], 'main');
  await open(page, '/m/withdraw');
  await expect(page.getByTestId('wd-balance')).toHaveText('৫,০০০.০০৳');
  await expect(page.getByTestId('wd-frozen')).toHaveText('০.০০৳');

  // Nothing open on it any more: it may go.
  await page.getByRole('button', { name: 'সরান', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'সরান', exact: true }).click();
  await expect(page.getByText('এখনও কোনো পেআউট অ্যাকাউন্ট নেই। উত্তোলনের জন্য একটি যোগ করুন।')).toBeVisible();
  expect(errors).toEqual([]);
});
