// Which download the bar offers, and whether this browser is one of our app shells.

import type { ResourceLink } from '@/api/types';
import { revealLink } from '@/lib/reveal-link';

/** Our app shells add this to their user agent. The same value as `APP_USER_AGENT_MARKER` of
 *  lib/register-method.ts (a test keeps them equal), not imported: that module ships in the
 *  account pages' chunk, which home must not download for one word. */
export const APP_SHELL_MARKER = 'BDPlayApp';

/** iPhone, iPod, iPad — including iPadOS, which presents itself as a Mac with a touch screen. */
export const isIos = (ua: string, touchPoints: number): boolean => /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && touchPoints > 1);

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
