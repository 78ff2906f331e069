// A prerendered page's HTML from the built template (dist/index.html). Every edit names the marker
// it expects and how often: a template that changed (a Vite upgrade, an edit to index.html) fails
// the build with that marker's name instead of shipping pages without their script, styles or
// content.

/** What one page puts into the template. */
export interface PageParts {
  title: string;
  /** The inline start-up script, first in <head>. */
  early: string;
  /** Inline styles and links, at the end of <head>. */
  head: string;
  /** The prerendered app, inside #app. */
  body: string;
  /** An inline script right after #app (home: the start-up script's fill, src/early.ts). */
  after?: string;
  /** How many stylesheet links Vite wrote into the template (the entry's CSS): they go, the CSS is inline. */
  stylesheets: number;
}

/** Replaces every match of `marker`, after checking that there are exactly `count`. The
 *  replacement is inserted as it is (no `$&` patterns: page content may contain `$`). */
export function replaceMarker(html: string, marker: string | RegExp, replacement: string | ((match: string) => string), count = 1): string {
  const pattern = typeof marker === 'string' ? marker : new RegExp(marker.source, marker.flags.replace('g', '') + 'g');
  const found = typeof pattern === 'string' ? html.split(pattern).length - 1 : (html.match(pattern) ?? []).length;
  if (found !== count) throw new Error(`template: expected ${count} of ${String(marker)}, found ${found}`);
  return html.replaceAll(pattern, typeof replacement === 'string' ? () => replacement : replacement);
}

export function pageHtml(template: string, page: PageParts): string {
  // The HTML parser ends an inline script at the first `</script`, whatever the JavaScript says.
  if (/<\/script/i.test(page.early)) throw new Error('template: the inline start-up script contains "</script"');
  let html = replaceMarker(template, /<link rel="stylesheet"[^>]*>/, '', page.stylesheets);
  html = replaceMarker(html, /<title>.*?<\/title>/, `<title>${page.title}</title>`);
  // The start-up script goes first in <head>: its requests then take the first connections, ahead
  // of the module preloads (HTTP/1.1 allows six at a time).
  html = replaceMarker(html, '<meta charset="utf-8" />', (m) => `${m}<script>${page.early}</script>`);
  html = replaceMarker(html, '</head>', `${page.head}</head>`);
  const after = page.after ? `<script>${page.after}</script>` : '';
  return replaceMarker(html, '<div id="app"></div>', `<div id="app">${page.body}</div>${after}`);
}
