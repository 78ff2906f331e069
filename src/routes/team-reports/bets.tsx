// Team betting, /m/teamBetting (ODSFE2_TeamBetDet): the team's bets, newest first, by member
// (a username, exact: team profit and loss opens it with one), game category and result.

import { useLingui } from '@lingui/react/macro';
import { fetchTeamBets, type BetSummary, type TeamBetRow } from '@/api/records';
import { useBetViews } from '@/components/record-list/bet-fields';
import { useCategoryNames } from '@/components/record-list/categories';
import { dateTime, money, signed } from '@/components/record-list/format';
import type { RecordDef } from '@/components/record-list/RecordList';

const keyOf = (b: TeamBetRow) => b.betNo;

export function useTeamBets(): RecordDef<TeamBetRow, BetSummary> {
  const { t } = useLingui();
  const category = useCategoryNames();
  const { totals, fields } = useBetViews();
  const all = { value: '', label: t`All` };
  return {
    label: t`Team bets`,
    fetchPage: fetchTeamBets,
    keyOf,
    filters: [
      { name: 'username', label: t`Member's username` },
      { name: 'gameType', label: t`Game type`, options: [all, ...category.options] },
      {
        name: 'status',
        label: t`Result`,
        options: [all, { value: 'WIN', label: t`Won` }, { value: 'LOSE', label: t`Lost` }],
      },
    ],
    totals,
    row: (b) => (
      <>
        <span>{b.username}</span>
        <span>{signed(b.winLoss)}</span>
        <span>{`${dateTime(b.placedAt)} · ${b.gameName}`}</span>
        <span>{money(b.stake)}</span>
      </>
    ),
    detail: (b) => ({ title: b.gameName, fields: [[t`Member`, b.username], ...fields(b)] }),
    empty: t`No bets in this period.`,
  };
}
