// The betting record, /m/gameRecord (ODSFE2_MemBetDet): the member's bets by game category.

import { useLingui } from '@lingui/react/macro';
import { fetchBets, type BetRow, type BetSummary } from '@/api/records';
import { useBetViews } from '@/components/record-list/bet-fields';
import { useCategoryNames } from '@/components/record-list/categories';
import { dateTime, money, signed } from '@/components/record-list/format';
import type { RecordDef } from '@/components/record-list/RecordList';

const keyOf = (b: BetRow) => b.betNo;

export function useBetRecord(): RecordDef<BetRow, BetSummary> {
  const { t } = useLingui();
  const category = useCategoryNames();
  const { totals, fields } = useBetViews();
  return {
    label: t`Bets`,
    fetchPage: fetchBets,
    keyOf,
    filters: [{ name: 'gameType', label: t`Game type`, options: [{ value: '', label: t`All` }, ...category.options] }],
    totals,
    row: (b) => (
      <>
        <span>{b.gameName}</span>
        <span>{signed(b.winLoss)}</span>
        <span>{dateTime(b.placedAt)}</span>
        <span>{money(b.stake)}</span>
      </>
    ),
    detail: (b) => ({ title: b.gameName, fields: fields(b) }),
    empty: t`No bets in this period.`,
  };
}
