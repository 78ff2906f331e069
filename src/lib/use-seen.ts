// Whether an element has come near the viewport yet (and from then on, true). Pictures below the
// first screen take their address only then: the browser's own lazy loading fetches everything
// within 1250–2500 px of the viewport (more on slow links), which on home is every picture of the
// page, paid for by a player who may never scroll (docs/perf.md, "Games first").

import { useEffect, useState, type RefObject } from 'react';

/** How near (px) an element must come before it counts as seen: a row's worth of scrolling. */
const NEAR = '120px';

export function useSeen(ref: RefObject<Element | null>): boolean {
  // Without the observer (an old browser, the tests' DOM) everything counts as seen; in the
  // prerender (no window) nothing does.
  const [seen, setSeen] = useState(() => typeof window === 'object' && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (seen || !el) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true), { rootMargin: NEAR });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}
