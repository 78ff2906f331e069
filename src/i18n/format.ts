// Numbers and money through Intl: BN gets Bengali digits and lakh grouping, EN Latin digits.

import { intlTag, type Locale } from './locale';

const cache = new Map<string, Intl.NumberFormat>();

function formatter(l: Locale, opts: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = l + JSON.stringify(opts);
  let f = cache.get(key);
  if (!f) cache.set(key, (f = new Intl.NumberFormat(intlTag[l], opts)));
  return f;
}

export function formatNumber(value: number, l: Locale, decimals?: number): string {
  const opts: Intl.NumberFormatOptions = decimals === undefined ? {} : { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  return formatter(l, opts).format(value);
}

/** Money with the currency's narrow symbol (৳ for BDT) and 2 decimals (specification §9). */
export function formatMoney(value: number, l: Locale, currency = 'BDT'): string {
  return formatter(l, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(value);
}

/** A file size in megabytes through Intl: "৫ মেগাবাইট" in BN (Bengali digits, the unit in words:
 *  "MB" would be Latin in a Bengali sentence), "5 MB" in EN. */
export function formatMegabytes(value: number, l: Locale): string {
  return formatter(l, { style: 'unit', unit: 'megabyte', unitDisplay: l === 'bn' ? 'long' : 'short' }).format(value);
}
