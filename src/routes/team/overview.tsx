// /m/agent/team/overview (AGEPAG): the team's figures for a range of Dhaka days, the direct members
// beside the whole downline. The range is the records' (components/record-list).

import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { fetchTeamOverview, type TeamFigures } from '@/api/agent-team';
import { LoadState } from '@/components/load-state/LoadState';
import { DateRangePicker } from '@/components/record-list/DateRangePicker';
import { presetRange, type DateRange } from '@/components/record-list/date-range';
import { useResource } from '@/lib/use-resource';
import { session } from '@/state/session';
import { count, money } from './format';
import css from './team.module.css';

export function TeamOverview() {
  const { t } = useLingui();
  const [range, setRange] = useState<DateRange>(() => presetRange('today'));
  const overview = useResource(
    () => ({
      key: () => session.value?.token ?? null,
      fetch: (_: string, signal: AbortSignal) => fetchTeamOverview(range, signal),
    }),
    [range],
  );
  const data = overview.data.value;
  const rows: ReadonlyArray<readonly [string, keyof TeamFigures, (v: number) => string]> = [
    [t`Members`, 'members', count],
    [t`New registrations`, 'newMembers', count],
    [t`First deposits`, 'firstDeposits', count],
    [t`Deposits`, 'deposits', money],
    [t`Withdrawals`, 'withdrawals', money],
    [t`Bets`, 'bets', money],
    [t`Profit and loss`, 'profitLoss', money],
    [t`Online now`, 'online', count],
  ];
  return (
    <div class={css.page}>
      <DateRangePicker range={range} onChange={setRange} />
      {!data ? (
        <LoadState failed={overview.failed.value} onRetry={() => overview.load({ fresh: true })} />
      ) : (
        <table class={css.figures}>
          <caption>{t`Team figures`}</caption>
          <thead>
            <tr>
              <td />
              <th scope="col">{t`Direct`}</th>
              <th scope="col">{t`All levels`}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, key, show]) => (
              <tr key={key} data-testid={`overview-${key}`}>
                <th scope="row">{label}</th>
                <td>{show(data.direct[key])}</td>
                <td>{show(data.all[key])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
