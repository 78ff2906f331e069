// Dates from the server (ISO 8601) in the player's language: "20 Nov 2026" style, Bengali digits
// in BN. '' for a date that does not parse. Not in the entry chunk: it ships in the page kit, which
// every page that shows dates loads (vite.config.ts). A page that shows the time too passes its
// options (i18n/date-time.ts).

import { intlTag, type Locale } from './locale';

export function formatDate(iso: string, l: Locale, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const date = new Date(iso);
  return !iso || isNaN(+date) ? '' : new Intl.DateTimeFormat(intlTag[l], options).format(date);
}
