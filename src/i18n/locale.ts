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

/** Feature catalogs (lingui.config.ts), loaded with the routes that use them, so a visitor of the
 *  home page does not download the account screens' texts. */
const featureCatalogs = {
  accounts: {
    bn: () => import('../../locales/bn/accounts.po'),
    en: () => import('../../locales/en/accounts.po'),
  },
  homepage: {
    bn: () => import('../../locales/bn/homepage.po'),
    en: () => import('../../locales/en/homepage.po'),
  },
  games: {
    bn: () => import('../../locales/bn/games.po'),
    en: () => import('../../locales/en/games.po'),
  },
  member: {
    bn: () => import('../../locales/bn/member.po'),
    en: () => import('../../locales/en/member.po'),
  },
  content: {
    bn: () => import('../../locales/bn/content.po'),
    en: () => import('../../locales/en/content.po'),
  },
} satisfies Record<string, Record<Locale, CatalogLoader>>;

export type CatalogName = keyof typeof featureCatalogs;

/** Feature catalogs in use: a language switch loads them again in the new language. */
const inUse = new Set<CatalogName>();

export const locale = signal<Locale>(DEFAULT_LOCALE);

/** Adds a feature catalog in the current language (a route's loader awaits it). */
export async function loadCatalog(name: CatalogName): Promise<void> {
  inUse.add(name);
  const l = locale.value;
  const { messages } = await featureCatalogs[name][l]();
  i18n.load(l, messages);
}

/** Loads and activates a catalog without saving the choice (start-up, tests). */
export async function activate(l: Locale): Promise<void> {
  const loaded = await Promise.all([catalogs[l](), ...[...inUse].map((n) => featureCatalogs[n][l]())]);
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
