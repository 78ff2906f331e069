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

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  bn: () => import('../../locales/bn/messages.po'),
  en: () => import('../../locales/en/messages.po'),
};

export const locale = signal<Locale>(DEFAULT_LOCALE);

/** Loads and activates a catalog without saving the choice (start-up, tests). */
export async function activate(l: Locale): Promise<void> {
  const { messages } = await catalogs[l]();
  i18n.loadAndActivate({ locale: l, messages });
  locale.value = l;
  if (typeof document !== 'undefined') document.documentElement.lang = l;
}

/** The player's choice: activates it and remembers it. */
export async function setLocale(l: Locale): Promise<void> {
  await activate(l);
  writeString(STORAGE_KEY, languageHeader(l));
}
