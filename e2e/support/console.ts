/**
 * Collects what would show up red in DevTools: `console.error` calls, uncaught exceptions and
 * the browser's own "Failed to load resource" messages. Attach it before navigating:
 *
 *   const errors = consoleErrors(page);
 *   await page.goto(HOME_PATH);
 *   ...
 *   expect(errors).toEqual([]);
 *
 * A test that provokes an error on purpose (a 401, an offline request) passes `ignore`.
 */
import type { Page } from '@playwright/test';

export interface ConsoleErrorOptions {
  /** Messages matching any of these are not collected. */
  ignore?: RegExp[];
}

export function consoleErrors(page: Page, options: ConsoleErrorOptions = {}): string[] {
  const errors: string[] = [];
  const keep = (text: string): void => {
    if (!options.ignore?.some((re) => re.test(text))) errors.push(text);
  };
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const { url, lineNumber } = msg.location();
    keep(url ? `console.error: ${msg.text()} (${url}:${lineNumber})` : `console.error: ${msg.text()}`);
  });
  page.on('pageerror', (error) => keep(`pageerror: ${error.message}`));
  return errors;
}
