// Image addresses. The API sends image paths origin-relative under the image CDN (start-up info
// `imageCDNs`, platform reference §7.10); a CDN given as a path (the reference server's `/cdn`)
// means this origin. Absolute and data: URLs pass through. Until the start-up data is known, the
// build's default CDN applies (specification §9: "Default image CDN list has one entry"); the
// inline start-up script (src/early.js) uses the same rule for the first banner.

import { computed } from '@preact/signals-react';
import { systemStatus } from './config';

/** The build's default image CDN (`VITE_IMAGE_CDN`; empty = this origin). */
export const DEFAULT_IMAGE_CDN = import.meta.env.VITE_IMAGE_CDN || '';

const cdn = computed(() => {
  const list = systemStatus.value?.info.imageCDNs;
  return Array.isArray(list) && typeof list[0] === 'string' ? list[0] : DEFAULT_IMAGE_CDN;
});

/** The address to load an image path from ('' stays '': show no image). */
export function imageUrl(path: string): string {
  if (!path || /^(https?:|data:|blob:)/.test(path)) return path;
  const base = cdn.value;
  return /^https?:\/\//.test(base) ? new URL(path, base).href : path;
}
