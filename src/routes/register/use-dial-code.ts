// The dialing codes for the mobile inputs. Until the list arrives (on 2G the player may type a
// number and ask for a code first), the home country is offered and sent.

import { useEffect, useState } from 'react';
import { fetchCountries, HOME_COUNTRY, type Country } from '@/api/countries';

export function useDialCode() {
  const [countries, setCountries] = useState<Country[]>([HOME_COUNTRY]);
  const [dialCode, setDialCode] = useState(HOME_COUNTRY.dialingCode);
  useEffect(() => {
    let live = true;
    fetchCountries().then(
      (list) => {
        if (!live) return;
        if (list.length > 0) setCountries(list);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return { countries, dialCode, setDialCode };
}
