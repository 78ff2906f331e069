// Image addresses. The API sends image paths origin-relative under the image CDN (start-up info
// `imageCDNs`, platform reference §7.10); a CDN given as a path (the reference server's `/cdn`)
// means this origin. Absolute and data: URLs pass through.

import { computed } from '@preact/signals-react';
import { systemStatus } from './config';

const cdn = computed(() => {
  const list = systemStatus.value?.info.imageCDNs;
  return Array.isArray(list) && typeof list[0] === 'string' ? list[0] : '';
});

/** The address to load an image path from ('' stays '': show no image). */
export function imageUrl(path: string): string {
  if (!path || /^(https?:|data:|blob:)/.test(path)) return path;
  const base = cdn.value;
  return /^https?:\/\//.test(base) ? new URL(path, base).href : path;
}
