// The inline start-up script (src/early.ts), built as the prerender builds it and run as the
// prerendered page runs it.
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { fetchHomeAnnouncements } from '@/api/announcements';
import { decodeGame, fetchHotGames } from '@/api/games';
import { fetchSystemStatus } from '@/api/system';
import { apiContext } from '@/lib/api-context';
import { CALL_TIMEOUT_MS } from '@/lib/early';
import { earlyScript } from '../scripts/build/early-script';

const run = (home: boolean, preloads: string[] = [], cdn = '') =>
  new Function(earlyScript(inject('earlyFunction'), { merchant: 'bdm01', home, preloads, defaultImageCdn: cdn, apiBase: '' }))();

type Early = Record<string, Promise<{ status: number; body: unknown }>>;
const early = () => (globalThis as unknown as { __early: Early }).__early;

const envelope = (value: unknown) => new Response(JSON.stringify({ success: true, value }), { status: 200 });
const STATUS = { maintenance: false, info: { imageCDNs: ['https://img.example'] } };
const HOME = { banners: [{ id: 7, title: 'সাপ্তাহিক ক্যাশব্যাক', imageUrl: '/cdn/banners/home-1.webp', linkUrl: '/m/activity' }] };
const game = (n: number, names: Record<string, string>) => ({ nodeId: `${n}`, vassalage: 'PP', gameType: 'RNG', gameCode: `g${n}`, ...names });
/** Wire games with each of the name and icon fields decodeGame reads, first to last. */
const GAMES = {
  list: [
    game(1, { displayName: 'এক', gameName: 'x', iconUrl: '/cdn/games/1.png', h5Icon: '/x.png' }),
    game(2, { gameName: 'দুই', mobileLargeIcon: '/cdn/games/2.png' }),
    game(3, { nodeName: 'তিন', mobileSmallIcon: '/cdn/games/3.png' }),
    game(4, { gameName: 'চার', h5Icon: '/cdn/games/4.png' }),
  ],
};

let requests: { url: string; headers: Record<string, string> }[] = [];
let signals: (AbortSignal | undefined)[] = [];
function serve(answers: Record<string, () => Promise<Response>>) {
  requests = [];
  signals = [];
  vi.stubGlobal('fetch', (url: string, init: { headers: Record<string, string>; signal?: AbortSignal }) => {
    requests.push({ url: String(url), headers: init.headers });
    signals.push(init.signal);
    // A call the case does not answer stays unanswered.
    return (answers[url.split('?')[0]!] ?? (() => new Promise<Response>(() => {})))();
  });
}

const tileHtml = '<li><div><button type="button"><img width="72" height="72"><span></span></button></div></li>';
const skeleton = () => {
  document.body.innerHTML = `<div id="app"><a data-early-banner=""><img width="720" height="225"></a><ul data-early-games="">${tileHtml.repeat(3)}</ul></div>`;
  return document.querySelector('img')!;
};
/** The first row as shown: each tile's icon address and name. */
const row = () => [...document.querySelectorAll('[data-early-games] li')].map((li) => [li.querySelector('img')!.getAttribute('src'), li.textContent]);
const fill = () => (globalThis as unknown as { __early: { f: () => void } }).__early.f();
const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (globalThis as { __early?: unknown }).__early;
  document.body.innerHTML = '';
});

