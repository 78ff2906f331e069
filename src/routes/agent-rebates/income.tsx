// Agent rebate income, /m/member/teamRebate (AGEREBINC3): the rebate difference earned on the
// team's bets, by day or by day, member and category, each day credited to the balance or pending
// until the day is settled. A record of the one record list (components/record-list).

import { useLingui } from '@lingui/react/macro';
import { fetchRebateIncome, type RebateIncomeRow, type RebateIncomeSummary } from '@/api/agent-rebates';
import type { Field, RecordDef } from '@/components/record-list/RecordList';
import { useCategoryName } from './category-name';
import { day, money } from './format';

const keyOf = (r: RebateIncomeRow) => `${r.date}:${r.member ?? ''}:${r.category ?? ''}`;

export function useIncomeRecord(): RecordDef<RebateIncomeRow, RebateIncomeSummary> {
  const { t } = useLingui();
  const name = useCategoryName();
  const state = (r: RebateIncomeRow) => (r.credited ? t`Credited` : t`Pending`);
  const who = (r: RebateIncomeRow) => (r.member ? `${r.member} · ${name(r.category ?? '')}` : t`All members`);
  return {
    label: t`Rebate income`,
    fetchPage: fetchRebateIncome,
    keyOf,
    filters: [
      {
        name: 'groupBy',
        label: t`Show`,
        options: [
          { value: 'DAY', label: t`By day` },
          { value: 'MEMBER', label: t`By member` },
        ],
      },
    ],
    totals: (s) => [
      [t`Team bets`, money(s.stake)],
      [t`Income`, money(s.income)],
      [t`Credited`, money(s.credited)],
      [t`Pending`, money(s.pending)],
    ],
    row: (r) => (
      <>
        <span>{day(r.date)}</span>
        <span>{money(r.income)}</span>
        <span>{who(r)}</span>
        <span>{state(r)}</span>
      </>
    ),
    detail: (r) => {
      const fields: Field[] = [[t`Date`, day(r.date)]];
      if (r.member) fields.push([t`Member`, r.member], [t`Category`, name(r.category ?? '')]);
      fields.push([t`Team bets`, money(r.stake)], [t`Income`, money(r.income)], [t`Status`, state(r)]);
      return { title: day(r.date), fields };
    },
    empty: t`No rebate income in this period.`,
  };
}
