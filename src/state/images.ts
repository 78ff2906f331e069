// Image addresses. The API sends image paths origin-relative under the image CDN (start-up info
// `imageCDNs`, platform reference §7.10: "one picked at random as image base"); a CDN given as a
// path (the reference server's `/cdn`) means this origin. Absolute and data: URLs pass through.
// The pick is random once per device and then kept (IMAGE_CDN), so the pictures the browser and
// the service worker have cached keep matching; it is picked again when the list no longer holds it.
// Until the start-up data is known, the build's default CDN applies (specification §9: "Default
// image CDN list has one entry"). The inline start-up script (src/early.js) applies the same rules
// to the first banner: the kept CDN, then the cached start-up data's first, then the default.

import { computed } from '@preact/signals-react';
import { readString, writeString } from '@/lib/storage';
import { systemStatus } from './config';

/** The build's default image CDN (`VITE_IMAGE_CDN`; empty = this origin). */
export const DEFAULT_IMAGE_CDN = import.meta.env.VITE_IMAGE_CDN || '';
/** localStorage key of this device's pick. */
export const IMAGE_CDN_KEY = 'IMAGE_CDN';

/** The kept pick when the list still has it, else a random entry (kept), else the default. */
export function pickImageCdn(list: unknown, random = Math.random): string {
  const cdns = Array.isArray(list) ? list.filter((c): c is string => typeof c === 'string') : [];
  if (!cdns.length) return DEFAULT_IMAGE_CDN;
  const kept = readString(IMAGE_CDN_KEY);
  if (kept !== null && cdns.includes(kept)) return kept;
  const pick = cdns[Math.floor(random() * cdns.length)] ?? cdns[0]!;
  writeString(IMAGE_CDN_KEY, pick);
  return pick;
}

const cdn = computed(() => pickImageCdn(systemStatus.value?.info.imageCDNs));

/** The address to load an image path from ('' stays '': show no image). A CDN the URL parser
 *  refuses (`http://[`, sent by a broken server or read from old storage) leaves the path on this
 *  origin: a missing picture, not a page that throws while rendering. */
export function imageUrl(path: string): string {
  if (!path || /^(https?:|data:|blob:)/.test(path)) return path;
  const base = cdn.value;
  try {
    return /^https?:\/\//.test(base) ? new URL(path, base).href : path;
  } catch {
    return path;
  }
}
