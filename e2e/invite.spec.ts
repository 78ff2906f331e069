/**
 * Invite friends against the built app and the reference server (specification doc. 1 §6;
 * docs/member-area.md): demo01 sees the invite link with its `r=` code and copies it. BN browser.
 */
import { test, expect } from './support/fixtures.ts';
import { logIn, open } from './support/app.ts';
import { consoleErrors } from './support/console.ts';
import { DEMO } from './support/accounts.ts';

const bn = {
  link: 'আপনার আমন্ত্রণ লিঙ্ক',
  code: 'আপনার আমন্ত্রণ কোড',
  copyLink: 'লিঙ্ক কপি করুন',
  copied: 'লিঙ্ক কপি হয়েছে',
  how: 'কীভাবে কাজ করে',
};

test('a member opens invite friends, sees the link with the code and copies it', async ({ page, context, baseURL }) => {
  const errors = consoleErrors(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await logIn(page, DEMO.member.username, DEMO.member.password);
  await open(page, '/m/inviteFriends');
  const code = await page.getByLabel(bn.code).inputValue();
  expect(code).toMatch(/^\w+$/);
  const link = page.getByLabel(bn.link);
  await expect(link).toHaveValue(new RegExp(`^https?://[^/]+/m/register\\?r=${code}$`));
  await expect(page.getByRole('heading', { name: bn.how })).toBeVisible();

  await page.getByRole('button', { name: bn.copyLink }).click();
  await expect(page.getByRole('status').filter({ hasText: bn.copied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
  expect(errors).toEqual([]);
});
