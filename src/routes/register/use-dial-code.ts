// The dialing codes for the mobile inputs, the first (the merchant's own country) chosen at first.
// Without the list the picker is left out and the code sent empty: the server then takes the
// merchant's first country, which is what the picker would have shown.

import { useEffect, useState } from 'react';
import { fetchCountries, type Country } from '@/api/countries';

export function useDialCode() {
  const [countries, setCountries] = useState<Country[]>([]);
  const [dialCode, setDialCode] = useState('');
  useEffect(() => {
    let live = true;
    fetchCountries().then(
      (list) => {
        if (!live) return;
        setCountries(list);
        setDialCode((chosen) => chosen || (list[0]?.dialingCode ?? ''));
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return { countries, dialCode, setDialCode };
}
