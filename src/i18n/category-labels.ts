// The popular tabs' names (specification doc. 2 §2): ELOTT and LOTT are both "Lottery", RNG is
// "Slots"; an unknown category shows its code.

import { useLingui } from '@lingui/react/macro';

export function useTabLabels(): Record<string, string> {
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
