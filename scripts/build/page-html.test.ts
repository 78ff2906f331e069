// The prerender's edits of the HTML template: each finds its marker the expected number of times,
// or the build fails naming the marker.
import { describe, expect, it } from 'vitest';
import { pageHtml, replaceMarker, type PageParts } from './page-html';

/** The template as Vite writes dist/index.html (the parts the prerender edits). */
const TEMPLATE =
  '<!doctype html><html lang="bn"><head><meta charset="utf-8" /><title>BD Play</title>' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="stylesheet" crossorigin href="/assets/index-abc.css">' +
  '</head><body><div id="app"></div></body></html>';

const PAGE: PageParts = { title: 'Log in · BD Play', early: 'start()', head: '<style>a{}</style>', body: '<main>$&</main>', stylesheets: 1 };

describe('pageHtml', () => {
  it('puts the script first in <head>, the styles last, the page into #app, and drops the stylesheet link', () => {
    expect(pageHtml(TEMPLATE, PAGE)).toBe(
      '<!doctype html><html lang="bn"><head><meta charset="utf-8" /><script>start()</script><title>Log in · BD Play</title>' +
        '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
        '<style>a{}</style></head><body><div id="app"><main>$&</main></div></body></html>',
    );
  });

  it.each([
    ['<meta charset="utf-8" />', '<meta charset="utf-8" />'],
    ['<title>BD Play</title>', '/<title>.*?<\\/title>/'],
    ['</head>', '</head>'],
    ['<div id="app"></div>', '<div id="app"></div>'],
  ])('fails naming the marker when the template has no %s', (part, name) => {
    const template = TEMPLATE.replace(part, '');
    expect(() => pageHtml(template, PAGE)).toThrow(`template: expected 1 of ${name}, found 0`);
  });

  it('fails when a marker is there twice (a template that is already a prerendered page)', () => {
    const template = TEMPLATE.replace('</body>', '<div id="app"></div></body>');
    expect(() => pageHtml(template, PAGE)).toThrow('template: expected 1 of <div id="app"></div>, found 2');
  });

  it('fails when the entry stylesheets are not the ones the manifest lists', () => {
    expect(() => pageHtml(TEMPLATE, { ...PAGE, stylesheets: 2 })).toThrow('template: expected 2 of /<link rel="stylesheet"[^>]*>/, found 1');
    expect(() => pageHtml(TEMPLATE, { ...PAGE, stylesheets: 0 })).toThrow('found 1');
  });

  it('refuses a start-up script that would end the <script> element early', () => {
    expect(() => pageHtml(TEMPLATE, { ...PAGE, early: 'x("</SCRIPT>")' })).toThrow('"</script"');
  });
});

describe('replaceMarker', () => {
  it('replaces every expected match, inserting the replacement as it is', () => {
    expect(replaceMarker('a-b-a', 'a', '$&$1', 2)).toBe('$&$1-b-$&$1');
    expect(replaceMarker('<i>1</i><i>2</i>', /<i>\d<\/i>/, (m) => m.toUpperCase(), 2)).toBe('<I>1</I><I>2</I>');
  });
});
