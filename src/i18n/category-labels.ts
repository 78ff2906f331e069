// The game categories' names (specification doc. 2 §2), for the home page's popular tabs and the
// games pages: ELOTT and LOTT are both "Lottery", RNG is "Slots", HOT is the hot list; an unknown
// category shows its code. In the shell catalog: home and the games pages both need them.

import { useLingui } from '@lingui/react/macro';

export function useCategoryLabels(): Record<string, string> {
  const { t } = useLingui();
  const lottery = t`Lottery`;
  return {
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
  };
}
