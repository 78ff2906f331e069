// The agent's rebate pages (docs/agent-area.md, "Rebate rates", "Rebate difference"): the rebate
// setting and the rebate income, one module picking its view by the path (they share the
// categories' names and the rates' format; an agent who sets rates checks what they earn).

import { useLocation } from 'wouter-preact';
import { RecordList } from '@/components/record-list/RecordList';
import { normalisePath, paths } from '@/lib/paths';
import { session } from '@/state/session';
import { useIncomeRecord } from './income';
import { RebateSetting } from './setting';

/** Whom the income rows are for: another member's must never show (record-pages.ts). */
const member = () => session.value?.token ?? null;

const Income = () => <RecordList def={useIncomeRecord()} member={member} />;

export default function AgentRebatesPage() {
  const [location] = useLocation();
  return normalisePath(location) === paths.teamRebate ? <Income /> : <RebateSetting />;
}
