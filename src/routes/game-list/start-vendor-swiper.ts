// Swiper on the vendor row (loaded lazily, see VendorCarousel): the core only, four logos per slide
// (specification doc. 2 §9). The row works without it (native sideways scrolling with snap
// points), so a slow or failed load costs nothing but the paging. The Swiper core is shared with
// the home banners' chunk: after a home visit it is already cached.

import Swiper from 'swiper';

/** The CSS module's class names: track (Swiper's wrapper) and vendor (a slide). */
export function startVendorSwiper(root: HTMLElement, classes: { track: string; vendor: string }): () => void {
  const swiper = new Swiper(root, {
    wrapperClass: classes.track,
    slideClass: classes.vendor,
    slidesPerView: 4,
    slidesPerGroup: 4,
    spaceBetween: 8,
    speed: 300,
  });
  return () => swiper.destroy(true, false);
}
