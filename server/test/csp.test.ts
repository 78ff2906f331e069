// The Content-Security-Policy of the app's pages (ARCHITECTURE §5): every HTML answer carries it,
// script-src allows no 'unsafe-inline' or 'unsafe-eval', and every inline <script> and <style> of
// a page is allowed by one of its hashes, so the browser runs the start-up script and nothing
// injected. Each page's policy names its own hashes only (issue 22): page A's allows none of page
// B's inline code, and a page csp.json does not name gets no hash at all. First on a synthetic build, then on the real one in dist/ when there is one (the
// prerender writes the pages and csp.json together; e2e/csp.spec.ts checks a browser obeys).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cspForFile } from '../src/http/static/csp.ts';
import { parseCsp } from '../src/http/static/manifest.ts';
import { rawRequest, startTestServer, type TestServer } from './helpers.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The bodies of inline <script> elements (those without src) and of <style> elements. */
function inlineBlocks(html: string): { scripts: string[]; styles: string[] } {
  const bodies = (re: RegExp) => Array.from(html.matchAll(re), (m) => m[1]!);
  return {
    // Run inline scripts: not those with a src, nor data blocks (home's first screen, a JSON
    // block the browser never runs, so the policy has nothing to allow).
    scripts: bodies(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/gi),
    styles: bodies(/<style[^>]*>([\s\S]*?)<\/style>/gi),
  };
}

/** The sources of one directive of a policy. */
function directive(csp: string, name: string): string[] {
  const part = csp
    .split(';')
    .map((p) => p.trim().split(/\s+/))
    .find(([n]) => n === name);
  return part ? part.slice(1) : [];
}

/** Fetches `path`, and checks its CSP against the inline code of the body; answers the body. */
async function expectPageAllowedByItsCsp(port: number, path: string): Promise<string> {
  const res = await rawRequest(port, path);
  expect(res.status, path).toBe(200);
  expect(res.headers['content-type'], path).toMatch(/^text\/html/);
  const csp = res.headers['content-security-policy'] as string | undefined;
  expect(csp, `${path}: no CSP`).toBeTruthy();
  const scriptSrc = directive(csp!, 'script-src');
  expect(scriptSrc, path).toContain("'self'");
  expect(scriptSrc.join(' '), path).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|\*|data:|https?:/);
  expect(directive(csp!, 'style-src').join(' '), path).not.toMatch(/unsafe-inline/);
  expect(directive(csp!, 'object-src'), path).toEqual(["'none'"]);
  expect(directive(csp!, 'base-uri'), path).toEqual(["'none'"]);
  const { scripts, styles } = inlineBlocks(res.text);
  for (const s of scripts) expect(scriptSrc, `${path}: inline script not hashed`).toContain(sha(s));
  for (const s of styles) expect(directive(csp!, 'style-src'), `${path}: inline style not hashed`).toContain(sha(s));
  // Inline handlers and style attributes would need 'unsafe-hashes' / 'unsafe-inline': none may exist.
  expect(res.text, path).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
  expect(res.text, path).not.toMatch(/<[^>]+\sstyle\s*=/i);
  return res.text;
}

describe('parseCsp and the policy chosen per file', () => {
  const HOME = "'sha256-aG9tZQ=='";
  const LOGIN = "'sha384-bG9naW4='";
  const STYLE = "'sha512-c3R5bGU='";

  it('reads each file`s own hashes and keeps only hash sources', () => {
    const pages = parseCsp({
      'index.html': { 'script-src': [HOME, "'unsafe-inline'", "'unsafe-eval'", '*', 42, null], 'style-src': [STYLE, 'https:'] },
      'm/login.html': { 'script-src': [LOGIN] },
      // A header-breaking value: a new line would end the header and start another.
      'm/evil.html': { 'script-src': [`${HOME}\r\nSet-Cookie: token=x`, `${HOME} 'unsafe-inline'`, "'sha256-a b='"] },
    });
    expect(pages.get('index.html')).toEqual({ scriptSrc: [HOME], styleSrc: [STYLE] });
    expect(pages.get('m/login.html')).toEqual({ scriptSrc: [LOGIN], styleSrc: [] });
    expect(pages.get('m/evil.html')).toEqual({ scriptSrc: [], styleSrc: [] });
  });

  it('reads nothing from a malformed file or the old single list (all pages` hashes in one)', () => {
    for (const data of [null, 'x', [], 42, { 'index.html': [HOME] }, { 'index.html': 'x' }]) expect([...parseCsp(data).values()]).toEqual([]);
    // csp.json before issue 22: { "script-src": [...], "style-src": [...] } names no file.
    const old = parseCsp({ 'script-src': [HOME], 'style-src': [STYLE] });
    expect(old.get('index.html')).toBeUndefined();
  });

  it('gives a file its own hashes, and a file csp.json does not name none (never another page`s)', () => {
    const pages = parseCsp({ 'index.html': { 'script-src': [HOME] }, 'm/login.html': { 'script-src': [LOGIN], 'style-src': [STYLE] } });
    expect(directive(cspForFile(pages, 'index.html'), 'script-src')).toEqual(["'self'", HOME]);
    expect(directive(cspForFile(pages, 'm/login.html'), 'script-src')).toEqual(["'self'", LOGIN]);
    expect(directive(cspForFile(pages, 'm/login.html'), 'style-src')).toEqual(["'self'", STYLE]);
    for (const file of ['m/unknown.html', 'offline.html', '/index.html', 'constructor', '__proto__']) {
      expect(directive(cspForFile(pages, file), 'script-src'), file).toEqual(["'self'"]);
      expect(directive(cspForFile(pages, file), 'style-src'), file).toEqual(["'self'"]);
    }
  });
});

