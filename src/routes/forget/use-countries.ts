// The dialing codes for the mobile picker. Until the list arrives (or if it cannot), the picker
// offers the merchant's home code, so the form never waits on it.

import { useEffect, useState } from 'react';
import { fetchCountries, HOME_COUNTRY, type Country } from '@/api/countries';

export function useCountries(): readonly Country[] {
  const [countries, setCountries] = useState<readonly Country[]>([HOME_COUNTRY]);
  useEffect(() => {
    let live = true;
    fetchCountries()
      .then((list) => live && list.length > 0 && setCountries(list))
      .catch(() => {}); // the home code still works
    return () => {
      live = false;
    };
  }, []);
  return countries;
}
