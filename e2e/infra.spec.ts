/**
 * Proves the e2e infrastructure: the server serves the prerendered, compressed home page with
 * its security headers, on every network profile (@journey).
 */
import { test, expect } from './support/fixtures.ts';
import { consoleErrors } from './support/console.ts';
import { HOME_PATH } from './support/servers.ts';

test('home is served brotli-compressed with a CSP and a document language', { tag: '@journey' }, async ({ page }) => {
  const errors = consoleErrors(page);

  const response = await page.goto(HOME_PATH);
  expect(response, 'navigation response').not.toBeNull();
  expect(response!.status()).toBe(200);

  const headers = await response!.allHeaders();
  expect(headers['content-encoding']).toBe('br');
  expect(headers['content-security-policy'] ?? '').not.toBe('');

  await expect(page.locator('html')).toHaveAttribute('lang', /^(bn|en)\b/);
  expect(errors).toEqual([]);
});
