// The agent's team reports (docs/agent-area.md, "Team reports"): team profit and loss and team
// betting, one module picking its view by the path, like the money records whose list
// (components/record-list) both are: the profit and loss opens a member's bets, which then load
// with no second module. A link's query starts the list: `username`, `startDate`, `endDate`.

import { useLocation, useSearch } from 'wouter-preact';
import { rangeProblem } from '@/components/record-list/date-range';
import { RecordList, type RecordStart } from '@/components/record-list/RecordList';
import { normalisePath, paths } from '@/lib/paths';
import { session } from '@/state/session';
import { useTeamBets } from './bets';
import { useTeamPnl } from './pnl';

/** Whom the rows are for: another member's must never show (record-pages.ts). */
const member = () => session.value?.token ?? null;

function startOf(search: string): RecordStart {
  const q = new URLSearchParams(search);
  const range = { startDate: q.get('startDate') ?? '', endDate: q.get('endDate') ?? '' };
  return { range: rangeProblem(range) ? undefined : range, filters: { username: q.get('username') ?? '' } };
}

const TeamPnl = () => <RecordList def={useTeamPnl()} member={member} />;
const TeamBets = () => <RecordList def={useTeamBets()} member={member} start={startOf(useSearch())} />;

export default function TeamReportsPage() {
  const [location] = useLocation();
  const path = normalisePath(location);
  const search = useSearch();
  // Keyed by the address: another report, or another member's bets, is another list.
  return path === paths.teamBetting ? <TeamBets key={search} /> : <TeamPnl key={path} />;
}
