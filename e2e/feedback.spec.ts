/**
 * Feedback with images against the built app and the reference server (specification doc. 1 §5,
 * §9; docs/member-area.md): a 6 MB image and a fourth image are refused before any upload with
 * the specified texts, then the text and two small images are sent. BN browser, as demo01.
 */
import { writeFileSync } from 'node:fs';
import type { TestInfo } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { appReady, logIn, open } from './support/app.ts';
import { consoleErrors } from './support/console.ts';
import { DEMO } from './support/accounts.ts';

const bn = {
  text: 'আপনার মতামত',
  add: 'ছবি যোগ করুন',
  submit: 'জমা দিন',
  images: 'বাছাই করা ছবি',
  tooBig: 'প্রতিটি ছবি সর্বোচ্চ ৫ মেগাবাইট হতে পারে',
  tooMany: 'সর্বোচ্চ ৩টি ছবি দেওয়া যায়',
  thanks: 'আপনার মতামতের জন্য ধন্যবাদ',
};

/** A 1×1 PNG: small, and a real image for the thumbnails. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const png = (name: string, size = PNG.length) => ({
  name,
  mimeType: 'image/png',
  // The PNG's own bytes, then zeros up to the size: the server would read the signature first.
  buffer: size > PNG.length ? Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]) : PNG,
});

/** The 6-MB image as a file on disk: the browser runs on this machine, so Playwright hands it the
 *  path. As a buffer it crossed the protocol as 8 MB of Base64 and then into the page, which under
 *  CI's load outlasted the action's time-out (ci32, ci33: 15 s on 4G, 30 s on 3G). */
function bigPng(testInfo: TestInfo): string {
  const file = testInfo.outputPath('big.png');
  writeFileSync(file, png('big.png', 6 * 1024 * 1024).buffer);
  return file;
}

test('feedback refuses a 6 MB image and a fourth image, then sends text and two images', { tag: '@journey' }, async ({ page }, testInfo) => {
  const errors = consoleErrors(page);
  const uploads: string[] = [];
  page.on('request', (r) => void (r.url().includes('/wps/feedback') && uploads.push(r.method())));
  await logIn(page, DEMO.member.username, DEMO.member.password);
  await page.goto('/m/feedback');
  await appReady(page);

  const picker = page.getByLabel(bn.add);
  const thumbs = page.getByRole('list', { name: bn.images }).getByRole('img');
  const alert = page.getByRole('alert');

  await picker.setInputFiles(bigPng(testInfo));
  await expect(alert).toHaveText(bn.tooBig);
  await expect(page.getByRole('list', { name: bn.images })).toHaveCount(0);

  await picker.setInputFiles([png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
  await expect(alert).toHaveText(bn.tooMany);
  await expect(thumbs).toHaveCount(3);
  expect(uploads).toEqual([]);

  await page.getByRole('button', { name: 'ছবি ৩ সরান' }).click();
  await expect(thumbs).toHaveCount(2);
  await expect(alert).toHaveCount(0);

  await page.getByLabel(bn.text, { exact: true }).fill('গেম লোড হতে একটু সময় লাগে, তবে খেলতে ভালো লাগে।');
  await page.getByRole('button', { name: bn.submit }).click();
  await expect(page.getByText(bn.thanks)).toBeVisible();
  await expect(page.getByLabel(bn.text, { exact: true })).toHaveValue('');
  await expect(thumbs).toHaveCount(0);
  expect(uploads).toEqual(['PUT']);
  expect(errors).toEqual([]);
});
