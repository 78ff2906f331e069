// My rebate, /m/member/rebateReport (MCSFE_getRebateReport): each day and category's stake and the
// rebate it earned, claimed or not, with the member's rates above (its own small call).

import { useLingui } from '@lingui/react/macro';
import { fetchRebateRates, fetchRebates, type RebateRow, type RebateSummary } from '@/api/records';
import type { RecordDef } from '@/components/record-list/RecordList';
import { useResource } from '@/lib/use-resource';
import { useCategoryNames } from '@/components/record-list/categories';
import { count, day, money } from '@/components/record-list/format';
import css from './records.module.css';

// A day and category can hold rows at two rates (the level changed that day).
const keyOf = (r: RebateRow) => `${r.date}:${r.category}:${r.rate}`;
const percent = (rate: number) => `${count(rate)}%`;

function Rates() {
  const { t } = useLingui();
  const category = useCategoryNames();
  const rates = useResource(() => ({ fetch: (_key: string, signal: AbortSignal) => fetchRebateRates(signal) }), []);
  const data = rates.data.value;
  // The rates are a help, not the record: a failure leaves them out (the list has its own retry).
  if (!data) return null;
  return (
    <div class={css.rates}>
      <p>{t`VIP ${count(data.level)} rebate rates`}</p>
      <ul>
        {data.list.map((r) => (
          <li key={r.category}>
            {category.name(r.category)} {percent(r.rate)}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function useRebateRecord(): RecordDef<RebateRow, RebateSummary> {
  const { t } = useLingui();
  const category = useCategoryNames();
  return {
    label: t`Rebates`,
    fetchPage: fetchRebates,
    keyOf,
    header: <Rates />,
    totals: (s) => [
      [t`Stake`, money(s.stake)],
      [t`Rebate`, money(s.rebate)],
      [t`Claimed`, money(s.claimed)],
    ],
    row: (r) => (
      <>
        <span>{category.name(r.category)}</span>
        <span>{money(r.rebate)}</span>
        <span>{day(r.date)}</span>
        <span>{r.claimed >= r.rebate ? t`Claimed` : t`Not claimed`}</span>
      </>
    ),
    detail: (r) => ({
      title: category.name(r.category),
      fields: [
        [t`Date`, day(r.date)],
        [t`Stake`, money(r.stake)],
        [t`Rate`, percent(r.rate)],
        [t`Rebate`, money(r.rebate)],
        [t`Claimed`, money(r.claimed)],
      ],
    }),
    empty: t`No rebate in this period.`,
  };
}
