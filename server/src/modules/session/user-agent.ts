/**
 * A short, language-neutral summary of a User-Agent for the devices list ("Chrome · Android"):
 * enough for a member to recognise their phone, not a fingerprint. Order matters: Chromium-based
 * browsers also say "Chrome", and Chrome also says "Safari".
 */

const BROWSERS: [RegExp, string][] = [
  [/EdgA?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/UCBrowser\//, 'UC Browser'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const first = (table: [RegExp, string][], ua: string): string => table.find(([pattern]) => pattern.test(ua))?.[1] ?? '';

/** '' when neither is recognised: the client says "Unknown device" in the player's language. */
export function summariseUserAgent(userAgent: string | undefined): string {
  const ua = (userAgent ?? '').slice(0, 512);
  return [first(BROWSERS, ua), first(SYSTEMS, ua)].filter(Boolean).join(' · ');
}
