// The dialing codes the mobile inputs offer (login, registration, password reset). Until the list
// arrives, or if it cannot, the home country alone: no form waits on it or sends an empty code
// (on 2G a player may ask for an SMS code before the list is in).

import { signal } from '@preact/signals-react';
import { fetchCountries, HOME_COUNTRY, type Country } from '@/api/countries';

export const countries = signal<readonly Country[]>([HOME_COUNTRY]);

/** Asks for the list (one call per page load: fetchCountries keeps it; a failure is retried by
 *  the next form that asks). */
export function loadCountries(): void {
  fetchCountries().then(
    (list) => {
      if (list.length > 0) countries.value = list;
    },
    () => {}, // the home code still works
  );
}
