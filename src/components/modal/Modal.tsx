// A modal sheet: backdrop, a labelled dialog, a close button, Escape to close, focus moved in on
// open and given back on close. The home popups, the hot-match list and the login dialog share it.

import { useEffect, useRef, type ReactNode } from 'react';
import css from './Modal.module.css';

export interface ModalProps {
  /** The dialog's heading, also its accessible name. */
  title: string;
  /** Accessible name of the close button (translated by the caller). */
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  /** Extra class for the dialog box (width, padding). */
  class?: string;
}

let lastId = 0;

/** Tab and Shift+Tab go round inside the dialog (it is modal: the page behind is out of reach). */
function keepFocusIn(box: HTMLElement | null, e: KeyboardEvent): void {
  const all = box?.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, select, textarea, [tabindex="0"]');
  if (!all?.length) return;
  const first = all[0]!;
  const last = all[all.length - 1]!;
  const at = document.activeElement;
  if (e.shiftKey ? at === first || at === box : at === last) {
    e.preventDefault();
    (e.shiftKey ? last : first).focus();
  }
}

export function Modal({ title, closeLabel, onClose, children, class: extra }: ModalProps) {
  const box = useRef<HTMLDivElement>(null);
  const titleId = useRef(`modal-${++lastId}`).current;
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    box.current?.focus();
    return () => before?.focus?.();
  }, []);
  return (
    <div
      class={css.backdrop}
      onKeyDown={(e) => (e.key === 'Escape' ? onClose() : e.key === 'Tab' && keepFocusIn(box.current, e))}
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      <div ref={box} class={extra ? `${css.dialog} ${extra}` : css.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div class={css.head}>
          <h2 id={titleId} class={css.title}>
            {title}
          </h2>
          <button type="button" class={css.close} aria-label={closeLabel} onClick={onClose}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" stroke-width="2">
              <path d="M18 6L6 18M6 6l12 12" />
            </svg>
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
