// Steps every spec takes: wait for the app to be live, open a page, sign in (BN browser).

import { expect, type Page } from '@playwright/test';

/** The app sets `data-ready` on #app once it has rendered over the prerendered page (within the
 *  project's action time-out, unless given another). */
export const appReady = (page: Page, timeout?: number) => page.locator('#app[data-ready]').waitFor({ state: 'attached', timeout });

export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await appReady(page);
}

/** Signs in with a username and password on the login page and waits for home. */
export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await open(page, '/m/login');
  await page.getByRole('textbox', { name: 'ইউজারনেম', exact: true }).fill(username);
  await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'লগ ইন', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await appReady(page);
}

/** A new free-trial member, signed in (the login page's trial button: doc. 1 §2): data of its own,
 *  shared with no other worker or project. */
export async function playAsTrial(page: Page): Promise<void> {
  await open(page, '/m/login');
  await page.getByRole('button', { name: 'ফ্রি ট্রায়াল', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await appReady(page);
}
