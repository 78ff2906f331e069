// Which download the bar offers, and whether this browser is one of our app shells.

import type { ResourceLink } from '@/api/types';
import { revealLink } from '@/lib/reveal-link';

/** iPhone, iPod, iPad — including iPadOS, which presents itself as a Mac with a touch screen. */
export const isIos = (ua: string, touchPoints: number): boolean =>
  /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && touchPoints > 1);

/** The link that fits the device: on iOS the app (IOS), else the web-clip profile (MOBILECONFIG);
 *  elsewhere the Android package. Null when none is configured or decodes. */
export async function deviceDownload(resources: readonly ResourceLink[], ios: boolean): Promise<string | null> {
  for (const type of ios ? ['IOS', 'MOBILECONFIG'] : ['ANDROID']) {
    const entry = resources.find((r) => r.resourceType.toUpperCase() === type);
    const url = entry && (await revealLink(entry.url));
    if (url) return url;
  }
  return null;
}