describe('on a synthetic build', () => {
  const early = (page: string) => `window.__early={page:"${page}"};(function(){fetch("/wps/system/status")})();`;
  const css = (page: string) => `body{margin:0}/*${page}*/`;
  const page = (title: string) =>
    `<!doctype html><html><head><meta charset="utf-8"><script>${early(title)}</script><style>${css(title)}</style>` +
    `<script type="module" src="/assets/index-abc1234.js"></script><title>${title}</title></head><body><div id="app"></div></body></html>`;
  const hashes = (title: string) => ({ 'script-src': [sha(early(title))], 'style-src': [sha(css(title))] });
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      dist: {
        'index.html': page('home'),
        'm/login.html': page('login'),
        'm/extra.html': page('extra'),
        'routes.json': JSON.stringify({
          pages: { '/m/home': 'index.html', '/m/login': 'm/login.html', '/m/extra': 'm/extra.html' },
          aliases: { '/': '/m/home' },
          fallback: 'index.html',
        }),
        // A stray 'unsafe-inline' in the build's list is dropped by the server, never sent; the
        // extra page is missing from the list.
        'csp.json': JSON.stringify({
          'index.html': { ...hashes('home'), 'script-src': [sha(early('home')), "'unsafe-inline'"] },
          'm/login.html': hashes('login'),
        }),
      },
    });
  });
  afterAll(() => server.close());

  it('every HTML answer (pages, aliases, the fallback) carries a CSP that allows exactly its inline code', async () => {
    for (const path of ['/m/home', '/', '/m/login', '/m/unknown/page']) await expectPageAllowedByItsCsp(server.port, path);
  });

  it('does not allow an inline script the build did not hash', async () => {
    const csp = (await rawRequest(server.port, '/m/home')).headers['content-security-policy'] as string;
    expect(directive(csp, 'script-src')).not.toContain(sha('alert(1)'));
    expect(directive(csp, 'script-src')).toEqual(["'self'", sha(early('home'))]);
  });

  it('page A`s header does not allow page B`s inline script or style', async () => {
    const home = (await rawRequest(server.port, '/m/home')).headers['content-security-policy'] as string;
    const login = (await rawRequest(server.port, '/m/login')).headers['content-security-policy'] as string;
    expect(directive(home, 'script-src')).not.toContain(sha(early('login')));
    expect(directive(home, 'style-src')).toEqual(["'self'", sha(css('home'))]);
    expect(directive(login, 'script-src')).toEqual(["'self'", sha(early('login'))]);
    expect(directive(login, 'style-src')).toEqual(["'self'", sha(css('login'))]);
  });

  it('a page csp.json does not name gets the strictest policy: no inline code at all', async () => {
    const res = await rawRequest(server.port, '/m/extra');
    expect(res.text).toContain('<title>extra</title>');
    const csp = res.headers['content-security-policy'] as string;
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(directive(csp, 'style-src')).toEqual(["'self'"]);
  });
});

const DIST = join(import.meta.dirname, '../../dist');
const built = existsSync(join(DIST, 'csp.json')) && existsSync(join(DIST, 'routes.json'));

describe.skipIf(!built)('on the real build in dist/', () => {
  const routes = built ? (JSON.parse(readFileSync(join(DIST, 'routes.json'), 'utf8')) as { pages: Record<string, string> }) : { pages: {} };
  let server: TestServer;

  beforeAll(async () => {
    const files = ['routes.json', 'csp.json', 'offline.html', ...new Set(Object.values(routes.pages))];
    server = await startTestServer({ dist: Object.fromEntries(files.map((f) => [f, readFileSync(join(DIST, f))])) });
  });
  afterAll(() => server.close());

  it('every prerendered page runs its start-up script and styles by hash, and nothing else inline', async () => {
    expect(Object.keys(routes.pages).length).toBeGreaterThan(10);
    for (const path of Object.keys(routes.pages)) {
      const html = await expectPageAllowedByItsCsp(server.port, path);
      // Home also has the start-up script's fill after its markup (src/early.ts, `f`).
      expect(inlineBlocks(html).scripts, `${path}: the start-up script`).toHaveLength(path === '/m/home' ? 2 : 1);
    }
  });

  it('each page`s policy names its own inline code only, home`s header under 1 kB', async () => {
    for (const path of Object.keys(routes.pages)) {
      const res = await rawRequest(server.port, path);
      const csp = res.headers['content-security-policy'] as string;
      const { scripts, styles } = inlineBlocks(res.text);
      expect(directive(csp, 'script-src'), path).toEqual(["'self'", ...new Set(scripts.map(sha))]);
      expect(directive(csp, 'style-src'), path).toEqual(["'self'", ...new Set(styles.map(sha))]);
    }
    const home = (await rawRequest(server.port, '/m/home')).headers['content-security-policy'] as string;
    expect(Buffer.byteLength(home)).toBeLessThan(1024);
    // The service worker's offline page: its own style, no script.
    await expectPageAllowedByItsCsp(server.port, '/offline.html');
  });
});
