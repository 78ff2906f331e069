// INLINED into every prerendered page, not part of any bundle: scripts/build/early-script.ts builds
// this file, with what it uses of the modules it imports, into one minified function;
// scripts/prerender.ts calls it first thing in each page's <head> with the page's arguments and
// hashes the result in the Content-Security-Policy. It runs while the HTML is parsed, before a
// single module has arrived, and starts the start-up requests one round trip earlier than the app
// could (about 0.4 s on 3G). On home it also starts the home announcements and, as soon as they
// arrive, puts the first banner into the prerendered slot, so the largest paint waits for no
// JavaScript bundle. The app takes the answers through lib/early.ts, decodes them as usual and
// renders the same markup over the banner (the <img> is reused, so it never loads twice).
//
// It also adds the page's module preloads, after its own requests: on HTTP/1.1 (six connections)
// preloads listed in the HTML would take every connection first and queue these small requests
// behind the scripts. On home, over links of up to 3G-like latency, only the framework chunk
// starts at once; the rest is asked for when the first banner's picture has had time to arrive
// (its bytes over the link's speed, or when it has loaded, or at most HOLD_MS): on 3G the picture
// would share 400 kbps with every chunk in flight. On slower links (round trips of 600 ms and
// more: 2G) waiting costs the app more than it gives the picture, so nothing is held there.
//
// Its storage keys and rules are the app's, imported from the modules that apply them: the
// language (i18n/locale.ts), the device (lib/env.ts), the session's key (state/session.ts), the
// image CDN and address (state/images.ts, with the cached start-up data of state/status-cache.ts),
// data saver (lib/data-saver-rule.ts), the banner's size (routes/home/banners/banner-url.ts) and
// link (lib/content-link.ts). It ships inside the HTML of every page, so every byte counts
// (docs/recipes.md, "Change a start-up rule or storage key"): the build takes only what this file
// uses, but also whatever a module it imports runs when it loads, unless marked /* @__PURE__ */.

import { languageHeader, LANGUAGE_KEY, localeOf } from '@/i18n/locale';
import { EXTERNAL_LINK, SITE_PATH } from '@/lib/content-link';
import { connectionSavesData, DATA_SAVER_KEY, type Connection } from '@/lib/data-saver-rule';
import type { EarlyAnswer, EarlyName, EarlyStore } from '@/lib/early';
import { deviceHeader } from '@/lib/env';
import { smallBanner } from '@/routes/home/banners/banner-url';
import { imageAddress, pickImageCdn } from '@/state/images';
import { SESSION_KEY } from '@/state/session';
import { STATUS_CACHE_KEY } from '@/state/status-cache';

/** On home over a 3G-like link, the longest the app's chunks wait for the first banner's picture. */
const HOLD_MS = 1500;

/** What the script reads of the first banner (api/announcements.ts decodes all of it). */
type BannerItem = { imageUrl?: unknown; linkUrl?: unknown; title?: unknown };

