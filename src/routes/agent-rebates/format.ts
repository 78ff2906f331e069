// Money, days and rates in the agent's language (Bengali digits in BN), days in Dhaka.

import { formatDate } from '@/i18n/dates';
import { formatMoney, formatNumber } from '@/i18n/format';
import { locale } from '@/i18n/locale';

export const money = (v: number): string => formatMoney(v, locale.value);
/** A Dhaka day `YYYY-MM-DD` as a date (noon UTC is that day in Dhaka too). */
export const day = (d: string): string => formatDate(`${d}T12:00:00Z`, locale.value, { dateStyle: 'medium', timeZone: 'Asia/Dhaka' });

/** Basis points as a percent: 85 → "0.85%". */
export const percent = (bp: number): string => `${formatNumber(bp / 100, locale.value)}%`;
