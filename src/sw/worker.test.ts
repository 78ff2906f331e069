import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DATA_CACHE, IMAGE_CACHE, IMAGE_CACHE_MAX_ENTRIES, IMAGE_MAX_AGE_MS, type SwConfig, versionCache } from './config';
import { createWorker, type WaitUntil } from './worker';

const ORIGIN = 'https://play.example';
const CDN = 'https://img.example';
const NOW = Date.parse('2026-11-22T10:00:00Z');

const keyOf = (r: Request | string): string => (typeof r === 'string' ? r : r.url).replace(/#.*/, '');

/** The Cache API's observable behaviour for these strategies: match by URL, insertion order. */
class FakeCache {
  readonly entries = new Map<string, Response>();
  async match(r: Request | string) {
    return this.entries.get(keyOf(r))?.clone();
  }
  async put(r: Request | string, response: Response) {
    this.entries.delete(keyOf(r));
    this.entries.set(keyOf(r), response.clone());
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(r: Request | string) {
    return this.entries.delete(keyOf(r));
  }
}

class FakeCacheStorage {
  readonly named = new Map<string, FakeCache>();
  async open(name: string) {
    if (!this.named.has(name)) this.named.set(name, new FakeCache());
    return this.named.get(name)!;
  }
  async keys() {
    return [...this.named.keys()];
  }
  async delete(name: string) {
    return this.named.delete(name);
  }
  async match(r: Request | string) {
    for (const cache of this.named.values()) {
      const hit = await cache.match(r);
      if (hit) return hit;
    }
    return undefined;
  }
}

const config: SwConfig = {
  version: '20261122T100000-abc',
  shell: ['/index.html', '/offline.html', '/assets/index-a.js', '/assets/framework-b.js'],
  routes: ['/assets/register-c.js', '/assets/wallet-d.js'],
  pages: { '/m/home': 'index.html', '/m/login': 'm/login.html' },
  aliases: { '/': '/m/home' },
  startupData: ['/wps/relay/MCSFE_getListAnnouncements'],
};

/** Requests the constructor refuses to build (navigations, image destinations), as the worker sees them. */
function request(url: string, init: { mode?: string; destination?: string; method?: string; headers?: Record<string, string> } = {}): Request {
  return {
    url: new URL(url, ORIGIN).href,
    method: init.method ?? 'GET',
    mode: init.mode ?? 'cors',
    destination: init.destination ?? '',
    headers: new Headers(init.headers),
  } as unknown as Request;
}

const html = (body: string) => new Response(body, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });

let caches: FakeCacheStorage;
let network: ReturnType<typeof vi.fn<(r: Request | string) => Promise<Response>>>;
let background: Promise<unknown>[];
const waitUntil: WaitUntil = (work) => void background.push(work);
const settle = () => Promise.all(background);

function worker(overrides: Partial<SwConfig> = {}) {
  return createWorker({
    config: { ...config, ...overrides },
    caches: caches as unknown as CacheStorage,
    fetch: network,
    origin: ORIGIN,
    now: () => NOW,
  });
}

beforeEach(() => {
  caches = new FakeCacheStorage();
  background = [];
  network = vi.fn(async (r: Request | string) => new Response(`net:${keyOf(r)}`, { headers: { 'Content-Type': 'text/html' } }));
});

describe('install and activate', () => {
  it('precaches the whole shell into this build’s cache', async () => {
    await worker().install();
    const cache = caches.named.get(versionCache(config.version))!;
    expect([...cache.entries.keys()]).toEqual(config.shell.map((p) => ORIGIN + p));
  });

  it('fails the install when one shell file cannot be fetched, so the previous worker stays', async () => {
    network.mockImplementation(async (r) => new Response('', { status: keyOf(r).endsWith('framework-b.js') ? 404 : 200 }));
    await expect(worker().install()).rejects.toThrow(/framework-b\.js answered 404/);
  });

  it('keeps this build and the previous one, drops older builds, keeps images and data', async () => {
    for (const name of ['bdplay-v-20261101T000000-x', 'bdplay-v-20261120T000000-y', IMAGE_CACHE, DATA_CACHE, 'other-app']) await caches.open(name);
    await caches.open(versionCache(config.version));
    await worker().activate();
    expect((await caches.keys()).sort()).toEqual(
      ['bdplay-v-20261120T000000-y', versionCache(config.version), IMAGE_CACHE, DATA_CACHE, 'other-app'].sort(),
    );
  });

  it('caches the route chunks on request, skipping those already cached', async () => {
    await (await caches.open('bdplay-v-old')).put(`${ORIGIN}/assets/register-c.js`, new Response('old'));
    await worker().warm();
    expect(network).toHaveBeenCalledTimes(1);
    expect(keyOf(network.mock.calls[0]![0])).toBe(`${ORIGIN}/assets/wallet-d.js`);
  });
});

describe('pages', () => {
  it('serves the cached page at once and refreshes it in the background', async () => {
    const cache = await caches.open(versionCache(config.version));
    await cache.put(`${ORIGIN}/index.html`, html('old shell'));
    network.mockResolvedValue(html('new shell'));
    const answer = await worker().respond(request('/m/home?x=1', { mode: 'navigate' }), waitUntil);
    expect(await answer!.text()).toBe('old shell');
    await settle();
    expect(await (await cache.match(`${ORIGIN}/index.html`))!.text()).toBe('new shell');
  });

  it('maps aliases and trailing slashes to the same page', () => {
    const w = worker();
    expect(w.pageKey('/')).toBe(`${ORIGIN}/index.html`);
    expect(w.pageKey('/m/login/')).toBe(`${ORIGIN}/m/login.html`);
    expect(w.pageKey('/m/unknown')).toBeNull();
  });

  it('leaves other paths on this origin to the network, never the shell; offline, the offline page', async () => {
    const cache = await caches.open(versionCache(config.version));
    await cache.put(`${ORIGIN}/index.html`, html('shell'));
    await cache.put(`${ORIGIN}/offline.html`, html('no internet'));
    network.mockResolvedValueOnce(html('demo game'));
    const w = worker();
    expect(await (await w.respond(request('/demo-game?launch=1', { mode: 'navigate' }), waitUntil))!.text()).toBe('demo game');
    expect(await cache.match(`${ORIGIN}/demo-game`)).toBeUndefined();
    network.mockRejectedValueOnce(new TypeError('offline'));
    expect(await (await w.respond(request('/wps/system/status', { mode: 'navigate' }), waitUntil))!.text()).toBe('no internet');
  });

  it('fetches and keeps a page not cached yet; an error page is not kept', async () => {
    network.mockResolvedValueOnce(html('login'));
    const w = worker();
    expect(await (await w.respond(request('/m/login', { mode: 'navigate' }), waitUntil))!.text()).toBe('login');
    const cache = await caches.open(versionCache(config.version));
    expect(await (await cache.match(`${ORIGIN}/m/login.html`))!.text()).toBe('login');
    await cache.delete(`${ORIGIN}/m/login.html`);
    network.mockResolvedValueOnce(new Response('busy', { status: 503, headers: { 'Content-Type': 'text/html' } }));
    expect((await w.respond(request('/m/login', { mode: 'navigate' }), waitUntil))!.status).toBe(503);
    expect(await cache.match(`${ORIGIN}/m/login.html`)).toBeUndefined();
  });

  it('answers with the offline page when the network fails and the page is not cached', async () => {
    await (await caches.open(versionCache(config.version))).put(`${ORIGIN}/offline.html`, html('no internet'));
    network.mockRejectedValue(new TypeError('Failed to fetch'));
    const answer = await worker().respond(request('/m/login', { mode: 'navigate' }), waitUntil);
    expect(await answer!.text()).toBe('no internet');
  });

  it('serves only this build’s pages, not a previous build’s', async () => {
    await (await caches.open('bdplay-v-20261101T000000-x')).put(`${ORIGIN}/index.html`, html('previous build'));
    network.mockResolvedValue(html('this build'));
    expect(await (await worker().respond(request('/', { mode: 'navigate' }), waitUntil))!.text()).toBe('this build');
  });
});

describe('hashed assets', () => {
  it('come from any of our caches first (a page of the previous build finds its chunks)', async () => {
    await (await caches.open('bdplay-v-20261101T000000-x')).put(`${ORIGIN}/assets/old-z.js`, new Response('old chunk'));
    expect(await (await worker().respond(request('/assets/old-z.js'), waitUntil))!.text()).toBe('old chunk');
    expect(network).not.toHaveBeenCalled();
  });

  it('are fetched and kept when missing; a 404 is passed on, not kept', async () => {
    const w = worker();
    await w.respond(request('/assets/new-q.js'), waitUntil);
    expect(await caches.match(`${ORIGIN}/assets/new-q.js`)).toBeDefined();
    network.mockResolvedValueOnce(new Response('', { status: 404 }));
    expect((await w.respond(request('/assets/gone-r.js'), waitUntil))!.status).toBe(404);
    expect(await caches.match(`${ORIGIN}/assets/gone-r.js`)).toBeUndefined();
  });
});

describe('images', () => {
  const img = (url: string) => request(url, { destination: 'image' });
  const dated = (body: string, ageMs: number) => new Response(body, { headers: { Date: new Date(NOW - ageMs).toUTCString() } });

  it('serve a fresh cached picture without the network', async () => {
    await (await caches.open(IMAGE_CACHE)).put(`${ORIGIN}/cdn/games/1.png`, dated('cached', 1000));
    expect(await (await worker().respond(img('/cdn/games/1.png'), waitUntil))!.text()).toBe('cached');
    expect(network).not.toHaveBeenCalled();
  });

  it('fetch again after a week, and fall back to the old picture when offline', async () => {
    await (await caches.open(IMAGE_CACHE)).put(`${ORIGIN}/cdn/games/1.png`, dated('old', IMAGE_MAX_AGE_MS + 1000));
    network.mockResolvedValueOnce(dated('new', 0));
    const w = worker();
    expect(await (await w.respond(img('/cdn/games/1.png'), waitUntil))!.text()).toBe('new');
    await (await caches.open(IMAGE_CACHE)).put(`${ORIGIN}/cdn/games/1.png`, dated('old', IMAGE_MAX_AGE_MS + 1000));
    network.mockRejectedValueOnce(new TypeError('offline'));
    expect(await (await w.respond(img('/cdn/games/1.png'), waitUntil))!.text()).toBe('old');
  });

  it('keep at most the cap, dropping the oldest', async () => {
    const w = worker();
    for (let i = 0; i <= IMAGE_CACHE_MAX_ENTRIES + 2; i++) await w.respond(img(`/cdn/games/${i}.png`), waitUntil);
    await settle();
    const keys = [...(await caches.open(IMAGE_CACHE)).entries.keys()];
    expect(keys).toHaveLength(IMAGE_CACHE_MAX_ENTRIES);
    expect(keys[0]).toBe(`${ORIGIN}/cdn/games/3.png`);
  });

  it('from an image CDN are cached when readable; opaque answers are passed on, not kept', async () => {
    const w = worker();
    await w.respond(img(`${CDN}/banner.png`), waitUntil);
    expect(await (await caches.open(IMAGE_CACHE)).match(`${CDN}/banner.png`)).toBeDefined();
    const opaque = { ok: false, status: 0, type: 'opaque', clone: () => opaque } as unknown as Response;
    network.mockResolvedValueOnce(opaque);
    expect(await w.respond(img(`${CDN}/other.png`), waitUntil)).toBe(opaque);
    expect(await (await caches.open(IMAGE_CACHE)).match(`${CDN}/other.png`)).toBeUndefined();
    expect(w.respond(request(`${CDN}/data.json`), waitUntil)).toBeNull();
  });
});

describe('start-up data', () => {
  const announcements = (lang: string, auth?: string) =>
    request('/wps/relay/MCSFE_getListAnnouncements?types=B', { headers: { Language: lang, ...(auth ? { Authorization: auth } : {}) } });

  it('is served stale while it is revalidated, per language', async () => {
    const w = worker();
    network.mockResolvedValueOnce(new Response('bn 1'));
    expect(await (await w.respond(announcements('BN'), waitUntil))!.text()).toBe('bn 1');
    network.mockResolvedValueOnce(new Response('en 1'));
    expect(await (await w.respond(announcements('EN'), waitUntil))!.text()).toBe('en 1');
    network.mockResolvedValueOnce(new Response('bn 2'));
    expect(await (await w.respond(announcements('BN'), waitUntil))!.text()).toBe('bn 1');
    await settle();
    expect(await (await w.respond(announcements('BN'), waitUntil))!.text()).toBe('bn 2');
  });

  it('is left to the network for members, and other calls are never touched', () => {
    const w = worker();
    expect(w.respond(announcements('BN', 'token-1'), waitUntil)).toBeNull();
    expect(w.respond(request('/wps/system/status'), waitUntil)).toBeNull();
    expect(w.respond(request('/wps/relay/MCSFE_getListAnnouncements', { method: 'POST' }), waitUntil)).toBeNull();
  });
});
