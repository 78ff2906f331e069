// The dialing-code list of the country pickers (kept for the visit by state/countries.ts).

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

/** The countries in the server's order (Bangladesh first), malformed entries dropped. */
export async function fetchCountries(): Promise<Country[]> {
  const v = await request<unknown>({ url: '/wps/system/country', moduleId: 'COMM3', auth: false });
  return Array.isArray(v) ? v.filter(isCountry).map(({ countryName, countryCode, dialingCode }) => ({ countryName, countryCode, dialingCode })) : [];
}
