// React-build adapter: wouter-preact is wouter with `src/react-deps.js` pointing at Preact; this
// is the React version of that file (as in the `wouter` package), which vite.react.config.ts
// puts in its place.

import { useLayoutEffect, useRef } from 'react';

export {
  cloneElement,
  createContext,
  createElement,
  forwardRef,
  Fragment,
  isValidElement,
  useContext,
  useInsertionEffect,
  useLayoutEffect as useIsomorphicLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

/** wouter's `useEvent` polyfill: a stable function that calls the latest `fn`. */
export const useEvent = <A extends unknown[], R>(fn: (...args: A) => R): ((...args: A) => R) => {
  type Pair = [(...args: A) => R, (...args: A) => R];
  const box: { current: Pair } = useRef<Pair>([fn, (...args: A): R => box.current[0](...args)]);
  const ref = box.current;
  useLayoutEffect(() => {
    ref[0] = fn;
  });
  return ref[1];
};
