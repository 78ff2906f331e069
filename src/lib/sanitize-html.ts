// An allowlist HTML sanitiser for announcement content (ARCHITECTURE §5), built on the browser's
// own parser instead of a library. DOMParser documents are inert: nothing in them runs or loads.
// Every element is kept (with allowlisted attributes only), dropped with its content, or unwrapped
// to its children; comments go. Links and images keep http(s) addresses and same-origin paths.

const KEEP = new Set('p br b strong i em u s span div ul ol li h3 h4 h5 h6 blockquote hr a img'.split(' '));

/** Dropped with everything inside: active content, foreign markup (SVG, MathML), forms, metadata. */
const DROP = new Set(
  'script style iframe frame object embed applet svg math template noscript form input button select textarea link meta base title'.split(' '),
);

const ATTRS: Record<string, string[] | undefined> = { a: ['href'], img: ['src', 'alt', 'width', 'height'] };

const HTML_NS = 'http://www.w3.org/1999/xhtml';

/** Resolves paths only: the host never reaches the output. */
const BASE = 'https://app.invalid';

/** An http(s) address as the URL parser reads it, a same-origin path, or null. The parser's view
 *  counts, not the raw text: it drops tabs and newlines and trims spaces (`java\tscript:`). */
function safeUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return /^https?:$/.test(url.protocol) && /^\s*https?:/i.test(raw) ? url.href : null;
  const path = url.pathname + url.search + url.hash;
  // A path must be written as one (`/x`, not `x` or `//x`) and stay one (`/.//host` parses to `//host`).
  return /^\s*\/(?![/\\])/.test(raw) && /^\/(?![/\\])/.test(path) ? path : null;
}

function cleanAttributes(el: Element, tag: string): void {
  const allowed = ATTRS[tag] ?? [];
  for (const name of el.getAttributeNames()) {
    const url = name === 'href' || name === 'src' ? safeUrl(el.getAttribute(name) ?? '') : '';
    if (!allowed.includes(name) || url === null) el.removeAttribute(name);
    else if (url) el.setAttribute(name, url);
  }
  if (tag === 'a' && /^https?:/.test(el.getAttribute('href') ?? '')) {
    el.setAttribute('rel', 'noopener noreferrer');
    el.setAttribute('target', '_blank');
  }
}

function clean(parent: ParentNode): void {
  for (const node of Array.from(parent.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) continue;
    const el = node as Element;
    const tag = node.nodeType === Node.ELEMENT_NODE && el.namespaceURI === HTML_NS ? el.localName : '';
    if (!tag || DROP.has(tag)) {
      node.remove(); // comments, foreign elements and dropped elements
      continue;
    }
    clean(el);
    if (!KEEP.has(tag)) el.replaceWith(...Array.from(el.childNodes));
    else cleanAttributes(el, tag);
    if (tag === 'img' && !el.hasAttribute('src')) el.remove();
  }
}

export function sanitizeHtml(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  clean(body);
  return body.innerHTML;
}
