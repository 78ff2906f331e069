/**
 * The content pages against the built app and the reference server (specification doc. 1 §2, §8;
 * doc. 2 §2 "Help centre", §7 "Content and service"; docs/member-area.md): the help entry named by
 * `?i=` open first and the others closed, the detail page, the notices, customer service, the user
 * agreement, and a message read in the message centre staying read after a reload. The journeys
 * also run on 3G and 2G. BN browser. The inbox test reads the welcome message of a new trial
 * member: the seeded accounts' inboxes are shared by every worker and project of the run.
 */
import { test, expect } from './support/fixtures.ts';
import { appReady, open, playAsTrial } from './support/app.ts';
import { consoleErrors } from './support/console.ts';

const bn = {
  help: 'সহায়তা কেন্দ্র',
  allTopics: 'সব সহায়তা বিষয়',
  register: 'কীভাবে অ্যাকাউন্ট খুলব?',
  deposit: 'কীভাবে ডিপোজিট করব?',
  bkash: 'বিকাশে ডিপোজিট',
  withdraw: 'কীভাবে জেতা টাকা তুলব?',
  agreement: 'ব্যবহারকারী চুক্তি',
  contact: 'গ্রাহক সেবায় যোগাযোগ করুন',
  telegram1: 'টেলিগ্রাম ১',
  unread: 'অপঠিত',
  allMessages: 'সব বার্তা',
  maintenance: 'রক্ষণাবেক্ষণ',
  back: 'পিছনে',
};

test('the help centre opens the entry of ?i= first; the detail page shows one entry', { tag: '@journey' }, async ({ page }) => {
  const errors = consoleErrors(page);
  await open(page, '/m/help?i=2');
  await expect(page.getByRole('heading', { level: 1, name: bn.help })).toBeVisible();
  await expect(page.getByRole('button', { name: bn.withdraw })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: bn.withdraw })).toBeVisible();
  for (const other of [bn.register, bn.deposit, bn.agreement]) {
    await expect(page.getByRole('button', { name: other, exact: true })).toHaveAttribute('aria-expanded', 'false');
  }
  // Children sit inside their parent.
  await page.getByRole('button', { name: bn.deposit }).click();
  await expect(page.getByRole('region', { name: bn.deposit }).getByRole('button', { name: bn.bkash })).toBeVisible();

  await open(page, '/m/helpDetail?i=1');
  await expect(page.getByRole('heading', { level: 2, name: bn.deposit })).toBeVisible();
  await expect(page.getByRole('button', { name: bn.register })).toHaveCount(0);
  await page.getByRole('link', { name: bn.allTopics }).click();
  await expect(page).toHaveURL(/\/m\/help\?i=1$/);
  await expect(page.getByRole('button', { name: bn.deposit })).toHaveAttribute('aria-expanded', 'true');

  // An unknown entry leads to the list.
  await open(page, '/m/helpDetail?i=99');
  await expect(page).toHaveURL(/\/m\/help$/);
  await expect(page.getByRole('button', { name: bn.register })).toHaveAttribute('aria-expanded', 'true');
  expect(errors).toEqual([]);
});

test('a message read in the message centre stays read after a reload', { tag: '@journey' }, async ({ page }) => {
  const errors = consoleErrors(page);
  await playAsTrial(page);
  await open(page, '/m/webEmail');
  // A new account's one message, the greeting, unread.
  const list = page.getByRole('list', { name: `১টি ${bn.unread}` });
  const target = list.getByRole('link').filter({ hasText: bn.unread });
  await expect(target).toHaveCount(1);
  const href = await target.getAttribute('href');
  expect(href).toMatch(/^\/m\/message\?id=\d+$/);
  const title = (await target.locator('span').first().innerText()).trim();
  const read = page.waitForResponse((r) => r.url().includes('/CSP_readInbox'), { timeout: 30_000 }).catch(() => null);
  await target.click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await read;
  await expect(page.getByRole('link', { name: bn.allMessages })).toBeVisible();

  await page.reload();
  await appReady(page);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await open(page, '/m/webEmail');
  const again = page.locator(`a[href="${href}"]`);
  await expect(again).toBeVisible();
  await expect(again).not.toContainText(bn.unread);
  await expect(page.getByRole('list', { name: `০টি ${bn.unread}` })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the notices open to their content', async ({ page }) => {
  const errors = consoleErrors(page);
  await open(page, '/m/notice');
  const notice = page.getByRole('button', { name: bn.maintenance, exact: true });
  await expect(notice).toHaveAttribute('aria-expanded', 'false');
  await notice.click();
  await expect(page.getByRole('region', { name: bn.maintenance })).toContainText('বুধবার');
  // The footer menu is hidden here and the back arrow goes home.
  await expect(page.getByRole('navigation', { name: 'প্রধান মেনু' })).toHaveCount(0);
  await page.getByRole('button', { name: bn.back }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(errors).toEqual([]);
});

test('customer service lists the contacts and the help centre; the user agreement shows', async ({ page }) => {
  const errors = consoleErrors(page);
  await open(page, '/m/service');
  const contacts = page.getByRole('navigation', { name: bn.contact });
  await expect(contacts.getByRole('link', { name: bn.telegram1 })).toHaveAttribute('href', /^https:\/\//);
  await expect(contacts.getByRole('link', { name: bn.telegram1 })).toHaveAttribute('rel', 'noopener noreferrer');
  await page.getByRole('link', { name: bn.help, exact: true }).click();
  await expect(page).toHaveURL(/\/m\/help$/);

  await open(page, '/m/useragreement');
  await expect(page.getByRole('article', { name: bn.agreement })).toContainText('১৮');
  expect(errors).toEqual([]);
});
