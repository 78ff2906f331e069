// A category's name for the rates and the income: the games' labels (i18n/category-labels.ts),
// with E-lottery told apart from Lottery here, where both are listed side by side.

import { useLingui } from '@lingui/react/macro';
import { useCategoryLabel } from '@/i18n/category-labels';

export function useCategoryName(): (category: string) => string {
  const { t } = useLingui();
  const label = useCategoryLabel();
  const eLottery = t`E-lottery`;
  return (category) => (category === 'ELOTT' ? eLottery : label(category));
}
