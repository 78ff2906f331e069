// How the records show money and times: through Intl in the player's language (Bengali digits
// and lakh grouping in BN), times in Dhaka, where the merchant's days are.

import { dateAndTime } from '@/i18n/date-time';
import { formatDate } from '@/i18n/dates';
import { formatMoney, formatNumber } from '@/i18n/format';
import { locale } from '@/i18n/locale';

export const money = (v: number): string => formatMoney(v, locale.value);
/** A signed amount: "+৳20.00" for a credit. */
export const signed = (v: number): string => (v > 0 ? '+' : '') + money(v);
export const count = (v: number): string => formatNumber(v, locale.value);
export const dateTime = (iso: string): string => formatDate(iso, locale.value, { ...dateAndTime(locale.value), timeZone: 'Asia/Dhaka' });
/** A Dhaka day `YYYY-MM-DD` as a date (noon UTC is that day in Dhaka too). */
export const day = (d: string): string => formatDate(`${d}T12:00:00Z`, locale.value, { dateStyle: 'medium', timeZone: 'Asia/Dhaka' });

/** What a ledger reference names: the order or id after `kind:` (`bet:B2503…` → `B2503…`). */
export const referenceOf = (reference: string): string => reference.slice(reference.indexOf(':') + 1).trim();
