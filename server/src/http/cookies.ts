/** Reading the Cookie header and writing Set-Cookie values; only what the API needs. */

/** `a=1; b=2` → { a: '1', b: '2' }. The first of two equal names wins (the browser's most specific path). */
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const raw of (header ?? '').split(';')) {
    const part = raw.trim();
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    if (name in cookies) continue;
    try {
      cookies[name] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      // A malformed escape is somebody else's cookie; skip it.
    }
  }
  return cookies;
}

export interface CookieOptions {
  path: string;
  maxAgeSeconds?: number;
  /** The request came over TLS: the browser must never send the cookie in clear. */
  secure?: boolean;
}

/** Always HttpOnly and SameSite=Strict: these cookies are for the API, never for scripts or other sites. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path}`, 'HttpOnly', 'SameSite=Strict'];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
