// A feature catalog (features.ts) by name, for tests that render a page's parts without its route
// (which would load the page's catalogs itself: app/lazy-route.ts).
import type { Catalog } from '@/i18n/locale';
import type { CatalogName } from '../features';

type Loader = Catalog['bn'];
const files = import.meta.glob('../locales/*/*.po') as Record<string, Loader>;

export const catalog = (name: CatalogName): Catalog => ({
  name,
  bn: files[`../locales/bn/${name}.po`]!,
  en: files[`../locales/en/${name}.po`]!,
});
