// React-build adapter (vite.react.config.ts aliases `react/jsx-runtime` to this module for src/
// only): the JSX of the source is written for Preact, and a few of its DOM props mean nothing, or
// throw, in React. They are translated here, on DOM elements only, as React would need them
// written (what the source itself would say to be React-API clean):
//   class, for           → className, htmlFor
//   style="a:b;--c:d"    → { a: 'b', '--c': 'd' }   (React throws on a string)
//   prop={signal}        → prop={signal.value}     (Preact binds a signal to the DOM property; with
//                          @preact/signals-react the component that reads it re-renders instead)
//   onFocusIn/Out        → onFocus/onBlur          (React's focus events bubble, like focusin/out)
//   onDblClick           → onDoubleClick
// Children are left alone: @preact/signals-react renders a signal child itself.

import { Signal } from '@preact/signals-react';
import { Fragment, jsx as reactJsx, jsxs as reactJsxs } from 'react/jsx-runtime';

export { Fragment };

const RENAMED: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  onFocusIn: 'onFocus',
  onFocusOut: 'onBlur',
  onDblClick: 'onDoubleClick',
};

/** `a:b; background-color: red; --row: 4px` → `{ a: 'b', backgroundColor: 'red', '--row': '4px' }`. */
export function cssTextToObject(text: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (!name) continue;
    style[name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = value;
  }
  return style;
}

/** The props React needs for a DOM element written as for Preact; the same object if none differ. */
export function reactDomProps(props: Record<string, unknown>): Record<string, unknown> {
  let out: Record<string, unknown> | null = null;
  for (const key in props) {
    let value = props[key];
    if (key === 'children') continue;
    const renamed = RENAMED[key];
    if (value instanceof Signal) value = value.value;
    if (key === 'style' && typeof value === 'string') value = cssTextToObject(value);
    if (renamed || value !== props[key]) {
      out ??= { ...props };
      if (renamed) {
        delete out[key];
        out[renamed] ??= value;
      } else out[key] = value;
    }
  }
  return out ?? props;
}

// (Typed loosely: TypeScript sees Preact's jsx-runtime under these names, tsconfig.json's paths.)
type Jsx = (type: unknown, props: Record<string, unknown>, key?: unknown) => unknown;
const wrap = (runtime: unknown): Jsx => {
  const create = runtime as Jsx;
  return (type, props, key) => create(type, typeof type === 'string' ? reactDomProps(props) : props, key);
};

export const jsx = wrap(reactJsx);
export const jsxs = wrap(reactJsxs);
