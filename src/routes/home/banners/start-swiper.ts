// Swiper on the banner markup (loaded lazily, see BannerCarousel). Only the core and the pagination
// module; the layout CSS is ours (banners.module.css), so none of Swiper's CSS is loaded.
// The autoplay is a plain timer, not Swiper's Autoplay module: that one asks for an animation frame
// on every frame to count its time down (calcTimeLeft), which kept home's main thread about 60 %
// busy on a phone-speed CPU doing nothing (npm run perf, ticker cost; docs/perf.md).

import Swiper from 'swiper';
import { Pagination } from 'swiper/modules';
import { AUTOPLAY_MS } from './after-first-banner';

/** The CSS module's class names: wrapper, slide, pagination, bullet, bulletActive. */
type Classes = Readonly<Record<string, string>>;

/** Starts the carousel (loop, 5000 ms autoplay, 500 ms speed: specification §9); returns a stop.
 *  `stepNow`: the first banner has already been in view a whole period (the carousel starts when
 *  it is first to move, after-first-banner.ts), so the first step comes at once. */
export function startSwiper(root: HTMLElement, classes: Classes, bulletLabel: (index: number) => string, stepNow = false): () => void {
  // The other banners' pictures wait in data-src until the carousel moves (BannerCarousel).
  root.querySelectorAll<HTMLImageElement>('img[data-src]').forEach((img) => img.getAttribute('src') || (img.src = img.dataset.src!));
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
  if (stepNow) swiper.slideNext();
  schedule();
  return () => {
    clearTimeout(timer);
    swiper.destroy(true, false);
  };
}
