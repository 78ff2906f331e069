// Dates from the server (ISO 8601) in the player's language: "20 Nov 2026" style, Bengali digits
// in BN; with the time for messages. '' for a date that does not parse. Not in the entry chunk: it
// ships in the page kit, which every page that shows dates loads (vite.config.ts).

import { intlTag, type Locale } from './locale';

export function formatDate(iso: string, l: Locale, withTime = false): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlTag[l], withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }).format(date);
}
