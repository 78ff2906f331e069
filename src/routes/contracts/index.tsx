// The agent's contract pages (docs/agent-area.md, "Contracts, salaries and dividends"): the three
// contract pages and the dividends page, one module picking its view by the path. They share the
// contract call, its decoder and the period list: one chunk, not four.

import { useLocation } from 'wouter-preact';
import { normalisePath, paths } from '@/lib/paths';
import { ContractPage } from './ContractPage';
import { DividendsPage } from './DividendsPage';

export default function ContractsPage() {
  const [location] = useLocation();
  const path = normalisePath(location);
  if (path === paths.agentDividend) return <DividendsPage />;
  const kind = path === paths.hourContract ? 'hourly' : path === paths.dividendContract ? 'dividend' : 'daily';
  // Keyed by the kind: another contract is another page with its own data.
  return <ContractPage key={kind} kind={kind} />;
}
