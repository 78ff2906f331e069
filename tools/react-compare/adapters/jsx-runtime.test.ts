import { describe, expect, it } from 'vitest';
import { signal } from '@preact/signals-react';
import { cssTextToObject, reactDomProps } from './jsx-runtime.ts';

describe('the React build’s DOM props', () => {
  it('turns a CSS string into a style object, custom properties kept as written', () => {
    expect(cssTextToObject('--row:32px;height:64px; background-color : red ;;transition:transform 500ms')).toEqual({
      '--row': '32px',
      height: '64px',
      backgroundColor: 'red',
      transition: 'transform 500ms',
    });
    expect(cssTextToObject('')).toEqual({});
  });

  it('renames Preact names and reads signals bound to props, leaving children alone', () => {
    const track = signal('transform:translateY(-20px)');
    const child = signal('text');
    const onFocusIn = () => undefined;
    expect(reactDomProps({ class: 'a', for: 'x', style: track, onFocusIn, children: child, 'aria-label': 'l' })).toEqual({
      className: 'a',
      htmlFor: 'x',
      style: { transform: 'translateY(-20px)' },
      onFocus: onFocusIn,
      children: child,
      'aria-label': 'l',
    });
  });

  it('returns the same object when nothing needs changing', () => {
    const props = { className: 'a', style: { height: '1px' }, onClick: () => undefined };
    expect(reactDomProps(props)).toBe(props);
  });
});
