// Team profit and loss, /m/agent/team/pnl (ODSFE2_MemPNL): the team's bets and rebate claims by
// member or by game category, direct members or all levels. A member opens their bets in team
// betting over the same range.

import { Link } from 'wouter-preact';
import { useLingui } from '@lingui/react/macro';
import { fetchTeamPnl, type TeamPnlRow, type TeamPnlSummary } from '@/api/records';
import { useCategoryNames } from '@/components/record-list/categories';
import { count, money, signed } from '@/components/record-list/format';
import type { RecordDef } from '@/components/record-list/RecordList';
import { href, paths } from '@/lib/paths';

const keyOf = (r: TeamPnlRow) => r.key;

export function useTeamPnl(): RecordDef<TeamPnlRow, TeamPnlSummary> {
  const { t } = useLingui();
  const category = useCategoryNames();
  // Members are below the agent (depth 1 or more); categories have none.
  const title = (r: TeamPnlRow) => (r.depth ? r.key : category.name(r.key));
  return {
    label: t`Team profit and loss`,
    fetchPage: fetchTeamPnl,
    keyOf,
    filters: [
      {
        name: 'groupBy',
        label: t`Group by`,
        options: [
          { value: 'member', label: t`Member` },
          { value: 'category', label: t`Game type` },
        ],
      },
      {
        name: 'level',
        label: t`Members`,
        options: [
          { value: 'all', label: t`All levels` },
          { value: 'direct', label: t`Direct only` },
        ],
      },
    ],
    totals: (s) => [
      [t`Members who played`, count(s.members)],
      [t`Bets`, count(s.bets)],
      [t`Stake`, money(s.stake)],
      [t`Payout`, money(s.payout)],
      [t`Rebate`, money(s.rebate)],
      [t`Profit and loss`, signed(s.profit)],
    ],
    row: (r) => (
      <>
        <span>{title(r)}</span>
        <span>{signed(r.profit)}</span>
        <span>{t`${count(r.bets)} bets`}</span>
        <span>{money(r.stake)}</span>
      </>
    ),
    detail: (r, range) => ({
      title: title(r),
      fields: [
        ...(r.depth ? ([[t`Level`, count(r.depth)]] as const) : []),
        [t`Bets`, count(r.bets)],
        [t`Stake`, money(r.stake)],
        [t`Payout`, money(r.payout)],
        [t`Win/loss`, signed(r.winLoss)],
        [t`Rebate`, money(r.rebate)],
        [t`Profit and loss`, signed(r.profit)],
        ...(r.depth ? ([[t`Member's bets`, <Link href={href(paths.teamBetting, { username: r.key, ...range })}>{t`Show`}</Link>]] as const) : []),
      ],
    }),
    empty: t`No bets in this period.`,
  };
}
