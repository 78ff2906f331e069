// The dialing codes the mobile inputs offer (login, registration, password reset), asked for once
// per page load: the list does not change while a player fills a form. Until it arrives, or if it
// cannot (a failure is asked again by the next form or a retry tap), the home country alone: no
// form waits on it or sends an empty code (on 2G a player may ask for an SMS code before the list
// is in).

import { fetchCountries, HOME_COUNTRY, type Country } from '@/api/countries';
import { resource } from '@/lib/resource';

const list = resource({
  fetch: () => fetchCountries().then((all) => (all.length > 0 ? all : [HOME_COUNTRY])),
  initial: [HOME_COUNTRY] as readonly Country[],
  freshFor: Infinity,
});

export const countries = list.data;

export const loadCountries = (): void => void list.load();
