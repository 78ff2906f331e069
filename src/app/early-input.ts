// Loaded at boot on pages with a field (main.tsx). What a player does on the prerendered page before the app is live (about a second
// on 2G) is kept. Typed text, ticks and picks are in the prerendered DOM, which the first render
// replaces (preact/compat's render empties the root) with fields holding the app's state (empty):
// boot notes them before that render and gives them back after it through the fields' own
// events, so each form's state starts from them, as if typed now; the focus and caret go back
// where the player left them. The buttons tapped meanwhile
// (noted by the inline script, src/early.ts, which also holds a native submit) are tapped again
// once the form has re-rendered with those values: a language flag switches, a submit sends
// what was typed, through the form's checks (docs/decisions.md, "Before the app is live").

/** An input, a textarea (the same fields here) or a select (which has options). */
type Control = HTMLInputElement & { options?: HTMLOptionsCollection };

/** What makes an element the same control after the render, which replaces the prerendered DOM
 *  (preact/compat's first render does): its tag, type, language and component class. A tap is
 *  replayed only on the control it was made on, never on another that took its place. */
const kind = (el: Element) => el.tagName + ['type', 'lang', 'class'].map((a) => el.getAttribute(a));

/** Finds an element again after the render: the nth of its kind (a part the start-up data adds,
 *  such as the login tabs above the form, does not shift it). */
function locator(root: HTMLElement, el: Element) {
  const same = () => [...root.querySelectorAll<Control>(el.tagName)].filter((e) => kind(e) === kind(el));
  const nth = same().indexOf(el as Control);
  return () => same()[nth];
}

/** Call before the first render over the prerendered markup; call what it returns once the app
 *  is live (after `#app[data-ready]` is set, so the inline script lets the replayed taps through). */
export function keepEarlyInput(root: HTMLElement): () => void {
  const isBox = (c: Control) => /checkbox|radio/.test(c.type);
  // Changed from what the HTML says: typed, ticked, picked, or filled in by the browser.
  const typed = [...root.querySelectorAll<Control>('input, textarea, select')]
    .filter((c) =>
      c.options
        ? [...c.options].some((o) => o.selected !== o.defaultSelected)
        : isBox(c)
          ? c.checked !== c.defaultChecked
          : c.value !== c.defaultValue,
    )
    .map((c) => [locator(root, c), c.value, c.checked] as const);
  // An element outside the page (<body>, or none: the root) is found nowhere: nothing is done.
  const active = (document.activeElement ?? root) as Control;
  const focused = [locator(root, active), active.selectionStart, active.selectionEnd] as const;
  // The buttons (or a form sent by Enter) the inline script saw tapped before the app was live.
  const taps = (window.__early?.taps ?? []).map((el) => locator(root, el));

  return () => {
    for (const [find, value, checked] of typed) {
      const c = find();
      // A click ticks a box as the player did (a click on a ticked radio changes nothing).
      if (c && isBox(c)) {
        if (c.checked !== checked) c.click();
      } else if (c && c.value !== value) {
        c.value = value;
        c.dispatchEvent(new Event(c.options ? 'change' : 'input', { bubbles: true }));
      }
    }
    const c = focused[0]();
    if (c) {
      c.focus();
      try {
        c.setSelectionRange(focused[1], focused[2]);
      } catch {
        // no caret in this kind of control
      }
    }
    // After the re-render the values above cause (it runs in a microtask): a submit handler
    // reads the form's state from its render.
    setTimeout(() => {
      for (const find of taps) {
        const el = find() as unknown as HTMLFormElement | undefined;
        if (el?.requestSubmit) el.requestSubmit();
        else el?.click();
      }
    });
  };
}
