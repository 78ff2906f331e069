// The vendor carousel (specification doc. 2 §2, §9): logo buttons, four per slide; a tap shows only
// that vendor's games, a second tap (or "All") every vendor's. It is a plain sideways-scrolling row
// at once; Swiper takes it over when the page has loaded and the browser is idle, if there are
// more than four vendors (then there is something to page through).

import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Vendor } from '@/lib/categories';
import { imageUrl } from '@/state/images';
import css from './game-list.module.css';

const PER_SLIDE = 4;

const whenIdle = (fn: () => void) => (globalThis.requestIdleCallback ?? ((f: () => void) => setTimeout(f, 1)))(fn);

export interface VendorCarouselProps {
  vendors: readonly Vendor[];
  selected: readonly string[];
  onSelect: (vendors: string[]) => void;
}

export function VendorCarousel({ vendors, selected, onSelect }: VendorCarouselProps) {
  const { t } = useLingui();
  const root = useRef<HTMLDivElement>(null);
  const count = vendors.length;

  useEffect(() => {
    if (count + 1 <= PER_SLIDE) return;
    let stop: (() => void) | undefined;
    let live = true;
    const start = () =>
      whenIdle(
        () =>
          void import('./start-vendor-swiper').then(
            (m) => live && root.current && (stop = m.startVendorSwiper(root.current, css as { track: string; vendor: string })),
            () => {}, // the native row stays
          ),
      );
    if (document.readyState === 'complete') start();
    else addEventListener('load', start, { once: true });
    return () => {
      live = false;
      removeEventListener('load', start);
      stop?.();
    };
  }, [count]);

  if (!count) return <div class={css.vendors} />;
  const all = selected.length === 0;
  return (
    <div ref={root} class={css.vendors}>
      <div class={css.track} role="group" aria-label={t`Vendors`}>
        <button type="button" class={css.vendor} aria-pressed={all} onClick={() => onSelect([])}>
          {t`All`}
        </button>
        {vendors.map(({ vendor, name }) => {
          const on = selected.includes(vendor);
          return (
            <button
              type="button"
              key={vendor}
              class={css.vendor}
              aria-pressed={on}
              aria-label={name || vendor}
              onClick={() => onSelect(on && selected.length === 1 ? [] : [vendor])}
            >
              <img src={imageUrl(`/cdn/vendors/${vendor}.svg`)} alt="" width={80} height={32} loading="lazy" decoding="async" />
            </button>
          );
        })}
      </div>
    </div>
  );
}
