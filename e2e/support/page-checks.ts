/**
 * What the route sweep (e2e/sweep.spec.ts) measures inside the page, as one function handed to
 * `page.evaluate` (so it must not reach outside itself): raw message ids, horizontal overflow,
 * Latin text in BN and touch areas. One pass over the DOM per width; each finding names the
 * element as a person would find it (tag, role, name, where it sits).
 */

export interface CheckInput {
  /** Every message id (e2e/support/message-ids.ts). */
  ids: string[];
  /** Latin text allowed in BN (e2e/support/latin-allow.ts), as regular expression sources. */
  latinAllowed: string[];
  /** Selectors of interactive elements whose small touch area is reviewed (touch-exceptions.ts). */
  touchExceptions: string[];
  /** The viewport width set by the test (`innerWidth` grows with the content on a mobile viewport). */
  width: number;
  bn: boolean;
}

export interface CheckOutput {
  ids: string[];
  overflow: string[];
  latin: string[];
  touch: string[];
}

export function checkPage(input: CheckInput): CheckOutput {
  const ids = new Set(input.ids);
  const allowed = input.latinAllowed.map((s) => new RegExp(`(?<![\\w*])(?:${s})(?![\\w*])`, 'g'));
  const out: CheckOutput = { ids: [], overflow: [], latin: [], touch: [] };

  const shown = (e: Element) =>
    e.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    e.getBoundingClientRect().width > 0 &&
    e.getBoundingClientRect().height > 0;
  const clip = (s: string | null | undefined, n = 40) => (s ?? '').replace(/\s+/g, ' ').trim().slice(0, n);
  /** `button "Log in" in header`: the tag, its name, the nearest landmark or labelled region. */
  const names = new Map<Element, string>();
  const describe = (e: Element): string => names.get(e) ?? names.set(e, describeOnce(e)).get(e)!;
  const describeOnce = (e: Element): string => {
    const name = clip(
      e.getAttribute('aria-label') ||
        e.getAttribute('alt') ||
        e.getAttribute('placeholder') ||
        (e as HTMLElement).innerText ||
        e.getAttribute('title'),
    );
    const role = e.getAttribute('role');
    const where = e.parentElement?.closest(
      'header, footer, nav, main, aside, dialog, [role=dialog], section[aria-label], section[aria-labelledby], form, li',
    );
    const place = where
      ? ` in ${where.tagName.toLowerCase()}${where.getAttribute('aria-label') ? ` "${clip(where.getAttribute('aria-label'), 24)}"` : ''}`
      : '';
    const href = e.getAttribute('href');
    return `${e.tagName.toLowerCase()}${role ? `[role=${role}]` : ''}${name ? ` "${name}"` : ''}${href ? ` (${href})` : ''}${place}`;
  };

  // Visible text, with the attributes a person or a screen reader meets.
  const texts: { text: string; el: Element }[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (el && n.textContent?.trim() && !['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(el.tagName) && shown(el)) texts.push({ text: n.textContent, el });
  }
  for (const el of document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
    if (!shown(el) && !(el instanceof HTMLImageElement)) continue;
    for (const a of ['aria-label', 'placeholder', 'title', 'alt']) {
      const v = el.getAttribute(a);
      if (v?.trim()) texts.push({ text: v, el });
    }
  }
  texts.push({ text: document.title, el: document.head });

  // 1. Raw ids: six base64 characters standing alone, or an explicit id, that are a message's id.
  const seen = new Set<string>();
  for (const { text, el } of texts) {
    for (const m of text.matchAll(/(?<![\w+/.])[\w+/.]{4,}(?![\w+/.])/g)) {
      const token = m[0].replace(/\.+$/, ''); // a sentence's full stop
      if (ids.has(token) && !seen.has(token + describe(el))) {
        seen.add(token + describe(el));
        out.ids.push(`"${token}" in ${describe(el)}`);
      }
    }
  }

  // 3. Latin words in BN outside the allow-list (one finding per word and element).
  if (input.bn) {
    const seenLatin = new Set<string>();
    for (const { text, el } of texts) {
      const rest = allowed.reduce((t, re) => t.replace(re, ' '), text);
      // A word with its digits and marks (`sa****b`, `H5`), that has a Latin letter.
      for (const m of rest.matchAll(/[\w*'’&.+-]*[A-Za-z][\w*'’&.+-]*/g)) {
        const word = m[0].replace(/^[.'’-]+|[.'’-]+$/g, '');
        const key = word + describe(el);
        if (seenLatin.has(key)) continue;
        seenLatin.add(key);
        out.latin.push(`"${word}" in "${clip(text, 60)}" (${describe(el)})`);
      }
    }
  }

  // 2. Horizontal overflow: the page wider than the phone, with the elements that stick out
  //    (outside any scroller or clipping box, which contain their overflow).
  const pageWidth = document.documentElement.scrollWidth;
  if (pageWidth > input.width) {
    const contained = (e: Element) => {
      for (let p = e.parentElement; p && p !== document.documentElement; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== 'visible') return true;
      }
      return false;
    };
    const sticking = [...document.body.querySelectorAll('*')].filter(
      (e) => shown(e) && e.getBoundingClientRect().right > input.width + 0.5 && !contained(e),
    );
    // The causes: those whose parent does not stick out as far (the widest box in its line).
    // Fixed bars (the tab bar) only follow the widened page; they are not why it is wide.
    const causes = sticking.filter(
      (e) =>
        getComputedStyle(e).position !== 'fixed' &&
        (!e.parentElement || e.parentElement.getBoundingClientRect().right < e.getBoundingClientRect().right - 0.5),
    );
    const list = (causes.length ? causes : sticking)
      .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)
      .slice(0, 3)
      .map((e) => {
        const r = e.getBoundingClientRect();
        return `${describe(e)} ${Math.round(r.width)}px wide, right edge ${Math.round(r.right)}px`;
      });
    out.overflow.push(`page ${pageWidth}px wide on a ${input.width}px screen; widest: ${list.join('; ') || 'none found'}`);
  }

  // 4. Touch areas: the border box (content and padding) of every visible control, at least
  //    44×44; a checkbox or radio also through its label, which takes the tap for it.
  const big = (r: DOMRect) => r.width >= 43.5 && r.height >= 43.5;
  const controls = document.body.querySelectorAll(
    'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [tabindex]:not([tabindex="-1"])',
  );
  for (const e of controls) {
    if (!shown(e) && !(e instanceof HTMLInputElement && e.labels?.length)) continue;
    const r = e.getBoundingClientRect();
    if (big(r)) continue;
    if (e instanceof HTMLInputElement && [...(e.labels ?? [])].some((l) => shown(l) && big(l.getBoundingClientRect()))) continue;
    if (!shown(e)) continue;
    if (input.touchExceptions.some((s) => e.matches(s))) continue;
    out.touch.push(`${describe(e)} is ${Math.round(r.width)}×${Math.round(r.height)}`);
  }
  return out;
}
