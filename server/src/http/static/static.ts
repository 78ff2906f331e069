import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { relative, resolve, sep } from 'node:path';
import { sendText, setNoSniff, setPageHeaders } from '../respond.ts';
import { RETIRING_WORKER } from './retiring-worker.ts';
import { cspForFile } from './csp.ts';
import { bannerPreload, savesData, sendBuiltPage, type BuiltPage } from './first-screen.ts';
import { loadBuildManifest } from './manifest.ts';
import { cacheControlFor, IMMUTABLE, isHtmlFile, needsNoSniff } from './mime.ts';
import { resolveStatic } from './resolve.ts';
import { sendFile } from './send-file.ts';

export type StaticHandler = (req: IncomingMessage, res: ServerResponse, path: string) => Promise<void>;

/** Home's page with its first screen's answers in it (first-screen.ts), for the build's merchant. */
export type HomePages = (merchant: string, html: string) => BuiltPage;

/** Serves the built app from distDir for every non-API GET/HEAD (see server/README.md). With
 *  `serviceWorker` false, /sw.js is the worker that removes the app's (retiring-worker.ts). With
 *  `homePages`, home's HTML carries its first screen's answers. */
export function createStaticHandler(distDir: string, serviceWorker = true, homePages?: HomePages): StaticHandler {
  const root = resolve(distDir);
  const manifest = loadBuildManifest(root);

  return async (req, res, path) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
      return;
    }
    if (!serviceWorker && path === '/sw.js') {
      sendText(res, 200, RETIRING_WORKER, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
      return;
    }
    const found = await resolveStatic(root, path, manifest.routes());
    switch (found.kind) {
      case 'bad-request':
        sendText(res, 400, 'Bad request');
        return;
      case 'not-found':
        sendText(res, 404, 'Not found');
        return;
      case 'no-build':
        sendText(res, 503, 'Run npm run build first', { 'Retry-After': '10' });
        return;
      case 'file': {
        const cacheControl = cacheControlFor(path, found.file);
        // Each page's own policy, found by its file's name in csp.json (as routes.json names it).
        if (isHtmlFile(found.file)) setPageHeaders(res, cspForFile(manifest.csp(), relative(root, found.file).split(sep).join('/')));
        else if (needsNoSniff(found.file)) setNoSniff(res);
        const { home, merchant, imageCdn } = manifest.routes();
        if (homePages && merchant && home && found.file === resolve(root, home)) {
          const page = homePages(merchant, await readFile(found.file, 'utf8'));
          const link = bannerPreload(page.banner, imageCdn ?? '', savesData(req));
          sendBuiltPage(req, res, page, { 'Cache-Control': cacheControl, Vary: 'Accept-Encoding, Save-Data, Cookie', ...(link && { Link: link }) });
          return;
        }
        await sendFile(req, res, found.file, found.stats, { headers: { 'Cache-Control': cacheControl }, revalidate: cacheControl !== IMMUTABLE });
      }
    }
  };
}
