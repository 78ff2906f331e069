/**
 * Touch targets under 44×44 px on the page as it is now (issue 17, item 3; WCAG 2.5.5). One
 * measurement for the route sweep and scripts/touch-targets.ts: every interactive element's own
 * box (padding included, so a hit area must be real padding or min-size, not a pseudo-element),
 * unless it sits on the reviewed exception list.
 */
import type { Page } from '@playwright/test';
import { TOUCH_EXCEPTIONS } from './touch-exceptions.ts';

export const MIN_TARGET = 44;

/** What the player can tap or focus. */
export const INTERACTIVE = 'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [tabindex]:not([tabindex="-1"])';

export interface SmallTarget {
  /** tag.class: enough, with the text, to find it in the source. */
  kind: string;
  text: string;
  width: number;
  height: number;
}

export function smallTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate(
    ({ selector, min, exceptions }) => {
      const found: SmallTarget[] = [];
      for (const el of document.querySelectorAll<HTMLElement>(selector)) {
        if (exceptions.some((s) => el.matches(s))) continue;
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || el.closest('[inert],[aria-hidden="true"]')) continue;
        // A tap on an input's label reaches the input (a checkbox's row): the larger box is the target.
        const boxes = [el, ...(el instanceof HTMLInputElement ? [...(el.labels ?? [])] : [])].map((e) => e.getBoundingClientRect());
        const box = boxes.reduce((a, b) => (b.width * b.height > a.width * a.height ? b : a));
        if (box.width === 0 && box.height === 0) continue;
        if (box.width >= min - 0.5 && box.height >= min - 0.5) continue;
        const cls = typeof el.className === 'string' ? el.className.split(/\s+/)[0] : '';
        const text = (el.getAttribute('aria-label') || el.textContent || (el as HTMLInputElement).placeholder || '')
          .trim()
          .replace(/\s+/g, ' ')
          .slice(0, 24);
        found.push({
          kind: `${el.tagName.toLowerCase()}${cls ? '.' + cls : ''}`,
          text,
          width: Math.round(box.width),
          height: Math.round(box.height),
        });
      }
      return found;
    },
    { selector: INTERACTIVE, min: MIN_TARGET, exceptions: TOUCH_EXCEPTIONS.map((e) => e.selector) },
  );
}
