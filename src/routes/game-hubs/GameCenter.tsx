// /m/gameCenter: every category of the merchant, in its order with ESPORTS and COCKFIGHT split out,
// as a large card with the category's name, how many providers it has and a few of their logos.
// A card opens that category's game list; lottery opens the lottery lobby (one card for both
// lottery categories: players see one "Lottery", specification doc. 2 §2).

import { plural } from '@lingui/core/macro';
import { Link } from 'wouter-preact';
import { useCategoryLabel } from '@/i18n/category-labels';
import { categoryHref, isLotteryCategory, type VendorCategory } from '@/lib/categories';
import { VendorLogo, Waiting } from './parts';
import { useCategories } from './use-categories';
import css from './hubs.module.css';

const LOGOS_SHOWN = 3;

function mergeLottery(list: VendorCategory[]): VendorCategory[] {
  const out: VendorCategory[] = [];
  for (const c of list) {
    const lottery = isLotteryCategory(c.category) ? out.find((o) => isLotteryCategory(o.category)) : undefined;
    if (lottery) lottery.vendors = [...lottery.vendors, ...c.vendors];
    else out.push({ ...c });
  }
  return out;
}

export function GameCenter() {
  // The label hook re-renders the cards on a language change, the count's text with them.
  const categoryLabel = useCategoryLabel();
  const categories = useCategories();
  if (!categories.list) return <Waiting state={categories} />;
  return (
    <ul class={css.cards}>
      {mergeLottery(categories.list).map(({ category, vendors }) => {
        const count = vendors.length;
        return (
          <li key={category}>
            <Link class={css.card} href={categoryHref(category)}>
              <span class={css.name}>{categoryLabel(category)}</span>
              <span class={css.count}>{plural(count, { one: '# provider', other: '# providers' })}</span>
              <span class={css.logos}>
                {vendors.slice(0, LOGOS_SHOWN).map((v) => (
                  <VendorLogo key={v.vendor} vendor={v.vendor} small />
                ))}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
