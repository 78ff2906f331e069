import type { Page } from '@playwright/test';

/**
 * Records every text that appears in a live status region of the page from now on (SPA
 * navigations keep the recorder; a reload drops it). A toast can be specified to last 2 s (the
 * trial refusal, spec §8): on the 2G profile of a loaded runner, Playwright's polls of the page
 * can be further apart than that, so asserting it visible may miss a toast that was shown.
 * Returns a reader of what was seen so far, for `expect.poll`.
 */
export async function recordStatusTexts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __statusTexts: string[] }).__statusTexts = seen;
    new MutationObserver(() => {
      for (const region of document.querySelectorAll('[role="status"]')) {
        const text = region.textContent?.trim();
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __statusTexts: string[] }).__statusTexts);
}
