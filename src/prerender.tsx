// Build-time only (vite build --ssr): renders each page's shell to HTML in the default language,
// so the first paint needs nothing but the HTML document. scripts/prerender.ts writes the files.

import { renderToString } from 'preact-render-to-string';
import { i18n } from '@lingui/core';
import { messages } from '../locales/bn/messages.po';
import { messages as bnOffline } from '../locales/bn/offline.po';
import { messages as enOffline } from '../locales/en/offline.po';
import { OFFLINE_CSS, OfflinePage, offlineTexts } from '@/app/offline-page';
import { App } from '@/app/App';
import { pages } from '@/app/pages';
import { pageFor, titleId } from '@/app/route-table';
import { env } from '@/lib/env';
import { aliases, nameOf, paths, type AppPath } from '@/lib/paths';
import { DEFAULT_LOCALE } from '@/i18n/locale';

export { aliases, paths };

/** The merchant code the inline start-up script (src/early.ts) sends, and the image CDN it uses
 *  for the first banner before the start-up data is known. */
export const merchant = env.merchant;
/** The API origin (empty: this one), which the start-up script asks too. */
export const apiBase = env.apiBase;
export const brand = env.brand;
export { DEFAULT_IMAGE_CDN as defaultImageCdn } from '@/state/images';

export interface PrerenderedPage {
  path: AppPath;
  title: string;
  html: string;
  /** Source module of the page's chunk, to preload it and inline its CSS. */
  source: string;
  /** The second route table's source, for a page listed there (its chunk is preloaded too). */
  via?: string;
  /** Source files of the feature catalogs the page needs (default language), to preload them. */
  catalogs: string[];
}

export async function renderPage(path: AppPath): Promise<PrerenderedPage> {
  i18n.loadAndActivate({ locale: DEFAULT_LOCALE, messages });
  const name = nameOf(path);
  const Page = pageFor(name);
  await Page.preload(); // renders synchronously, no Suspense fallback in the output
  const html = renderToString(<App router={{ ssrPath: path }} />);
  const title = path === paths.home ? env.brand : `${i18n._(titleId(name))} · ${env.brand}`;
  // Which chunks the page needs, from its record.
  const { module } = pages[name];
  const catalogs = module.catalogs.map((c) => `locales/${DEFAULT_LOCALE}/${c}.po`);
  const via = 'landing' in module ? undefined : 'src/app/more-routes.ts';
  return { path, title, html, source: `src/routes/${module.folder}/index.tsx`, via, catalogs };
}

/** The service worker's offline page (src/app/offline-page.tsx), both languages: body and CSS. */
export function renderOfflinePage(): { html: string; css: string } {
  i18n.loadAndActivate({ locale: 'en', messages: enOffline });
  const en = offlineTexts();
  i18n.loadAndActivate({ locale: DEFAULT_LOCALE, messages: bnOffline });
  const bn = offlineTexts();
  return { html: renderToString(<OfflinePage bn={bn} en={en} />), css: OFFLINE_CSS };
}
