// How this registration arrived, sent as `registerMethod` (specification §3).

import { isStandalone } from './env';
import { readString } from './storage';

export type RegisterMethod = 'APP' | 'WEBCLIP' | 'PWA' | 'H5';

/** Our app shells (Android/iOS WebView wrappers) append this token to their user agent. */
export const APP_USER_AGENT_MARKER = 'BDPlayApp';

/** Set to '1' in localStorage by the iOS web-clip (configuration profile) start page. The download
 *  popup reads the same flag (specification doc. 2 §2: "the WEBCLIP local flag"). */
export const WEB_CLIP_KEY = 'WEBCLIP';

export function registerMethod(): RegisterMethod {
  if (globalThis.navigator?.userAgent.includes(APP_USER_AGENT_MARKER)) return 'APP';
  if (isStandalone()) return readString(WEB_CLIP_KEY) === '1' ? 'WEBCLIP' : 'PWA';
  return 'H5';
}