describe('src/early.ts', () => {
  it('starts the status request with the platform headers, and nothing else off home', async () => {
    localStorage.setItem('hisLang', 'EN');
    localStorage.setItem('MC_SESSION_INFO', JSON.stringify({ token: 'tok' }));
    serve({ '/wps/system/status': async () => envelope(STATUS) });
    run(false);
    expect(requests).toEqual([
      { url: '/wps/system/status', headers: expect.objectContaining({ Merchant: 'bdm01', Language: 'EN', Device: 'web', ModuleId: 'COMM3' }) },
    ]);
    expect(requests[0]!.headers.Authorization).toBeUndefined();
    await expect(early().status).resolves.toEqual({ status: 200, body: { success: true, value: STATUS, message: undefined } });
    expect(early().home).toBeUndefined();
  });

  it("ends each of its requests at the app's time-out for one attempt: a hung server holds no connection", () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    serve({});
    run(true);
    expect(requests.map((r) => r.url.split('?')[0])).toEqual([
      '/wps/system/status',
      '/wps/relay/MCSFE_getListAnnouncements',
      '/wps/relay/GCSGAME_hotGamesV2',
    ]);
    expect(signals.every((s) => s instanceof AbortSignal)).toBe(true);
    expect(timeout.mock.calls).toEqual([[CALL_TIMEOUT_MS], [CALL_TIMEOUT_MS], [CALL_TIMEOUT_MS]]);
    timeout.mockRestore();
  });

  it('asks what the app asks: the same addresses and headers as api/system.ts and api/announcements.ts', async () => {
    localStorage.setItem('hisLang', 'EN');
    localStorage.setItem('MC_SESSION_INFO', JSON.stringify({ token: 'tok' }));
    const answers = {
      '/wps/system/status': async () => envelope(STATUS),
      '/wps/relay/MCSFE_getListAnnouncements': async () => envelope(HOME),
      '/wps/relay/GCSGAME_hotGamesV2': async () => envelope(GAMES),
    };
    // Header names as a server sees them: without case (redaxios lower-cases them).
    const asked = () =>
      requests.map(({ url, headers }) => ({ url, headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])) }));
    serve(answers);
    run(true);
    const script = asked();
    delete (globalThis as { __early?: unknown }).__early;
    serve(answers);
    // What main.tsx gives the API client for this storage: EN, a browser tab, the kept token.
    const saved = { ...apiContext };
    Object.assign(apiContext, { getLanguage: () => 'EN', getDevice: () => 'web', getToken: () => 'tok' });
    await fetchSystemStatus();
    await fetchHomeAnnouncements();
    await fetchHotGames();
    Object.assign(apiContext, saved);
    expect(script).toHaveLength(3);
    expect(script).toEqual(asked());
  });

  it('on home asks for the announcements with the token, and fills the first banner', async () => {
    localStorage.setItem('MC_SESSION_INFO', JSON.stringify({ token: 'tok' }));
    // The CDN of the last start-up data wins over the build's default.
    localStorage.setItem('SYSTEM_STATUS', JSON.stringify(STATUS));
    serve({ '/wps/system/status': async () => envelope(STATUS), '/wps/relay/MCSFE_getListAnnouncements': async () => envelope(HOME) });
    const img = skeleton();
    run(true);
    expect(requests[1]!.url).toBe('/wps/relay/MCSFE_getListAnnouncements?types=B%2CPL%2CPU%2CH&groupName=m_home&platform=M&merchantCode=bdm01');
    expect(requests[1]!.headers).toMatchObject({ Authorization: 'tok', Language: 'BN' });
    await early().home;
    await settle();
    expect(img.getAttribute('src')).toBe('https://img.example/cdn/banners/home-1.webp');
    expect(img.alt).toBe('সাপ্তাহিক ক্যাশব্যাক');
    expect(document.querySelector('a')!.getAttribute('href')).toBe('/m/activity');
  });

  it("uses the build's default image CDN before any start-up data is known", async () => {
    serve({ '/wps/system/status': () => new Promise(() => {}), '/wps/relay/MCSFE_getListAnnouncements': async () => envelope(HOME) });
    const img = skeleton();
    run(true, [], 'https://cdn.default.example');
    await early().home;
    await settle();
    expect(img.getAttribute('src')).toBe('https://cdn.default.example/cdn/banners/home-1.webp');
  });

  it("uses this device's kept CDN pick, and the small banner in data-saver mode", async () => {
    localStorage.setItem('SYSTEM_STATUS', JSON.stringify({ info: { imageCDNs: ['https://a.example', 'https://b.example'] } }));
    localStorage.setItem('IMAGE_CDN', 'https://b.example');
    localStorage.setItem('DATA_SAVER', 'true');
    serve({ '/wps/system/status': () => new Promise(() => {}), '/wps/relay/MCSFE_getListAnnouncements': async () => envelope(HOME) });
    const img = skeleton();
    run(true);
    await early().home;
    await settle();
    expect(img.getAttribute('src')).toBe('https://b.example/cdn/banners/home-1.sm.webp');
  });

  it("picks a CDN by the app's rule when none is kept yet, and keeps it for the app", async () => {
    const cdns = ['https://a.example', 'https://b.example'];
    localStorage.setItem('SYSTEM_STATUS', JSON.stringify({ info: { imageCDNs: cdns } }));
    serve({ '/wps/system/status': () => new Promise(() => {}), '/wps/relay/MCSFE_getListAnnouncements': async () => envelope(HOME) });
    const img = skeleton();
    run(true);
    await early().home;
    await settle();
    const kept = localStorage.getItem('IMAGE_CDN');
    expect(cdns).toContain(kept);
    expect(img.getAttribute('src')).toBe(`${kept}/cdn/banners/home-1.webp`);
  });

  it('follows Save-Data when the player has not chosen', async () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    serve({ '/wps/system/status': () => new Promise(() => {}), '/wps/relay/MCSFE_getListAnnouncements': async () => envelope(HOME) });
    const img = skeleton();
    run(true);
    await early().home;
    await settle();
    expect(img.getAttribute('src')).toBe('/cdn/banners/home-1.sm.webp');
  });

  it('leaves the page alone once the app has rendered, and on failures', async () => {
    serve({ '/wps/system/status': async () => envelope(STATUS), '/wps/relay/MCSFE_getListAnnouncements': async () => envelope(HOME) });
    const img = skeleton();
    document.getElementById('app')!.setAttribute('data-ready', '');
    run(true);
    await early().home;
    await settle();
    expect(img.getAttribute('src')).toBeNull();

    serve({
      '/wps/system/status': () => Promise.reject(new TypeError('offline')),
      '/wps/relay/MCSFE_getListAnnouncements': () => Promise.reject(new TypeError('offline')),
    });
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    run(true);
    await expect(early().status).rejects.toThrow('offline');
    await settle();
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('fills the first row of games from its own request, reading the fields decodeGame reads', async () => {
    serve({ '/wps/relay/GCSGAME_hotGamesV2': async () => envelope(GAMES) });
    skeleton();
    run(true);
    expect(requests.map((r) => r.url)).toContain('/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&language=BN&platform=html5&merchantCode=bdm01');
    await early().games;
    await settle();
    const decoded = GAMES.list.slice(0, 3).map((g) => decodeGame(g)!);
    expect(row()).toEqual(decoded.map((g) => [g.iconUrl, g.name]));
  });

  describe('the answers the server put in the page', () => {
    const given = (language: string, names = GAMES) =>
      `<script type="application/json" id="first-screen">${JSON.stringify({ language, home: { success: true, value: HOME }, games: { success: true, value: names } })}</script>`;
    afterEach(() => void (document.head.innerHTML = ''));

    it("fill the banner and the row as the markup is parsed, and are the app's answers: no request but the status", async () => {
      document.head.innerHTML = given('BN');
      serve({ '/wps/system/status': async () => envelope(STATUS) });
      const img = skeleton();
      run(true);
      expect(requests.map((r) => r.url)).toEqual(['/wps/system/status']);
      fill();
      expect(img.getAttribute('src')).toBe('/cdn/banners/home-1.webp');
      expect(row()).toEqual([
        ['/cdn/games/1.png', 'এক'],
        ['/cdn/games/2.png', 'দুই'],
        ['/cdn/games/3.png', 'তিন'],
      ]);
      await expect(early().home).resolves.toEqual({ status: 200, body: { success: true, value: HOME } });
      await expect(early().games).resolves.toEqual({ status: 200, body: { success: true, value: GAMES } });
    });

    it('are not used in another language, and the announcements are asked again for a kept session', async () => {
      document.head.innerHTML = given('BN');
      localStorage.setItem('hisLang', 'EN');
      serve({});
      skeleton();
      run(true);
      fill();
      expect(row()).toEqual([
        [null, ''],
        [null, ''],
        [null, ''],
      ]);
      expect(requests.map((r) => r.url.split('?')[0])).toEqual([
        '/wps/system/status',
        '/wps/relay/MCSFE_getListAnnouncements',
        '/wps/relay/GCSGAME_hotGamesV2',
      ]);

      delete (globalThis as { __early?: unknown }).__early;
      localStorage.setItem('hisLang', 'BN');
      localStorage.setItem('MC_SESSION_INFO', JSON.stringify({ token: 'tok' }));
      serve({});
      const img = skeleton();
      run(true);
      fill();
      expect(img.getAttribute('src')).toBe('/cdn/banners/home-1.webp');
      expect(requests.map((r) => r.url.split('?')[0])).toEqual(['/wps/system/status', '/wps/relay/MCSFE_getListAnnouncements']);
    });
  });

  it('fills from the copies the last visit kept, in this language, before any answer', () => {
    localStorage.setItem('HOME_ANNOUNCEMENTS', JSON.stringify({ ...HOME, language: 'bn' }));
    localStorage.setItem('HOME_HOT_GAMES', JSON.stringify({ language: 'bn', games: GAMES.list.map((g) => decodeGame(g)) }));
    serve({});
    const img = skeleton();
    run(true);
    fill();
    expect(img.getAttribute('src')).toBe('/cdn/banners/home-1.webp');
    expect(row()[0]).toEqual(['/cdn/games/1.png', 'এক']);

    delete (globalThis as { __early?: unknown }).__early;
    localStorage.setItem('hisLang', 'EN');
    const other = skeleton();
    run(true);
    fill();
    expect(other.getAttribute('src')).toBeNull();
    expect(row()[0]).toEqual([null, '']);
  });

  it("adds the page's module preloads after its own requests, even when storage is blocked", () => {
    serve({ '/wps/system/status': async () => envelope(STATUS) });
    vi.stubGlobal('localStorage', undefined);
    run(false, ['/assets/home-1.js', '/assets/homepage-2.js']);
    const links = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
    expect(links).toEqual(['/assets/home-1.js', '/assets/homepage-2.js']);
    document.head.innerHTML = '';
  });

  describe('on home, the app chunks and the first banner', () => {
    const preloaded = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
    const link = (rtt: number) => Object.defineProperty(navigator, 'connection', { value: { rtt, downlink: 0.4 }, configurable: true });
    afterEach(() => {
      Reflect.deleteProperty(navigator, 'connection');
      document.head.innerHTML = '';
    });

    it('holds the chunks back on a 3G-like link while the banner loads, never for good', async () => {
      link(400);
      serve({
        '/wps/system/status': async () => envelope(STATUS),
        '/wps/relay/MCSFE_getListAnnouncements': () => Promise.reject(new TypeError('offline')),
      });
      skeleton();
      run(true, ['/assets/framework-1.js', '/assets/home-2.js']);
      expect(preloaded()).toEqual(['/assets/framework-1.js']);
      await settle(); // no announcements, so no banner to wait for
      expect(preloaded()).toEqual(['/assets/framework-1.js', '/assets/home-2.js']);
    });

    it('holds nothing on a 2G-like link, where waiting costs more than it gives', () => {
      link(800);
      serve({ '/wps/system/status': async () => envelope(STATUS), '/wps/relay/MCSFE_getListAnnouncements': async () => envelope(HOME) });
      run(true, ['/assets/framework-1.js', '/assets/home-2.js']);
      expect(preloaded()).toEqual(['/assets/framework-1.js', '/assets/home-2.js']);
    });
  });

  it('releases the held chunks, and throws nothing, when the cached CDN does not parse', async () => {
    Object.defineProperty(navigator, 'connection', { value: { rtt: 400, downlink: 0.4 }, configurable: true });
    localStorage.setItem('SYSTEM_STATUS', JSON.stringify({ info: { imageCDNs: ['http://['] } }));
    serve({ '/wps/system/status': async () => envelope(STATUS), '/wps/relay/MCSFE_getListAnnouncements': async () => envelope(HOME) });
    const img = skeleton();
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    run(true, ['/assets/framework-1.js', '/assets/home-2.js']);
    await early().home;
    await settle();
    process.off('unhandledRejection', unhandled);
    Reflect.deleteProperty(navigator, 'connection');
    expect(unhandled).not.toHaveBeenCalled();
    expect(img.getAttribute('src')).toBeNull(); // the app shows the banner instead
    expect([...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))).toContain('/assets/home-2.js');
    document.head.innerHTML = '';
    // The same from the inline call after the markup, with the kept copies: nothing thrown.
    localStorage.setItem('HOME_ANNOUNCEMENTS', JSON.stringify({ ...HOME, language: 'bn' }));
    delete (globalThis as { __early?: unknown }).__early;
    skeleton();
    run(true);
    expect(fill).not.toThrow();
  });

  it('never breaks the page when storage is garbage or blocked', () => {
    localStorage.setItem('MC_SESSION_INFO', '{nope');
    serve({ '/wps/system/status': async () => envelope(STATUS) });
    expect(() => run(false)).not.toThrow();
    vi.stubGlobal('localStorage', undefined);
    expect(() => run(false)).not.toThrow();
  });
  describe('before the app is live', () => {
    const taps = () => (globalThis as unknown as { __early: { taps: Element[] } }).__early.taps;
    const page = () => {
      document.body.innerHTML =
        '<div id="app"><button type="button" lang="en"><svg></svg></button><form><input id="u"><button type="submit">Log in</button></form></div>';
      const form = document.querySelector('form')!;
      // What the page's own handler would see, after the start-up script's (capturing) listener.
      const sent = vi.fn();
      form.addEventListener('submit', (e) => {
        sent(e.defaultPrevented);
        e.preventDefault();
      });
      return { flag: document.querySelector('button')!, svg: document.querySelector('svg')!, form, submit: form.querySelector('button')!, sent };
    };
    beforeEach(() => serve({ '/wps/system/status': async () => envelope(STATUS) }));

    it('notes each tapped button once, and holds a submit (a reload would lose the input) with its button marked busy', () => {
      run(false);
      const { flag, svg, submit, sent } = page();
      svg.dispatchEvent(new MouseEvent('click', { bubbles: true })); // the flag's picture takes the tap
      flag.click();
      submit.click();
      expect(taps()).toEqual([flag, submit]);
      expect(sent).toHaveBeenCalledWith(true);
      expect(submit).toHaveAttribute('aria-busy', 'true');
    });

    it('notes a form sent without a button (Enter in a lone field)', () => {
      run(false);
      const { form, sent } = page();
      form.querySelector('button')!.remove();
      form.requestSubmit();
      expect(sent).toHaveBeenCalledWith(true);
      expect(taps()).toEqual([form]);
    });

    it('leaves taps and submits alone once the app is live', () => {
      run(false);
      const { flag, submit, sent } = page();
      document.getElementById('app')!.setAttribute('data-ready', '');
      flag.click();
      submit.click();
      expect(taps()).toEqual([]);
      expect(sent).toHaveBeenCalledWith(false);
      expect(submit).not.toHaveAttribute('aria-busy');
    });
  });
});
