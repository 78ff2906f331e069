// The download popup's rules (spec doc. 2 §2 "Download popup", §9) as pure functions: which
// entries show on which device, and what the home-screen guide step says.

/** Our app shells add this to their user agent: the value of lib/register-method.ts (a test keeps
 *  them equal), not imported, as that module ships in the account pages' chunk. */
export const APP_SHELL_MARKER = 'BDPlayApp';

/** localStorage: '1' once the web-clip (configuration profile) start page ran. The same key as
 *  `WEB_CLIP_KEY` of lib/register-method.ts (a test keeps them equal), not imported, for the same
 *  reason as the marker. */
export const WEBCLIP_KEY = 'WEBCLIP';

export interface Device {
  /** iPhone, iPod or iPad, including an iPad that presents itself as a Mac with a touch screen. */
  ios: boolean;
  /** [major, minor] of iOS; null when not iOS or not readable. */
  iosVersion: readonly [number, number] | null;
  /** A phone or tablet. */
  mobile: boolean;
  /** Started from the home screen (or installed as a PWA). */
  standalone: boolean;
}

/** Reads the device from the user agent and the touch points (`navigator.maxTouchPoints`). */
export function deviceOf(ua: string, touchPoints: number, standalone: boolean): Device {
  const ipadAsMac = /Macintosh/.test(ua) && touchPoints > 1;
  const ios = /iPhone|iPad|iPod/.test(ua) || ipadAsMac;
  // An iPhone says "OS 12_1 like Mac OS X"; an iPad as a Mac only has Safari's "Version/17.0",
  // which follows the iOS version.
  const m = ios ? (ipadAsMac ? /Version\/(\d+)(?:\.(\d+))?/ : /OS (\d+)(?:_(\d+))?/).exec(ua) : null;
  return {
    ios,
    iosVersion: m ? [Number(m[1]), Number(m[2] ?? 0)] : null,
    mobile: ios || /Android|Mobi/.test(ua),
    standalone,
  };
}

export interface EntryInput {
  device: Device;
  /** Decoded links by resource type; a missing type has no link. */
  hasIosLink: boolean;
  hasProfileLink: boolean;
  /** The local WEBCLIP flag ("1" once the profile is installed). */
  webclipFlag: string | null;
  /** The merchant hid the iOS entry. */
  iosHidden: boolean;
}

export type EntryKind = 'android' | 'ios' | 'profile';

/** The entries in display order. The home-screen entry is never shown (its guide opens from the
 *  profile entry). */
export function downloadEntries({ device, hasIosLink, hasProfileLink, webclipFlag, iosHidden }: EntryInput): EntryKind[] {
  const out: EntryKind[] = [];
  if (!device.mobile || !device.ios) out.push('android');
  if (!device.mobile || (hasIosLink && device.ios && !iosHidden)) out.push('ios');
  if (hasProfileLink && webclipFlag !== '1' && device.ios) out.push('profile');
  return out;
}

const atLeast = (v: readonly [number, number] | null, major: number, minor: number) =>
  v !== null && (v[0] > major || (v[0] === major && v[1] >= minor));

export interface GuideStep {
  /** iOS before 12.2 ("12 below 2, or 11 and earlier"): the legacy-iOS notice, not the hint. */
  legacy: boolean;
  /** The home-screen web app needs iOS 12.4 or later. */
  webAppSupported: boolean;
  /** A configuration-profile link exists: offer its download. */
  profileButton: boolean;
}

export function guideStep(device: Device, hasProfileLink: boolean): GuideStep {
  const v = device.iosVersion;
  return {
    legacy: device.ios && v !== null && !atLeast(v, 12, 2),
    webAppSupported: !device.ios || v === null || atLeast(v, 12, 4),
    profileButton: hasProfileLink,
  };
}
