// The dialing code of the registration's mobile inputs, from the shared list (state/countries.ts),
// which offers the home country until the merchant's list arrives.

import { useEffect, useState } from 'react';
import { HOME_COUNTRY } from '@/api/countries';
import { countries, loadCountries } from '@/state/countries';

export function useDialCode() {
  useEffect(loadCountries, []);
  const [dialCode, setDialCode] = useState(HOME_COUNTRY.dialingCode);
  return { countries: countries.value, dialCode, setDialCode };
}
