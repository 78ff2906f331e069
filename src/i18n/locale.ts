// ENTRY CHUNK. The active language: BN by default, EN as the second. Only the active catalog is
// downloaded; the choice is kept under the platform's `hisLang` key and applied to <html lang>.
// The inline start-up script (src/early.ts) sends the saved choice too, by localeOf and
// languageHeader; its build takes only what it uses, so the two calls below that run when this
// module loads are marked /* @__PURE__ */ (they have no effect but their value).

import { i18n, type Messages } from '@lingui/core';
import { signal } from '@preact/signals-react';
import { readString, writeString } from '@/lib/storage';

export const locales = ['bn', 'en'] as const;
export type Locale = (typeof locales)[number];
export const DEFAULT_LOCALE: Locale = 'bn';

/** localStorage key of the player's choice (the platform's). */
export const LANGUAGE_KEY = 'hisLang';

export const isLocale = (v: unknown): v is Locale => locales.includes(v as Locale);

/** The language a stored choice names (stored upper-case, as the platform does), else BN. */
export function localeOf(stored: string | null): Locale {
  const v = (stored ?? '').toLowerCase();
  return isLocale(v) ? v : DEFAULT_LOCALE;
}

/** The saved choice, else BN. */
export const savedLocale = (): Locale => localeOf(readString(LANGUAGE_KEY));

/** The `Language` header value the platform expects. */
export const languageHeader = (l: Locale): string => l.toUpperCase();

/** Intl locale tags: Bengali digits and lakh grouping for BN. */
export const intlTag: Record<Locale, string> = { bn: 'bn-BD', en: 'en-BD' };

type CatalogLoader = () => Promise<{ messages: Messages }>;

/** The shell's catalog: every string outside the feature catalogs below. */
const catalogs: Record<Locale, CatalogLoader> = {
  bn: () => import('../../locales/bn/messages.po'),
  en: () => import('../../locales/en/messages.po'),
};

/** A feature catalog (features.ts): loaded with the routes that use it, so a visitor of the home
 *  page does not download the account screens' texts. Its loaders are generated with the route
 *  table of the pages that declare it (app/pages.ts), so they ship in that table's chunk only. */
export interface Catalog extends Record<Locale, CatalogLoader> {
  /** The file name under locales/<locale>/ (the prerender preloads it); what it is known by once
   *  loaded, whichever table's loaders loaded it. */
  name: string;
}

/** Feature catalogs in use: a language switch loads them again in the new language. */
const inUse = new Set<Catalog>();
/** Which catalogs each language has in i18n, by name (the shell's is `messages`). */
const loaded: Record<Locale, Set<string>> = { bn: new Set(), en: new Set() };
const has = (l: Locale, name: string) => !!loaded[l]?.has(name);
const SHELL = 'messages';

export const locale = /* @__PURE__ */ signal<Locale>(DEFAULT_LOCALE);
/** The language being activated while its catalogs arrive, else the active one (before the first
 *  activation, the saved one). A catalog asked for meanwhile is loaded in it too, so that the new
 *  language never lacks a page's texts; and it is the `Language` of API calls: calls made while its
 *  catalogs load, the start-up ones included, already ask for it, so content is never fetched in
 *  the language the page is leaving (or, at start-up, in the default instead of the saved one). */
let target: Locale = /* @__PURE__ */ savedLocale();
export const requestLocale = (): Locale => target;

/** A catalog into i18n, unless it is there. Asking again while a load is under way costs no second
 *  request (the browser keeps one module per address), and a failed load may be asked again. */
const loadIn = (name: string, l: Locale, loader: CatalogLoader) =>
  has(l, name) ||
  loader().then(({ messages }) => {
    i18n.load(l, messages);
    loaded[l].add(name);
  });

/** Whether the active language has every one of these catalogs: a page renders only then
 *  (app/lazy-route.ts), so no page can show a message id in place of its text. */
export const catalogsReady = (list: readonly Catalog[]): boolean => list.every((c) => has(i18n.locale as Locale, c.name));

/** Adds feature catalogs in the active language, and in the one being activated if any. */
export function loadCatalogs(list: readonly Catalog[]): Promise<unknown> {
  list.forEach((c) => inUse.add(c));
  // Before the first activation i18n has no language yet.
  return Promise.all([...new Set([target, (i18n.locale || target) as Locale])].flatMap((l) => list.map((c) => loadIn(c.name, l, c[l]))));
}

/** Adds a feature catalog in the current language (a route's loader awaits it). */
export const loadCatalog = (catalog: Catalog): Promise<unknown> => loadCatalogs([catalog]);

/** Loads and activates a catalog without saving the choice (start-up, tests). The language turns
 *  only when the shell's catalog and every feature catalog in use are loaded in it, including
 *  those a page asks for while this waits; of two switches in flight, the later one wins. */
export async function activate(l: Locale): Promise<void> {
  target = l;
  for (;;) {
    const missing = [...inUse].filter((c) => !has(l, c.name));
    if (has(l, SHELL) && !missing.length) break;
    await Promise.all([loadIn(SHELL, l, catalogs[l]), ...missing.map((c) => loadIn(c.name, l, c[l]))]);
  }
  if (target !== l) return; // a later switch took over
  i18n.activate(l);
  locale.value = l;
  if (typeof document !== 'undefined') document.documentElement.lang = l;
}

/** The player's choice: activates it and remembers it. */
export async function setLocale(l: Locale): Promise<void> {
  // Kept at once: a player who taps a language and leaves before its texts arrive has chosen it.
  writeString(LANGUAGE_KEY, languageHeader(l));
  await activate(l);
}

/** Runs `run` `delay` ms after each language change (debounced: flipping languages quickly costs
 *  one run), not for the language in use now. Returns the stop. Every text that comes from the
 *  server in the request's language reloads through it (or through useLocaleLoad on a page). */
export function afterLanguageChange(run: () => void, delay: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let first = true;
  // `subscribe` calls at once with the current language, then on each change.
  const stop = locale.subscribe(() => {
    clearTimeout(timer);
    if (!first) timer = setTimeout(run, delay);
    first = false;
  });
  return () => {
    stop();
    clearTimeout(timer);
  };
}
