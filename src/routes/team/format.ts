// Money, counts and times in the agent's language (Bengali digits and lakh grouping in BN), times in Dhaka.

import { dateAndTime } from '@/i18n/date-time';
import { formatDate } from '@/i18n/dates';
import { formatMoney, formatNumber } from '@/i18n/format';
import { locale } from '@/i18n/locale';

export const money = (v: number): string => formatMoney(v, locale.value);
export const count = (v: number): string => formatNumber(v, locale.value);
export const dateTime = (iso: string): string => formatDate(iso, locale.value, { ...dateAndTime(locale.value), timeZone: 'Asia/Dhaka' });
