// A title that shows and hides its content (the accordion of the help centre and the notices): a
// heading holding a button with aria-expanded, and the region it controls. The content renders only
// while open, so a long list sanitises and lays out only what the player reads.

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import css from './Disclosure.module.css';

export interface DisclosureProps {
  title: string;
  /** Heading level inside the page: nested entries sit one level below. */
  level?: 2 | 3;
  /** Open on first render. */
  defaultOpen?: boolean;
  /** Scrolled into view on first render (the entry a link asked for). */
  scrollTo?: boolean;
  children: ReactNode;
}

export function Disclosure({ title, level = 2, defaultOpen = false, scrollTo = false, children }: DisclosureProps) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const top = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (scrollTo) top.current?.scrollIntoView?.({ block: 'start' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- first render only, as the prop says
  }, []);
  const H = level === 2 ? 'h2' : 'h3';
  return (
    <div class={css.item}>
      <H ref={top} class={css.heading}>
        <button type="button" class={css.toggle} aria-expanded={open} aria-controls={open ? id : undefined} onClick={() => setOpen(!open)}>
          {title}
        </button>
      </H>
      {open && (
        <div id={id} role="region" aria-label={title} class={css.body}>
          {children}
        </div>
      )}
    </div>
  );
}
