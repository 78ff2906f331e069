// A period's key as the player reads it, in Dhaka time (the merchant's days): a day, an hour of a
// day, or a half month; Bengali digits and month names in BN.

import { formatDate } from '@/i18n/dates';
import type { Locale } from '@/i18n/locale';

const DHAKA: Intl.DateTimeFormatOptions = { timeZone: 'Asia/Dhaka' };
const day = (d: string, l: Locale) => formatDate(`${d}T00:00:00+06:00`, l, { ...DHAKA, dateStyle: 'medium' });
const hour = (d: string, h: string, l: Locale) =>
  formatDate(`${d}T${h}:00:00+06:00`, l, { ...DHAKA, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** '2026-11-27' → a day; '2026-11-27 18' → the day and its hour; '2026-11-01..2026-11-15' → from–to. */
export function periodLabel(key: string, l: Locale): string {
  const [from = '', to] = key.split('..');
  if (to) return `${day(from, l)} – ${day(to, l)}`;
  const [d = '', h] = from.split(' ');
  return h ? `${day(d, l)}, ${hour(d, h, l)}` : day(d, l);
}
