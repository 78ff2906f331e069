// INLINED into every prerendered page by scripts/prerender.ts (hashed in the Content-Security-
// Policy); not part of any bundle. It runs while the HTML is parsed, before a single module has
// arrived, and starts the start-up requests one round trip earlier than the app could (about
// 0.4 s on 3G). On home it also starts the home announcements and, as soon as they arrive, puts
// the first banner into the prerendered slot, so the largest paint waits for no JavaScript
// bundle. Its image CDN is the cached start-up data's, else the build's default (the rule of
// src/state/images.ts), so the picture does not wait for the status either. The app takes the
// answers through src/lib/early.ts, decodes them as usual and renders the same markup over the
// banner (the <img> is reused, so it never loads twice). The CDN and the banner's size follow the
// rules of src/state/images.ts: this device's kept CDN pick, and the small banner in data-saver mode.
// It also adds the page's module preloads, after its own requests: on HTTP/1.1 (six connections)
// preloads listed in the HTML would take every connection first and queue these small requests
// behind the scripts. On home, over links of up to 3G-like latency, only the framework chunk
// starts at once; the rest is asked for when the first banner's picture has had time to arrive
// (its bytes over the link's speed, or when it has loaded, or at most HOLD_MS): on 3G the picture
// would share 400 kbps with every chunk in flight. On slower links (round trips of 600 ms and
// more: 2G) waiting costs the app more than it gives the picture, so nothing is held there.
// Keep it small and in plain ES2017: it ships inside the HTML of every page.
(function (merchant, home, preloads, defaultCdn, apiBase) {
  var doc = document, taps = [], early = (window.__early = { taps: taps });
  // Until the app is live (#app[data-ready]) a tapped button does nothing and a form would submit
  // itself natively, a reload that loses what was typed: note the tapped buttons (a form sent by
  // Enter) for the app to tap again once live (src/app/early-input.ts takes them), hold the native submit and
  // mark its button busy (the app's render removes the mark).
  var note = function (e) {
    var app = doc.getElementById('app'), t = e.target, el = e.type == 'submit' ? e.submitter || t : t.closest && t.closest('button');
    if (!el || !app || app.hasAttribute('data-ready')) return;
    if (e.type == 'submit') e.preventDefault(), el.setAttribute('aria-busy', 'true');
    if (taps.indexOf(el) < 0) taps.push(el);
  };
  doc.addEventListener('click', note, true);
  doc.addEventListener('submit', note, true);
  try {
    var ls = localStorage;
    var lang = (ls.getItem('hisLang') || '').toUpperCase() === 'EN' ? 'EN' : 'BN';
    var session = null, cached = null;
    try { session = JSON.parse(ls.getItem('MC_SESSION_INFO')); } catch (e) {}
    try {
      cached = JSON.parse(ls.getItem('SYSTEM_STATUS')).info.imageCDNs;
      cached = cached.indexOf(ls.getItem('IMAGE_CDN')) < 0 ? cached[0] : ls.getItem('IMAGE_CDN');
    } catch (e) {}
    var cdn = typeof cached === 'string' ? cached : defaultCdn;
    var saver = ls.getItem('DATA_SAVER');
    var headers = {
      Accept: 'application/json, text/plain, */*', Merchant: merchant, Language: lang, ModuleId: 'COMM3',
      Device: matchMedia('(display-mode: standalone)').matches || navigator.standalone ? 'OTHERS' : 'web',
    };
    var get = function (name, url, auth) {
      var h = Object.assign({}, headers);
      if (auth && session && typeof session.token === 'string' && session.token) h.Authorization = session.token;
      var answer = (early[name] = fetch(apiBase + url, { headers: h }).then(function (r) {
        return r.json().then(function (body) { return { status: r.status, body: body }; }, function () { return { status: r.status, body: null }; });
      }));
      // The app gets a failure when it takes the answer; until then, no console noise.
      answer.catch(function () {});
      return answer;
    };
    get('status', '/wps/system/status', false);
    if (home) {
      var announcements = get('home', '/wps/relay/MCSFE_getListAnnouncements?types=B%2CPL%2CPU%2CH&groupName=m_home&platform=M&merchantCode=' + encodeURIComponent(merchant), true);
      // Also when filling throws: a CDN from corrupted storage (`http://[`) makes new URL() throw.
      announcements.then(fillFirstBanner).catch(function () { release(); });
    }
  } catch (e) {}
  var HOLD_MS = 1500;
  var net = navigator.connection || {};
  var hold = home && net.rtt > 0 && net.rtt < 600;
  var preload = function (href) {
    var link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    doc.head.appendChild(link);
  };
  var held = [];
  preloads.forEach(function (href) {
    if (hold && !/\/framework-/.test(href)) held.push(href);
    else preload(href);
  });
  var release = function () {
    held.forEach(preload);
    held = [];
  };
  if (hold) setTimeout(release, HOLD_MS);
  else release();

  function fillFirstBanner(answer) {
    var v = answer.body && answer.body.value;
    var b = v && v.banners && v.banners[0];
    // The prerendered first slide: a link around an image without a source yet.
    var link = doc.querySelector('[data-early-banner]');
    var img = link && link.querySelector('img');
    var app = doc.getElementById('app');
    // Once the app has rendered, the DOM is the app's: it shows the banners itself.
    if (!b || typeof b.imageUrl !== 'string' || !b.imageUrl || !img || img.src || !app || app.hasAttribute('data-ready')) return release();
    img.addEventListener('load', release);
    img.addEventListener('error', release);
    // About when its bytes are done: a banner is under 8 kB; downlink is in Mbit/s (125 bytes/ms).
    setTimeout(release, net.downlink > 0 ? Math.min(8000 / (net.downlink * 125), 500) : 0);
    var abs = /^https?:\/\//;
    var to = typeof b.linkUrl === 'string' ? b.linkUrl : '';
    // The rule of src/lib/content-link.ts: http(s) opens apart, else a path on this site.
    if (abs.test(to)) {
      link.href = to;
      link.target = '_blank';
      link.rel = 'noopener noreferrer';
    } else if (/^\/(?![\/\\])/.test(to)) link.href = to;
    img.alt = typeof b.title === 'string' ? b.title : '';
    // Data saver (src/state/data-saver.ts): the small banner (src/state/images.ts).
    var path = (saver ? saver === 'true' : net.saveData || /2g/.test(net.effectiveType)) ? b.imageUrl.replace(/^(\/cdn\/banners\/[\w-]+)\.webp$/, '$1.sm.webp') : b.imageUrl;
    img.src = /^(https?:|data:|blob:)/.test(path) || !abs.test(cdn) ? path : new URL(path, cdn).href;
  }
})
