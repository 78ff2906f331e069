// How this registration arrived, sent as `registerMethod` (specification §3).

import { isAppShell, isStandalone } from './env';
import { readString } from './storage';

export type RegisterMethod = 'APP' | 'WEBCLIP' | 'PWA' | 'H5';

/** Set to '1' in localStorage by the iOS web-clip (configuration profile) start page. */
const WEB_CLIP_KEY = 'webClip';

export function registerMethod(): RegisterMethod {
  if (isAppShell()) return 'APP';
  if (isStandalone()) return readString(WEB_CLIP_KEY) === '1' ? 'WEBCLIP' : 'PWA';
  return 'H5';
}
