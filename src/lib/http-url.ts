/** `text` if it is an http(s) URL (normalised), else null: a `javascript:` link, garbage. */
export function httpUrl(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
