// Banner addresses. The image CDN serves each banner at two widths: 720 px for 2× screens and
// `.sm.webp` at 360 px (scripts/make-demo-images.ts draws both for the reference server). Data
// saver asks for the small one, about half the bytes; the inline start-up script (src/early.ts)
// applies smallBanner to the first banner before the app runs.

import { dataSaver } from '@/state/data-saver';
import { imageUrl } from '@/state/images';

export const smallBanner = (path: string): string => path.replace(/^(\/cdn\/banners\/[\w-]+)\.webp$/, '$1.sm.webp');

/** A banner's address: the small variant in data-saver mode. */
export const bannerUrl = (path: string): string => imageUrl(dataSaver.value ? smallBanner(path) : path);
