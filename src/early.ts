// INLINED into every prerendered page, not part of any bundle: scripts/build/early-script.ts builds
// this file, with what it uses of the modules it imports, into one minified function;
// scripts/prerender.ts calls it first thing in each page's <head> with the page's arguments and
// hashes the result in the Content-Security-Policy. It runs while the HTML is parsed, before a
// single module has arrived, and starts the start-up requests one round trip earlier than the app
// could (about 0.4 s on 3G). On home it also fills the first screen's first banner (the largest
// paint) and first row of games (what players came for) without waiting for any bundle: from the
// answers the server put in the page (`#first-screen`, server/src/http/static/first-screen.ts),
// else from the copies kept by the last visit (state/home-cache.ts), else as soon as its own
// requests for them answer. A small inline script after the prerendered markup calls `__early.f`
// so that the pictures are asked for while the page is parsed. The app takes the answers through
// lib/early.ts, decodes them as usual and renders the same markup over the banner and the tiles
// (the <img>s are reused, so nothing loads twice).
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
import { CALL_TIMEOUT_MS, type EarlyAnswer, type EarlyName, type EarlyStore } from '@/lib/early';
import { deviceHeader } from '@/lib/env';
import { smallBanner } from '@/routes/home/banners/banner-url';
import { HOME_ANNOUNCEMENTS_KEY, HOT_GAMES_KEY } from '@/state/home-cache';
import { imageAddress, pickImageCdn } from '@/state/images';
import { SESSION_KEY } from '@/state/session';
import { STATUS_CACHE_KEY } from '@/state/status-cache';

/** Set by the build: whether this build of the script is home's (scripts/build/early-script.ts). */
declare const EARLY_HOME: boolean;

/** On home over a 3G-like link, the longest the app's chunks wait for the first banner's picture. */
const HOLD_MS = 1500;

/** What the script reads of the first banner (api/announcements.ts decodes all of it, and finds the
 *  picture of a platform backend's banner in `url` or `announcementImages` too: the app shows it). */
type BannerItem = { imageUrl?: unknown; linkUrl?: unknown; title?: unknown };
/** A game as the script shows it in the first row: its name and icon path. */
type Tile = { name: string; icon: string };
/** Tiles in home's first row (routes/home/popular/PopularGames.tsx). */
const ROW = 3;

/** The first row from a list of games, wire or decoded: the fields api/games.ts `decodeGame`
 *  reads, in its order (src/early.test.ts checks both agree). */
