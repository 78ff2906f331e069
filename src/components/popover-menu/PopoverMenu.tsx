// A pop-over menu under the button that opened it (WAI-ARIA menu button pattern): focus moves to
// the first item, arrows move between items, Escape, Tab and a tap outside close it, and focus
// returns to the button. The opener owns `aria-expanded`; tapping it again toggles the menu.

import { useEffect, useRef, type RefObject } from 'react';
import css from './PopoverMenu.module.css';

export interface PopoverMenuItem {
  label: string;
  onSelect: () => void;
}

export interface PopoverMenuProps {
  /** Accessible name of the menu. */
  label: string;
  items: readonly PopoverMenuItem[];
  /** The menu button: a tap on it is not "outside", and focus goes back to it on close. */
  anchor: RefObject<HTMLElement | null>;
  onClose: () => void;
}

export function PopoverMenu({ label, items, anchor, onClose }: PopoverMenuProps) {
  const box = useRef<HTMLDivElement>(null);
  const entries = () => [...(box.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const close = () => {
    onClose();
    anchor.current?.focus();
  };

  useEffect(() => {
    entries()[0]?.focus();
    const outside = (e: Event) => {
      const n = e.target as Node;
      if (!box.current?.contains(n) && !anchor.current?.contains(n)) close();
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
    // On opening only: again on a render would pull the focus back to the first item.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a tap outside closes with the opener's first onClose
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    const all = entries();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: -1 }[e.key];
    if (to !== undefined) {
      e.preventDefault();
      all.at(to % all.length)?.focus();
    } else if (e.key === 'Escape' || e.key === 'Tab') {
      if (e.key === 'Escape') e.preventDefault();
      close();
    }
  };

  return (
    <div ref={box} class={css.menu} role="menu" aria-label={label} onKeyDown={onKeyDown}>
      {items.map((item) => (
        <button
          key={item.label}
          type="button"
          role="menuitem"
          tabIndex={-1}
          class={css.item}
          onClick={() => {
            close();
            item.onSelect();
          }}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
