// Swiper on the banner markup (loaded lazily, see BannerCarousel). Only the core and the pagination
// module; the layout CSS is ours (banners.module.css), so none of Swiper's CSS is loaded.
// The autoplay is a plain timer, not Swiper's Autoplay module: that one asks for an animation frame
// on every frame to count its time down (calcTimeLeft), which kept home's main thread about 60 %
// busy on a phone-speed CPU doing nothing (npm run perf, ticker cost; docs/perf.md).

import Swiper from 'swiper';
import { Pagination } from 'swiper/modules';

/** Specification §9: a banner every 5000 ms, moving in 500 ms. */
const AUTOPLAY_MS = 5000;

/** The CSS module's class names: wrapper, slide, pagination, bullet, bulletActive. */
type Classes = Readonly<Record<string, string>>;

/** Starts the carousel (loop, 5000 ms autoplay, 500 ms speed: specification §9); returns a stop. */
export function startSwiper(root: HTMLElement, classes: Classes, bulletLabel: (index: number) => string): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The next step comes a full period after the last change, however it was made (timer, swipe,
  // bullet); nothing moves while a finger is down or the page is hidden.
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (!document.hidden) swiper.slideNext();
      schedule();
    }, AUTOPLAY_MS);
  };
  const swiper = new Swiper(root, {
    modules: [Pagination],
    wrapperClass: classes.wrapper!,
    slideClass: classes.slide!,
    loop: true,
    speed: 500,
    pagination: {
      el: root.querySelector<HTMLElement>(`.${classes.pagination!}`),
      clickable: true,
      bulletClass: classes.bullet!,
      bulletActiveClass: classes.bulletActive!,
      renderBullet: (index, className) => `<button type="button" class="${className}" aria-label="${bulletLabel(index)}"></button>`,
    },
    on: {
      slideChange: schedule,
      touchStart: () => clearTimeout(timer),
      touchEnd: schedule,
      // The bullet of the banner in view says so to assistive technology.
      paginationUpdate: (s) =>
        s.pagination.bullets.forEach((b) => b.setAttribute('aria-current', String(b.classList.contains(classes.bulletActive!)))),
    },
  });
  schedule();
  return () => {
    clearTimeout(timer);
    swiper.destroy(true, false);
  };
}
