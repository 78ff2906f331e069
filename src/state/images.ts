// Image addresses. The API sends image paths origin-relative under the image CDN (start-up info
// `imageCDNs`, platform reference §7.10: "one picked at random as image base"); a CDN given as a
// path (the reference server's `/cdn`) means this origin. Absolute and data: URLs pass through.
// The pick is random once per device and then kept (IMAGE_CDN), so the pictures the browser and
// the service worker have cached keep matching; it is picked again when the list no longer holds it.
// Until the start-up data is known, the build's default CDN applies (specification §9: "Default
// image CDN list has one entry"). The inline start-up script (src/early.ts) applies pickImageCdn
// and imageAddress to the first banner, with the CDNs of the cached start-up data; its build takes
// only those (the computed CDN is marked /* @__PURE__ */ for that).

import { computed } from '@preact/signals-react';
import { isString } from '@/lib/guards';
import { readString, writeString } from '@/lib/storage';
import { systemStatus } from './config';

/** The build's default image CDN (`VITE_IMAGE_CDN`; empty = this origin). */
export const DEFAULT_IMAGE_CDN = import.meta.env.VITE_IMAGE_CDN || '';
/** localStorage key of this device's pick. */
export const IMAGE_CDN_KEY = 'IMAGE_CDN';

/** The kept pick when the list still has it, else a random entry (kept), else the fallback (the
 *  build's default). */
export function pickImageCdn(list: unknown, fallback = DEFAULT_IMAGE_CDN, random = Math.random): string {
  const cdns = Array.isArray(list) ? list.filter(isString) : [];
  if (!cdns.length) return fallback;
  const kept = readString(IMAGE_CDN_KEY);
  if (kept !== null && cdns.includes(kept)) return kept;
  const pick = cdns[Math.floor(random() * cdns.length)]!;
  writeString(IMAGE_CDN_KEY, pick);
  return pick;
}

const cdn = /* @__PURE__ */ computed(() => pickImageCdn(systemStatus.value?.info.imageCDNs));

/** Where to load an image path from: absolute, data: and blob: addresses and '' as they are, a
 *  path under an http(s) CDN, else on this origin. Throws when the CDN does not parse. */
export const imageAddress = (path: string, base: string): string =>
  !path || /^(https?:|data:|blob:)/.test(path) || !/^https?:\/\//.test(base) ? path : new URL(path, base).href;

/** The address to load an image path from ('' stays '': show no image). A CDN the URL parser
 *  refuses (`http://[`, sent by a broken server or read from old storage) leaves the path on this
 *  origin: a missing picture, not a page that throws while rendering. */
export function imageUrl(path: string): string {
  try {
    return imageAddress(path, cdn.value);
  } catch {
    return path;
  }
}
