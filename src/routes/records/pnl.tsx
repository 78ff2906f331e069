// Profit and loss, /m/profitandloss (ODSFE2_PersonalPNL): win/loss by day or by category, and the
// period's rebate, bonuses, deposits, withdrawals and profit. Not paged: one page of groups.

import { useLingui } from '@lingui/react/macro';
import { fetchProfitAndLoss, type PnlRow } from '@/api/records';
import type { RecordDef } from '@/components/record-list/RecordList';
import type { PnlSummary } from '../../../contract/records';
import { useCategoryNames } from '@/components/record-list/categories';
import { count, day, money, signed } from '@/components/record-list/format';

const keyOf = (r: PnlRow) => r.key;

export function useProfitAndLoss(): RecordDef<PnlRow, PnlSummary> {
  const { t } = useLingui();
  const category = useCategoryNames();
  // Days are `YYYY-MM-DD`; anything else is a category.
  const title = (key: string) => (/^\d{4}-\d{2}-\d{2}$/.test(key) ? day(key) : category.name(key));
  return {
    label: t`Profit and loss`,
    fetchPage: fetchProfitAndLoss,
    keyOf,
    filters: [
      {
        name: 'groupBy',
        label: t`Group by`,
        options: [
          { value: 'day', label: t`Day` },
          { value: 'category', label: t`Game type` },
        ],
      },
    ],
    totals: (s) => [
      [t`Bets`, count(s.bets)],
      [t`Stake`, money(s.stake)],
      [t`Win/loss`, signed(s.winLoss)],
      [t`Rebate`, money(s.rebate)],
      [t`Bonus`, money(s.bonus)],
      [t`Deposits`, money(s.deposit)],
      [t`Withdrawals`, money(s.withdraw)],
      [t`Profit`, signed(s.profit)],
    ],
    row: (r) => (
      <>
        <span>{title(r.key)}</span>
        <span>{signed(r.winLoss)}</span>
        <span>{t`${count(r.bets)} bets`}</span>
        <span>{money(r.stake)}</span>
      </>
    ),
    detail: (r) => ({
      title: title(r.key),
      fields: [
        [t`Bets`, count(r.bets)],
        [t`Stake`, money(r.stake)],
        [t`Payout`, money(r.payout)],
        [t`Win/loss`, signed(r.winLoss)],
        [t`Rebate`, money(r.rebate)],
      ],
    }),
    empty: t`No bets in this period.`,
  };
}