export default function startEarly(merchant: string, home: boolean, preloads: string[], defaultCdn: string, apiBase: string): void {
  const doc = document;
  const taps: Element[] = [];
  const early: EarlyStore = (window.__early = { taps });
  // Also the link's estimates: round trip (ms) and bandwidth (Mbit/s).
  const net: Partial<Connection> & { rtt?: number; downlink?: number } = (navigator as { connection?: Connection }).connection || {};
  // The app marks #app[data-ready] once it has rendered: from then on the page is the app's.
  const appIsLive = () => {
    const app = doc.getElementById('app');
    return !app || app.hasAttribute('data-ready');
  };

  // Until the app is live a tapped button does nothing and a form would submit itself natively, a
  // reload that loses what was typed: note the tapped buttons (a form sent by Enter) for the app
  // to tap again once live (app/early-input.ts takes them), hold the native submit and mark its
  // button busy (the app's render removes the mark).
  const note = (e: Event) => {
    const t = e.target as Element;
    const submit = e.type === 'submit';
    const el = submit ? (e as SubmitEvent).submitter || t : t.closest && t.closest('button');
    if (!el || appIsLive()) return;
    if (submit) (e.preventDefault(), el.setAttribute('aria-busy', 'true'));
    if (taps.indexOf(el) < 0) taps.push(el);
  };
  doc.addEventListener('click', note, true);
  doc.addEventListener('submit', note, true);

  let held: string[] = [];
  const preload = (href: string) => {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    doc.head.appendChild(link);
  };
  const release = () => {
    held.forEach(preload);
    held = [];
  };

  try {
    const ls = localStorage;
    /** A stored JSON value, unchecked (the app checks what it reads once it runs); none when absent or garbage. */
    const stored = (key: string): unknown => {
      try {
        return JSON.parse(ls.getItem(key)!);
      } catch {}
    };
    // The token of whatever session is kept (the app, once it runs, also checks the rest of it).
    const session = stored(SESSION_KEY) as { token?: unknown } | null;
    const token = session && typeof session.token == 'string' && session.token;
    // The two calls as the API client makes them (api/client.ts, api/system.ts,
    // api/announcements.ts), written out: its generic request costs bytes that every page would
    // carry. src/early.test.ts checks that the script asks exactly what the app asks.
    const headers: Record<string, string> = {
      Accept: 'application/json, text/plain, */*',
      Merchant: merchant,
      Language: languageHeader(localeOf(ls.getItem(LANGUAGE_KEY))),
      ModuleId: 'COMM3',
      Device: deviceHeader(),
    };
    const get = (name: EarlyName, url: string, auth?: boolean) => {
      const h = { ...headers };
      if (auth && token) h.Authorization = token;
      const answer = (early[name] = fetch(apiBase + url, { headers: h }).then((r) =>
        r
          .json()
          .catch(() => null)
          .then((body: unknown): EarlyAnswer => ({ status: r.status, body })),
      ));
      // The app gets a failure when it takes the answer; until then, no console noise.
      answer.catch(() => {});
      return answer;
    };

    const fillFirstBanner = (answer: EarlyAnswer) => {
      const body = answer.body as { value?: { banners?: BannerItem[] } } | null;
      const v = body && body.value;
      const b = v && v.banners && v.banners[0];
      // The prerendered first slide: a link around an image without a source yet.
      const link = doc.querySelector<HTMLAnchorElement>('[data-early-banner]');
      const img = link && link.querySelector('img');
      if (!b || typeof b.imageUrl != 'string' || !b.imageUrl || !img || img.src || appIsLive()) return release();
      img.addEventListener('load', release);
      img.addEventListener('error', release);
      // About when its bytes are done: a banner is under 8 kB, downlink is in Mbit/s (125 bytes/ms).
      const downlink = net.downlink || 0;
      setTimeout(release, downlink > 0 ? Math.min(8000 / 125 / downlink, 500) : 0);
      const to = typeof b.linkUrl == 'string' ? b.linkUrl : '';
      if (EXTERNAL_LINK.test(to)) {
        link!.href = to;
        link!.target = '_blank';
        link!.rel = 'noopener noreferrer';
      } else if (SITE_PATH.test(to)) link!.href = to;
      img.alt = typeof b.title == 'string' ? b.title : '';
      const choice = stored(DATA_SAVER_KEY);
      const path = (typeof choice == 'boolean' ? choice : connectionSavesData(net)) ? smallBanner(b.imageUrl) : b.imageUrl;
      // This device's CDN by the app's rule, from the cached start-up data (else the build's
      // default), so the picture does not wait for the status either. A CDN that does not parse
      // throws: the app shows the banner then.
      const status = stored(STATUS_CACHE_KEY) as { info?: { imageCDNs?: unknown } } | null;
      img.src = imageAddress(path, pickImageCdn(status && status.info && status.info.imageCDNs, defaultCdn));
    };

    // Handled where it is taken (get() keeps rejections quiet until then).
    void get('status', '/wps/system/status');
    if (home)
      get(
        'home',
        '/wps/relay/MCSFE_getListAnnouncements?types=B%2CPL%2CPU%2CH&groupName=m_home&platform=M&merchantCode=' + encodeURIComponent(merchant),
        true,
      )
        .then(fillFirstBanner)
        .catch(release);
  } catch {
    // Storage blocked or no fetch: the app makes these calls itself.
  }

  const rtt = net.rtt || 0;
  const hold = home && rtt > 0 && rtt < 600;
  preloads.forEach((href) => (hold && !/\/framework-/.test(href) ? held.push(href) : preload(href)));
  if (hold) setTimeout(release, HOLD_MS);
}
