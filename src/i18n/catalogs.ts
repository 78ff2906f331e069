// ENTRY CHUNK (loaders only). The feature catalogs of the pages in the entry's route table.

import type { Catalog } from './locale';

export const accounts: Catalog = {
  name: 'accounts',
  bn: () => import('../../locales/bn/accounts.po'),
  en: () => import('../../locales/en/accounts.po'),
};

export const homepage: Catalog = {
  name: 'homepage',
  bn: () => import('../../locales/bn/homepage.po'),
  en: () => import('../../locales/en/homepage.po'),
};

export const games: Catalog = {
  name: 'games',
  bn: () => import('../../locales/bn/games.po'),
  en: () => import('../../locales/en/games.po'),
};
