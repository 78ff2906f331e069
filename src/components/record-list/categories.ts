// The game categories a bet or a rebate can be of (contract GameType), named in the records' own
// catalog: the games' names (i18n/category-labels.ts) ship with the games kit, too big to load here.

import { useLingui } from '@lingui/react/macro';

export function useCategoryNames() {
  const { t } = useLingui();
  const names: Record<string, string> = {
    SPORTS: t`Sports`,
    LIVE: t`Live casino`,
    RNG: t`Slots`,
    FISH: t`Fishing`,
    PVP: t`Card games`,
    LOTT: t`Lottery`,
    ELOTT: t`E-lottery`,
    INHOUSE: t`In-house games`,
  };
  return {
    name: (code: string) => names[code] ?? code,
    options: Object.entries(names).map(([value, label]) => ({ value, label })),
  };
}