function rowOf(list: unknown): Tile[] | undefined {
  const games = Array.isArray(list) ? list : list && (list as { list?: unknown }).list;
  if (!Array.isArray(games)) return;
  const pick = (g: Record<string, unknown>, keys: string[]) => {
    for (const k of keys) if (typeof g[k] == 'string' && g[k]) return g[k] as string;
    return '';
  };
  const row = games.slice(0, ROW).map((g: Record<string, unknown>) => ({
    name: pick(g, ['displayName', 'gameName', 'nodeName', 'name']),
    icon: pick(g, ['iconUrl', 'mobileLargeIcon', 'mobileSmallIcon', 'h5Icon']),
  }));
  return row.length ? row : undefined;
}

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
    // The calls as the API client makes them (api/client.ts, api/system.ts, api/announcements.ts,
    // api/games.ts), written out: its generic request costs bytes that every page would
    // carry. src/early.test.ts checks that the script asks exactly what the app asks.
    const locale = localeOf(ls.getItem(LANGUAGE_KEY));
    const language = languageHeader(locale);
    const headers: Record<string, string> = {
      Accept: 'application/json, text/plain, */*',
      Merchant: merchant,
      Language: language,
      ModuleId: 'COMM3',
      Device: deviceHeader(),
    };
    const get = (name: EarlyName, url: string, auth?: boolean, moduleId?: string) => {
      const h = { ...headers };
      if (auth && token) h.Authorization = token;
      if (moduleId) h.ModuleId = moduleId;
      // Ended at the app's time-out for one attempt: a hung server would hold the connection (one
      // of six on HTTP/1.1) for minutes. A browser without AbortSignal.timeout waits as before.
      const signal = AbortSignal.timeout && AbortSignal.timeout(CALL_TIMEOUT_MS);
      const answer = (early[name] = fetch(apiBase + url, { headers: h, signal }).then((r) =>
        r
          .json()
          .catch(() => null)
          .then((body: unknown): EarlyAnswer => ({ status: r.status, body })),
      ));
      // The app gets a failure when it takes the answer; until then, no console noise.
      answer.catch(() => {});
      return answer;
    };

    // Handled where it is taken (get() keeps rejections quiet until then).
    void get('status', '/wps/system/status');
    // EARLY_HOME: false in the build for the other pages (scripts/build/early-script.ts), which
    // then carry none of this.
    if (home && EARLY_HOME) {
      // This device's CDN by the app's rule, from the cached start-up data (else the build's default),
      // so the pictures do not wait for the status either. A CDN that does not parse throws: the app
      // shows the pictures then.
      let cdn: string | undefined;
      const address = (path: string) => {
        const status = cdn === undefined && (stored(STATUS_CACHE_KEY) as { info?: { imageCDNs?: unknown } } | null);
        return imageAddress(path, cdn === undefined ? (cdn = pickImageCdn(status && status.info && status.info.imageCDNs, defaultCdn)) : cdn);
      };
      let banner: BannerItem | undefined;
      let row: Tile[] | undefined;
      let bannerDone = false;

      const showBanner = () => {
        // The prerendered first slide: a link around an image without a source yet.
        const link = doc.querySelector<HTMLAnchorElement>('[data-early-banner]');
        const img = link && link.querySelector('img');
        if (!img) return;
        bannerDone = true;
        const b = banner!;
        if (typeof b.imageUrl != 'string' || !b.imageUrl || img.src || appIsLive()) return release();
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
        img.src = address((typeof choice == 'boolean' ? choice : connectionSavesData(net)) ? smallBanner(b.imageUrl) : b.imageUrl);
      };
      // The prerendered first row: tiles with an image slot and an empty name (components/game-tile).
      const showRow = () => {
        const tiles = doc.querySelectorAll('[data-early-games] li');
        if (!tiles.length || appIsLive()) return;
        row!.forEach((g, i) => {
          const img = tiles[i] && tiles[i]!.querySelector('img');
          const name = img && img.nextElementSibling;
          if (!img || img.src || !name) return;
          if (g.icon) img.src = address(g.icon);
          name.textContent = g.name;
        });
        row = undefined;
      };
      // Called by the inline script after the prerendered markup, and when an answer arrives.
      // A CDN that does not parse throws: the app shows the pictures then, and nothing is held.
      const fill = (early.f = () => {
        try {
          if (banner && !bannerDone) showBanner();
          if (row) showRow();
        } catch {
          release();
        }
      });

      // The answers the server put in the page, if they are in this device's language.
      let given: { language?: unknown; home?: { value?: { banners?: BannerItem[] } }; games?: { value?: unknown } } = {};
      try {
        given = JSON.parse(doc.getElementById('first-screen')!.textContent!);
      } catch {}
      if (given.language !== language) given = {};
      const kept = (key: string) => {
        const c = stored(key) as { language?: unknown; banners?: BannerItem[]; games?: unknown } | null;
        return c && c.language === locale ? c : null;
      };
      const keptHome = kept(HOME_ANNOUNCEMENTS_KEY);
      const keptGames = kept(HOT_GAMES_KEY);
      banner = given.home
        ? given.home.value && given.home.value.banners && given.home.value.banners[0]
        : keptHome
          ? keptHome.banners && keptHome.banners[0]
          : undefined;
      row = rowOf(given.games ? given.games.value : keptGames && keptGames.games);
      const knownBanner = banner;
      const knownRow = row;
      // A given answer is the app's answer too, unless it depends on the session kept (the
      // announcements' popups). The app sends the token with both. (A page the service worker
      // answers is the one the last visit stored: its answers are as old as the guest's start-up
      // data the worker answers stale-while-revalidate, sw/worker.ts, so asking again gains nothing.)
      const ask = (name: 'home' | 'games', url: string, moduleId?: string) => {
        const body = given[name];
        return body && !(name === 'home' && token) ? (early[name] = Promise.resolve({ status: 200, body })) : get(name, url, true, moduleId);
      };
      ask(
        'home',
        '/wps/relay/MCSFE_getListAnnouncements?types=B%2CPL%2CPU%2CH&groupName=m_home&platform=M&merchantCode=' + encodeURIComponent(merchant),
      )
        .then((answer: EarlyAnswer) => {
          const body = answer.body as { value?: { banners?: BannerItem[] } } | null;
          const v = body && body.value;
          if (!knownBanner) banner = (v && v.banners && v.banners[0]) || {};
          fill();
        })
        .catch(release);
      ask(
        'games',
        '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&language=' + language + '&platform=html5&merchantCode=' + encodeURIComponent(merchant),
        'GAMELOHOT3',
      )
        .then((answer: EarlyAnswer) => {
          if (!knownRow) row = rowOf(((answer.body || {}) as { value?: unknown }).value);
          fill();
        })
        .catch(() => {});
    }
  } catch {
    // Storage blocked or no fetch: the app makes these calls itself.
  }

  const rtt = net.rtt || 0;
  const hold = home && rtt > 0 && rtt < 600;
  preloads.forEach((href) => (hold && !/\/framework-/.test(href) ? held.push(href) : preload(href)));
  if (hold) setTimeout(release, HOLD_MS);
}
