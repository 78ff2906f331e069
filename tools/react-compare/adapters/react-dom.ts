// React-build adapter (vite.react.config.ts aliases `react-dom` to this module for src/ only).
// The source boots with Preact's `render(<App />, root)` over the prerendered HTML; React 19 has
// no `render`. Here it is `createRoot(root).render(…)`: the prerendered markup stays on screen
// until React's first commit replaces it.
//
// Not hydrateRoot: the app's first render already has the start-up data (banners, jackpot,
// games), which the prerendered shell does not, so hydration fails on the first differing text
// (React error #418, measured) and React renders the root on the client anyway, after the wasted
// hydration pass. Preact's render() diffs into the existing DOM instead.

import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

// The rest of react-dom that a React-API-clean source may use.
export { createPortal, flushSync } from 'react-dom';

type Root = ReturnType<typeof createRoot>;
const roots = new WeakMap<Element, Root>();

export function render(node: ReactNode, container: Element): void {
  let root = roots.get(container);
  if (!root) roots.set(container, (root = createRoot(container)));
  root.render(node);
}
