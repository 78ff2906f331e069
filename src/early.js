// INLINED into every prerendered page by scripts/prerender.ts (hashed in the Content-Security-
// Policy); not part of any bundle. It runs while the HTML is parsed, before a single module has
// arrived, and starts the start-up requests one round trip earlier than the app could (about
// 0.4 s on 3G). On home it also starts the home announcements and, as soon as they and the image
// CDN are known, puts the first banner into the prerendered slot, so the largest paint waits for
// no JavaScript bundle. The app takes the answers through src/lib/early.ts, decodes them as usual
// and renders the same markup over the banner (the <img> is reused, so it never loads twice).
// Keep it small and in plain ES2017: it ships inside the HTML of every page.
(function (merchant, home) {
  try {
    var w = window, ls = localStorage, early = (w.__early = {});
    var lang = (ls.getItem('hisLang') || '').toUpperCase() === 'EN' ? 'EN' : 'BN';
    var session = null;
    try { session = JSON.parse(ls.getItem('MC_SESSION_INFO')); } catch (e) {}
    var headers = {
      Accept: 'application/json, text/plain, */*', Merchant: merchant, Language: lang, ModuleId: 'COMM3',
      Device: matchMedia('(display-mode: standalone)').matches || navigator.standalone ? 'OTHERS' : 'web',
    };
    var get = function (name, url, auth) {
      var h = Object.assign({}, headers);
      if (auth && session && typeof session.token === 'string' && session.token) h.Authorization = session.token;
      var answer = (early[name] = fetch(url, { headers: h }).then(function (r) {
        return r.json().then(function (body) { return { status: r.status, body: body }; }, function () { return { status: r.status, body: null }; });
      }));
      // The app gets a failure when it takes the answer; until then, no console noise.
      answer.catch(function () {});
      return answer;
    };
    var status = get('status', '/wps/system/status', false);
    if (!home) return;
    var announcements = get('home', '/wps/relay/MCSFE_getListAnnouncements?types=B%2CPL%2CPU%2CH&groupName=m_home&platform=M&merchantCode=' + encodeURIComponent(merchant), true);
    Promise.all([status, announcements]).then(function (answers) {
      var info = answers[0].body && answers[0].body.value && answers[0].body.value.info;
      var v = answers[1].body && answers[1].body.value;
      var b = v && v.banners && v.banners[0];
      // The prerendered first slide: a link around an image without a source yet.
      var link = document.querySelector('[data-early-banner]');
      var img = link && link.querySelector('img');
      var app = document.getElementById('app');
      // Once the app has rendered, the DOM is the app's: it shows the banners itself.
      if (!b || typeof b.imageUrl !== 'string' || !b.imageUrl || !img || img.src || !app || app.hasAttribute('data-ready')) return;
      var cdn = info && info.imageCDNs && info.imageCDNs[0];
      var abs = /^https?:\/\//;
      if (typeof b.linkUrl === 'string' && (abs.test(b.linkUrl) || /^\/(?!\/)/.test(b.linkUrl))) link.href = b.linkUrl;
      img.alt = typeof b.title === 'string' ? b.title : '';
      img.src = /^(https?:|data:|blob:)/.test(b.imageUrl) || !abs.test(cdn) ? b.imageUrl : new URL(b.imageUrl, cdn).href;
    }, function () {});
  } catch (e) {}
})
