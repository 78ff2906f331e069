import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';
import { findExecutable, xssPayloads } from '../../tests/fixtures/xss-payloads';

describe('sanitizeHtml', () => {
  it.each(xssPayloads)('leaves nothing executable of %s', (payload) => {
    const out = sanitizeHtml(payload);
    expect(findExecutable(out)).toEqual([]);
    // Sanitising is stable: a second pass changes nothing, so re-parsing cannot mutate the markup.
    expect(sanitizeHtml(out)).toBe(out);
  });

  it('catches the payloads unsanitised (the check itself works)', () => {
    const caught = xssPayloads.filter((p) => findExecutable(p).length > 0);
    expect(caught.length).toBeGreaterThan(xssPayloads.length * 0.8);
  });

  it('keeps allowed formatting, links and images', () => {
    const html =
      '<h3>Title</h3><p>A <b>bold</b>, <strong>strong</strong>, <i>i</i>, <em>em</em>, <u>u</u> and <s>s</s> text<br></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote><span>q</span></blockquote><hr><div>d</div>' +
      '<img src="/cdn/a.webp" alt="A" width="100" height="50">';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('marks external links and keeps same-origin paths as they are', () => {
    expect(sanitizeHtml('<a href="https://ok.example/x?a=1">x</a>')).toBe(
      '<a href="https://ok.example/x?a=1" rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(sanitizeHtml('<a href="/m/rewardCenter?tab=2" target="_top">r</a>')).toBe('<a href="/m/rewardCenter?tab=2">r</a>');
  });

  it('drops addresses that are not http(s) or a same-origin path', () => {
    for (const href of ['mailto:a@b.c', 'relative/page', '//evil.example/x', 'ftp://x.example/']) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
    expect(sanitizeHtml('<p><img src="x"></p>')).toBe('<p></p>');
  });

  it('unwraps unknown elements, keeping their text, and drops dangerous ones with their content', () => {
    expect(sanitizeHtml('<h1>Big</h1><table><tr><td>cell</td></tr></table><font color="red">f</font>')).toBe('Bigcellf');
    expect(sanitizeHtml('<div>a<script>bad()</script><style>p{}</style><form>f<input></form>b</div>')).toBe('<div>ab</div>');
  });

  it('drops every attribute off the list', () => {
    expect(sanitizeHtml('<p class="x" id="y" style="color:red" title="t" data-x="1">t</p>')).toBe('<p>t</p>');
  });

  it('keeps text as text', () => {
    expect(sanitizeHtml('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
    expect(sanitizeHtml('')).toBe('');
  });
});
