// The feature catalogs of the pages in the second route table (app/more-routes.ts): their loaders
// ship in that table's chunk, not in the entry.

import type { Catalog } from './locale';

export const member: Catalog = {
  name: 'member',
  bn: () => import('../../locales/bn/member.po'),
  en: () => import('../../locales/en/member.po'),
};

export const content: Catalog = {
  name: 'content',
  bn: () => import('../../locales/bn/content.po'),
  en: () => import('../../locales/en/content.po'),
};
