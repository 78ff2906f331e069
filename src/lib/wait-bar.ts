// ENTRY CHUNK. The top progress bar (docs/perf.md, "Waiting that shows progress"): a thin fixed bar
// at the top of the viewport while a placeholder of a page is on screen — the shell's Suspense
// fallback (the page's chunk or catalogs) and the load state (its first data). It appears only
// after WAIT_BAR_DELAY, so a cached page shows none; CSS (global.css, `.wait-bar`) advances it
// towards 90 %, then fills and fades it. One element, made on first use, a class toggled: no
// render, no layout shift (fixed), no taps taken (pointer-events: none). Decorative: the
// placeholders carry the accessible signal ("Please wait" as a status, aria-busy).

import { useEffect } from 'react';

export const WAIT_BAR_DELAY = 150;

let waits = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let bar: HTMLElement | undefined;

/** Holds the bar until the returned function is called, once (an effect's cleanup). */
export function holdWaitBar(): () => void {
  if (!waits++)
    timer = setTimeout(() => {
      bar ??= document.body.appendChild(document.createElement('div'));
      bar.className = 'wait-bar';
    }, WAIT_BAR_DELAY);
  return () => {
    if (--waits) return;
    clearTimeout(timer);
    // Not shown yet: nothing to complete (a bar left from before is already faded).
    if (bar) bar.className = 'wait-bar done';
  };
}

/** The bar runs while the calling component is mounted. */
export const useWaitBar = (): void => useEffect(holdWaitBar, []);
