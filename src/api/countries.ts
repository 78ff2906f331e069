// The dialing-code list of the country pickers, fetched once per page load (it does not change
// while a player fills a form; a failure is forgotten so the next picker tries again).

import type * as wire from '../../contract/system';
import { request } from './client';
import { isRecord, isString } from '@/lib/guards';

export type Country = wire.Country;

/** Bangladesh, the platform's market and the first country of the merchant's list: what the
 *  pickers offer until the list arrives (or if it cannot), so no form waits on it or sends an
 *  empty dialing code. */
export const HOME_COUNTRY: Country = { countryName: 'Bangladesh', countryCode: 'BD', dialingCode: '+880' };

const isCountry = (v: unknown): v is Country =>
  isRecord<Country>(v) && isString(v.countryName) && isString(v.countryCode) && isString(v.dialingCode) && v.dialingCode !== '';

let countries: Promise<Country[]> | null = null;

async function load(): Promise<Country[]> {
  const v = await request<unknown>({ url: '/wps/system/country', moduleId: 'COMM3', auth: false });
  return Array.isArray(v)
    ? v.filter(isCountry).map(({ countryName, countryCode, dialingCode }) => ({ countryName, countryCode, dialingCode }))
    : [];
}

/** The countries in the server's order (Bangladesh first). */
export function fetchCountries(): Promise<Country[]> {
  if (!countries) {
    const pending = load();
    countries = pending;
    pending.catch(() => {
      if (countries === pending) countries = null;
    });
  }
  return countries;
}
