// The game categories' names (specification doc. 2 §2), for the home page's popular tabs and the
// games pages: ELOTT and LOTT are both "Lottery", RNG is "Slots", HOT is the hot list. In the shell
// catalog: home and the games pages both need them.

import { useLingui } from '@lingui/react/macro';
import type { GameCategory } from '@/lib/categories';

/** A category's name in the language shown. The categories come from the merchant's vendor data
 *  (and the address): one that is not a `GameCategory` shows its code. */
export function useCategoryLabel(): (category: string) => string {
  const { t } = useLingui();
  const lottery = t`Lottery`;
  const labels: Readonly<Record<string, string | undefined>> = {
    HOT: t`Hot`,
    SPORTS: t`Sports`,
    ESPORTS: t`E-sports`,
    FISH: t`Fishing`,
    LIVE: t`Live casino`,
    PVP: t`Card games`,
    ELOTT: lottery,
    LOTT: lottery,
    RNG: t`Slots`,
    INHOUSE: t`In-house games`,
    COCKFIGHT: t`Cockfight`,
  } satisfies Record<GameCategory, string>;
  return (category) => labels[category] ?? category;
}
