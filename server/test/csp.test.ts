// The Content-Security-Policy of the app's pages (ARCHITECTURE §5): every HTML answer carries it,
// script-src allows no 'unsafe-inline' or 'unsafe-eval', and every inline <script> and <style> of
// a page is allowed by one of its hashes, so the browser runs the start-up script and nothing
// injected. First on a synthetic build, then on the real one in dist/ when there is one (the
// prerender writes the pages and csp.json together; e2e/csp.spec.ts checks a browser obeys).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rawRequest, startTestServer, type TestServer } from './helpers.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The bodies of inline <script> elements (those without src) and of <style> elements. */
function inlineBlocks(html: string): { scripts: string[]; styles: string[] } {
  const bodies = (re: RegExp) => Array.from(html.matchAll(re), (m) => m[1]!);
  return {
    scripts: bodies(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi),
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

describe('on a synthetic build', () => {
  const early = 'window.__early={};(function(){fetch("/wps/system/status")})();';
  const css = 'body{margin:0}';
  const page = (title: string) =>
    `<!doctype html><html><head><meta charset="utf-8"><script>${early}</script><style>${css}</style>` +
    `<script type="module" src="/assets/index-abc1234.js"></script><title>${title}</title></head><body><div id="app"></div></body></html>`;
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      dist: {
        'index.html': page('home'),
        'm/login.html': page('login'),
        'routes.json': JSON.stringify({
          pages: { '/m/home': 'index.html', '/m/login': 'm/login.html' },
          aliases: { '/': '/m/home' },
          fallback: 'index.html',
        }),
        // A stray 'unsafe-inline' in the build's list is dropped by the server, never sent.
        'csp.json': JSON.stringify({ 'script-src': [sha(early), "'unsafe-inline'"], 'style-src': [sha(css)] }),
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
    expect(directive(csp, 'script-src')).toEqual(["'self'", sha(early)]);
  });
});

const DIST = join(import.meta.dirname, '../../dist');
const built = existsSync(join(DIST, 'csp.json')) && existsSync(join(DIST, 'routes.json'));

describe.skipIf(!built)('on the real build in dist/', () => {
  const routes = built ? (JSON.parse(readFileSync(join(DIST, 'routes.json'), 'utf8')) as { pages: Record<string, string> }) : { pages: {} };
  let server: TestServer;

  beforeAll(async () => {
    const files = ['routes.json', 'csp.json', ...new Set(Object.values(routes.pages))];
    server = await startTestServer({ dist: Object.fromEntries(files.map((f) => [f, readFileSync(join(DIST, f))])) });
  });
  afterAll(() => server.close());

  it('every prerendered page runs its start-up script and styles by hash, and nothing else inline', async () => {
    expect(Object.keys(routes.pages).length).toBeGreaterThan(10);
    for (const path of Object.keys(routes.pages)) {
      const html = await expectPageAllowedByItsCsp(server.port, path);
      expect(inlineBlocks(html).scripts, `${path}: the start-up script`).toHaveLength(1);
    }
  });
});
