/**
 * Controls that may be smaller than the 44×44 px touch area (issue 17, item 3), each with the
 * reason it may. Read by the touch-target measurement (touch-targets.ts) and the route-wide sweep.
 * An entry needs a real reason, e.g. a link inside running text (WCAG 2.5.8 "inline" exception).
 * `selector` is matched with `element.matches()`.
 */
export const TOUCH_EXCEPTIONS: { selector: string; reason: string }[] = [
  {
    selector: '.html-content a',
    reason:
      'A link inside the running text the server sends (help entries, messages, notices; src/components/html-content): ' +
      'its size is set by the line height of its sentence (WCAG 2.5.8, inline exception).',
  },
];
