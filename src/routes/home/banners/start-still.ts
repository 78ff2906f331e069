// Data-saver mode's carousel (loaded lazily instead of Swiper, see BannerCarousel): the banners
// stay still, one in view, and two arrows change them. The pictures out of view have their address
// in data-src only, so each loads when its banner is first shown.

import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import css from './still.module.css';

/** Adds the arrows to the carousel's box (its first child is the wrapper of the slides); returns a stop. */
export function startStill(root: HTMLElement): () => void {
  const wrapper = root.firstElementChild as HTMLElement;
  const count = wrapper.children.length;
  let at = 0;
  const arrow = (label: string, side: string, step: number) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = `${css.arrow} ${side}`;
    button.setAttribute('aria-label', label);
    button.onclick = () => {
      at = (at + step + count) % count;
      wrapper.style.transform = `translateX(${-100 * at}%)`;
      const img = wrapper.children[at]?.querySelector('img');
      if (img?.dataset.src && !img.getAttribute('src')) img.src = img.dataset.src;
    };
    root.append(button);
    return button;
  };
  const arrows = [arrow(i18n._(msg`Previous banner`), css.previous!, -1), arrow(i18n._(msg`Next banner`), css.next!, 1)];
  return () => {
    arrows.forEach((a) => a.remove());
    wrapper.style.transform = '';
  };
}
