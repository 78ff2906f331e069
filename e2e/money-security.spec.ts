/**
 * The security centre (/m/securityCenter, docs/money.md "Payment password" and "Security centre"):
 * a member registered here sets the payment password with the login password, changes it with the
 * old one and then with an SMS code, binds an e-mail address with the code the outbox holds, and
 * signs out another browser signed in as them. The browser speaks BN.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { latestCode, newestId, smsAddress, registerViaApi } from './support/accounts.ts';
import { logIn, open } from './support/app.ts';

const bn = {
  payment: 'পেমেন্ট পাসওয়ার্ড',
  loginPassword: 'লগইন পাসওয়ার্ড',
  oldPayment: 'পুরোনো পেমেন্ট পাসওয়ার্ড',
  newPayment: 'নতুন পেমেন্ট পাসওয়ার্ড (৬ সংখ্যা)',
  confirmPayment: 'নতুন পেমেন্ট পাসওয়ার্ড নিশ্চিত করুন',
  smsTab: 'এসএমএস কোড',
  code: 'যাচাইকরণ কোড',
  getCode: 'কোড নিন',
  email: 'ই-মেইল ঠিকানা',
  newEmail: 'নতুন ই-মেইল ঠিকানা',
  save: 'সংরক্ষণ করুন',
  saved: 'সংরক্ষিত হয়েছে',
  set: 'সেট করা আছে',
  signOutOthers: 'অন্য ডিভাইসগুলো থেকে সাইন আউট করুন',
  confirm: 'নিশ্চিত করুন',
  thisDevice: 'এই ডিভাইস',
  guestLogin: 'লগ ইন / নিবন্ধন',
};

// Password inputs have no role: by their label (the required star may follow) and tag.
const secret = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\*?$`)).and(page.locator('input'));
const row = (page: Page, id: string) => page.locator(`[data-row="${id}"]`);

async function openRow(page: Page, id: string) {
  await row(page, id).locator('button[aria-expanded]').click();
}

async function savePayment(page: Page, fresh: string) {
  await secret(page, bn.newPayment).fill(fresh);
  await secret(page, bn.confirmPayment).fill(fresh);
  await row(page, 'payment').getByRole('button', { name: bn.save }).click();
  await expect(page.getByText(bn.saved).last()).toBeVisible();
  await expect(row(page, 'payment').locator('button[aria-expanded]')).toHaveAttribute('aria-expanded', 'false');
}

test(
  'security centre: payment password three ways, e-mail binding, sign out the other devices',
  { tag: '@3g' },
  async ({ page, request, baseURL, browser }) => {
    const player = await registerViaApi(request, baseURL!);
    await logIn(page, player.username, player.password);
    await open(page, '/m/securityCenter');

    // Set, with the login password.
    await openRow(page, 'payment');
    await secret(page, bn.loginPassword).fill(player.password);
    await savePayment(page, '583920');
    await expect(row(page, 'payment')).toContainText(bn.set);

    // Change, with the old one.
    await openRow(page, 'payment');
    await secret(page, bn.oldPayment).fill('583920');
    await savePayment(page, '471836');

    // Change, with an SMS code to the bound number.
    await openRow(page, 'payment');
    await row(page, 'payment').getByRole('tab', { name: bn.smsTab }).click();
    const to = smsAddress(player.mobile);
    const before = await newestId(request, baseURL!, to);
    await row(page, 'payment').getByRole('button', { name: bn.getCode }).click();
    await page.getByRole('textbox', { name: bn.code }).fill(await latestCode(request, baseURL!, to, before));
    await savePayment(page, '902817');

    // Bind an e-mail address with the code sent to it.
    const email = `${player.username}@mail.example`;
    await openRow(page, 'email');
    await page.getByRole('textbox', { name: bn.email }).fill(email);
    await row(page, 'email').getByRole('button', { name: bn.getCode }).click();
    await page.getByRole('textbox', { name: bn.code }).fill(await latestCode(request, baseURL!, email));
    await row(page, 'email').getByRole('button', { name: bn.save }).click();
    await expect(row(page, 'email')).toContainText(`${player.username.slice(0, 2)}****@mail.example`);

    // Another browser signed in as the same member, then signed out from here.
    const other = await browser.newContext({ baseURL: baseURL! });
    const otherPage = await other.newPage();
    await logIn(otherPage, player.username, player.password);
    await page.reload();
    await openRow(page, 'devices');
    // This browser, the other one, and the registration's own session (the API call above).
    await expect(row(page, 'devices').getByRole('listitem')).toHaveCount(3);
    await expect(row(page, 'devices')).toContainText(bn.thisDevice);
    await row(page, 'devices').getByRole('button', { name: bn.signOutOthers }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: bn.confirm }).click();
    await expect(row(page, 'devices').locator('button[aria-expanded]')).toHaveAttribute('aria-expanded', 'false');
    await openRow(page, 'devices');
    await expect(row(page, 'devices').getByRole('listitem')).toHaveCount(1);

    // The other browser's session is gone: its next call is refused and the member centre shows the guest's prompt.
    await otherPage.goto('/m/mine');
    await expect(otherPage.getByRole('button', { name: bn.guestLogin, exact: true })).toBeVisible({ timeout: 20_000 });
    await other.close();
    // This one is still signed in.
    await open(page, '/m/securityCenter');
    await expect(row(page, 'payment')).toContainText(bn.set);
  },
);
