// ENTRY CHUNK. The active language: BN by default, EN as the second. Only the active catalog is
// downloaded; the choice is kept under the platform's `hisLang` key and applied to <html lang>.

import { i18n, type Messages } from '@lingui/core';
import { signal } from '@preact/signals-react';
import { readString, writeString } from '@/lib/storage';

export const locales = ['bn', 'en'] as const;
export type Locale = (typeof locales)[number];
export const DEFAULT_LOCALE: Locale = 'bn';

const STORAGE_KEY = 'hisLang';

export const isLocale = (v: unknown): v is Locale => locales.includes(v as Locale);

/** The saved choice (stored upper-case, as the platform does), else BN. */
export function savedLocale(): Locale {
  const v = readString(STORAGE_KEY)?.toLowerCase();
  return isLocale(v) ? v : DEFAULT_LOCALE;
}

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

/** A feature catalog (lingui.config.ts): loaded with the routes that use them, so a visitor of the
 *  home page does not download the account screens' texts. Each is declared where its routes are
 *  listed (i18n/catalogs.ts, i18n/more-catalogs.ts), so its loaders ship in that chunk only. */
export interface Catalog extends Record<Locale, CatalogLoader> {
  /** The file name under locales/<locale>/ (the prerender preloads it). */
  name: string;
}

/** Feature catalogs in use: a language switch loads them again in the new language. */
const inUse = new Set<Catalog>();

export const locale = signal<Locale>(DEFAULT_LOCALE);

/** The language being activated (or active): the `Language` of API calls. Calls made while its
 *  catalog loads, the start-up ones included, already ask for it, so content is never fetched in
 *  the language the page is leaving (or, at start-up, in the default instead of the saved one). */
let wanted: Locale | undefined;
export const requestLocale = (): Locale => wanted ?? savedLocale();

/** Adds a feature catalog in the current language (a route's loader awaits it). */
export async function loadCatalog(catalog: Catalog): Promise<void> {
  inUse.add(catalog);
  const l = locale.value;
  const { messages } = await catalog[l]();
  i18n.load(l, messages);
}

/** Loads and activates a catalog without saving the choice (start-up, tests). */
export async function activate(l: Locale): Promise<void> {
  wanted = l;
  const loaded = await Promise.all([catalogs[l](), ...[...inUse].map((c) => c[l]())]);
  for (const { messages } of loaded) i18n.load(l, messages);
  i18n.activate(l);
  locale.value = l;
  if (typeof document !== 'undefined') document.documentElement.lang = l;
}

/** The player's choice: activates it and remembers it. */
export async function setLocale(l: Locale): Promise<void> {
  await activate(l);
  writeString(STORAGE_KEY, languageHeader(l));
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
