// A category's vendor lobby (/m/gameLobby, and the slots centre for RNG): each provider as a card
// with its logo and name, opening the category's game list of that provider, and a link to the
// whole category's list.

import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter-preact';
import { useCategoryLabel } from '@/i18n/category-labels';
import type { VendorCategory } from '@/lib/categories';
import { href, paths } from '@/lib/paths';
import { VendorLogo } from './parts';
import css from './hubs.module.css';

export function CategoryLobby({ category: { category, vendors } }: { category: VendorCategory }) {
  const { t } = useLingui();
  const label = useCategoryLabel()(category);
  return (
    <section aria-labelledby="hub-vendors">
      <h2 id="hub-vendors" class={css.title}>{t`${label} providers`}</h2>
      <ul class={css.vendors}>
        {vendors.map(({ vendor, name }) => (
          <li key={vendor}>
            <Link class={css.vendor} href={href(paths.gameList, { gameType: category, vassalage: vendor })}>
              <VendorLogo vendor={vendor} />
              <span class={css.vendorName}>{name || vendor}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link class={css.all} href={href(paths.gameList, { gameType: category })}>{t`All ${label}`}</Link>
    </section>
  );
}
