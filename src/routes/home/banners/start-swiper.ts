// Swiper on the banner markup (loaded lazily, see BannerCarousel). Only the core and the two
// modules used; the layout CSS is ours (banners.module.css), so none of Swiper's CSS is loaded.

import Swiper from 'swiper';
import { Autoplay, Pagination } from 'swiper/modules';

/** The CSS module's class names: wrapper, slide, pagination, bullet, bulletActive. */
type Classes = Readonly<Record<string, string>>;

/** Starts the carousel (loop, 5000 ms autoplay, 500 ms speed: specification §9); returns a stop. */
export function startSwiper(root: HTMLElement, classes: Classes, bulletLabel: (index: number) => string): () => void {
  const swiper = new Swiper(root, {
    modules: [Autoplay, Pagination],
    wrapperClass: classes.wrapper!,
    slideClass: classes.slide!,
    loop: true,
    speed: 500,
    autoplay: { delay: 5000, disableOnInteraction: false, pauseOnMouseEnter: true },
    pagination: {
      el: root.querySelector<HTMLElement>(`.${classes.pagination!}`),
      clickable: true,
      bulletClass: classes.bullet!,
      bulletActiveClass: classes.bulletActive!,
      renderBullet: (index, className) =>
        `<button type="button" class="${className}" aria-label="${bulletLabel(index)}"></button>`,
    },
    on: {
      // The bullet of the banner in view says so to assistive technology.
      paginationUpdate: (s) =>
        s.pagination.bullets.forEach((b) => b.setAttribute('aria-current', String(b.classList.contains(classes.bulletActive!)))),
    },
  });
  return () => swiper.destroy(true, false);
}
