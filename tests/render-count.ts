// Counts component renders, for the tests that prove a ticker's tick re-renders nothing
// (ARCHITECTURE §2: hot text is a signal bound to a text node or a style).
import { options } from 'preact';

/** Counts function-component renders from now on; `stop()` restores Preact's hook. */
export function countRenders(): { renders: number; stop: () => void } {
  const before = options.diffed;
  const counter = { renders: 0, stop: () => void (options.diffed = before) };
  options.diffed = (vnode) => {
    if (typeof vnode.type === 'function') counter.renders++;
    before?.(vnode);
  };
  return counter;
}
