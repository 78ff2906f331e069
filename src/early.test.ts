// The inline start-up script (src/early.ts), built as the prerender builds it and run as the
// prerendered page runs it.
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { fetchHomeAnnouncements } from '@/api/announcements';
import { fetchSystemStatus } from '@/api/system';
import { apiContext } from '@/lib/api-context';
import { earlyScript } from '../scripts/build/early-script';

const run = (home: boolean, preloads: string[] = [], cdn = '') =>
  new Function(earlyScript(inject('earlyFunction'), { merchant: 'bdm01', home, preloads, defaultImageCdn: cdn, apiBase: '' }))();

type Early = Record<string, Promise<{ status: number; body: unknown }>>;
const early = () => (globalThis as unknown as { __early: Early }).__early;

const envelope = (value: unknown) => new Response(JSON.stringify({ success: true, value }), { status: 200 });
const STATUS = { maintenance: false, info: { imageCDNs: ['https://img.example'] } };
const HOME = { banners: [{ id: 7, title: 'সাপ্তাহিক ক্যাশব্যাক', imageUrl: '/cdn/banners/home-1.webp', linkUrl: '/m/activity' }] };

let requests: { url: string; headers: Record<string, string> }[] = [];
function serve(answers: Record<string, () => Promise<Response>>) {
  requests = [];
  vi.stubGlobal('fetch', (url: string, init: { headers: Record<string, string> }) => {
    requests.push({ url: String(url), headers: init.headers });
    return answers[url.split('?')[0]!]!();
  });
}

const skeleton = () => {
  document.body.innerHTML = '<div id="app"><a data-early-banner=""><img width="720" height="225"></a></div>';
  return document.querySelector('img')!;
};
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

  it('asks what the app asks: the same addresses and headers as api/system.ts and api/announcements.ts', async () => {
    localStorage.setItem('hisLang', 'EN');
    localStorage.setItem('MC_SESSION_INFO', JSON.stringify({ token: 'tok' }));
    const answers = { '/wps/system/status': async () => envelope(STATUS), '/wps/relay/MCSFE_getListAnnouncements': async () => envelope(HOME) };
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
    Object.assign(apiContext, saved);
    expect(script).toHaveLength(2);
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
