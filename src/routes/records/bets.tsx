// The betting record, /m/gameRecord (ODSFE2_MemBetDet): the member's bets by game category.

import { useLingui } from '@lingui/react/macro';
import { fetchBets, type BetRow } from '@/api/records';
import type { RecordDef } from '@/components/record-list/RecordList';
import { useCategoryNames } from './categories';
import { count, dateTime, money, signed } from './format';

const keyOf = (b: BetRow) => b.betNo;

export function useBetRecord(): RecordDef<BetRow, { count: number; stake: number; payout: number; winLoss: number }> {
  const { t } = useLingui();
  const category = useCategoryNames();
  const pick = (p: string) => (p === 'HIGH' ? t`High` : p === 'LOW' ? t`Low` : p);
  return {
    label: t`Bets`,
    fetchPage: fetchBets,
    keyOf,
    filter: { name: 'gameType', label: t`Game type`, options: [{ value: '', label: t`All` }, ...category.options] },
    totals: (s) => [
      [t`Bets`, count(s.count)],
      [t`Stake`, money(s.stake)],
      [t`Payout`, money(s.payout)],
      [t`Win/loss`, signed(s.winLoss)],
    ],
    row: (b) => (
      <>
        <span>{b.gameName}</span>
        <span>{signed(b.winLoss)}</span>
        <span>{dateTime(b.placedAt)}</span>
        <span>{money(b.stake)}</span>
      </>
    ),
    detail: (b) => ({
      title: b.gameName,
      fields: [
        [t`Bet number`, b.betNo],
        [t`Game type`, category.name(b.gameType)],
        [t`Provider`, b.vendor],
        [t`Time`, dateTime(b.placedAt)],
        [t`Stake`, money(b.stake)],
        [t`Pick`, pick(b.pick)],
        [t`Result`, count(b.draw)],
        [t`Payout`, money(b.payout)],
        [t`Win/loss`, signed(b.winLoss)],
      ],
    }),
    empty: t`No bets in this period.`,
  };
}
