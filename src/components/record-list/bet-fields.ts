// What a bet and a range of bets show, the betting record's and team betting's alike
// (routes/records, routes/team-reports): the totals and a bet's detail fields.

import { useLingui } from '@lingui/react/macro';
import type { BetRow, BetSummary } from '@/api/records';
import { useCategoryNames } from './categories';
import { count, dateTime, money, signed } from './format';
import type { Field } from './RecordList';

export function useBetViews(): { totals: (s: BetSummary) => Field[]; fields: (b: BetRow) => Field[] } {
  const { t } = useLingui();
  const category = useCategoryNames();
  const pick = (p: string) => (p === 'HIGH' ? t`High` : p === 'LOW' ? t`Low` : p);
  const totals = (s: BetSummary): Field[] => [
    [t`Bets`, count(s.count)],
    [t`Stake`, money(s.stake)],
    [t`Payout`, money(s.payout)],
    [t`Win/loss`, signed(s.winLoss)],
  ];
  const fields = (b: BetRow): Field[] => [
    [t`Bet number`, b.betNo],
    [t`Game type`, category.name(b.gameType)],
    [t`Provider`, b.vendor],
    [t`Time`, dateTime(b.placedAt)],
    [t`Stake`, money(b.stake)],
    [t`Pick`, pick(b.pick)],
    [t`Result`, count(b.draw)],
    [t`Payout`, money(b.payout)],
    [t`Win/loss`, signed(b.winLoss)],
  ];
  return { totals, fields };
}
