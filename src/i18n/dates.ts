// Dates from the server (ISO 8601) in the player's language: "20 Nov 2026" style, Bengali digits
// in BN; with the time for messages. '' for a date that does not parse. Not in the entry chunk: it
// ships in the page kit, which every page that shows dates loads (vite.config.ts).

import { intlTag, type Locale } from './locale';

/** Intl's `timeStyle: 'short'` writes "AM"/"PM" in Bengali too (CLDR's bn has no other short
 *  marker): BN names the day period in words instead ("সকাল", "দুপুর", "রাত্রি"), which a style
 *  cannot be combined with, so the date's parts are spelt out. EN keeps "3:04 PM". */
const withTimeOptions: Record<Locale, Intl.DateTimeFormatOptions> = {
  bn: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', dayPeriod: 'short' },
  en: { dateStyle: 'medium', timeStyle: 'short' },
};

export function formatDate(iso: string, l: Locale, withTime = false): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlTag[l], withTime ? withTimeOptions[l] : { dateStyle: 'medium' }).format(date);
}
