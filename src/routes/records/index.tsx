// The money records (docs/money.md, "Records"): six pages, one module picking its view by the
// path. Each page is a record of the one list (components/record-list, the record kit it shares
// with the agent's team reports): a call, filters, a row, a detail, the totals. One module, not
// six: a page's record is a few hundred bytes, so the player opening any record gets them all in
// one request; a player who opens one record commonly opens the next.

import { useEffect, type ComponentType } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocation, useSearch } from 'wouter-preact';
import { RecordList } from '@/components/record-list/RecordList';
import { normalisePath, paths } from '@/lib/paths';
import { session } from '@/state/session';
import { pageTitle } from '@/state/ui';
import { useBetRecord } from './bets';
import { useDepositRecord } from './deposits';
import { useLedgerRecord } from './ledger';
import { useProfitAndLoss } from './pnl';
import { useRebateRecord } from './rebates';
import { useWithdrawRecord } from './withdrawals';

/** Whom a record's rows are for: another member's must never show (record-pages.ts). */
const member = () => session.value?.token ?? null;

const Deposits = () => <RecordList def={useDepositRecord()} member={member} />;
const Withdrawals = () => <RecordList def={useWithdrawRecord()} member={member} />;
// `?types=A`: the agent's transaction record, another list (its own filter and rows).
function Ledger() {
  const { t } = useLingui();
  const agent = new URLSearchParams(useSearch()).get('types') === 'A';
  const title = agent ? t`Agent transaction record` : '';
  useEffect(() => {
    pageTitle.value = title;
    return () => void (pageTitle.value = '');
  }, [title]);
  return <RecordList key={String(agent)} def={useLedgerRecord(agent)} member={member} />;
}
const Bets = () => <RecordList def={useBetRecord()} member={member} />;
const ProfitAndLoss = () => <RecordList def={useProfitAndLoss()} member={member} />;
const Rebates = () => <RecordList def={useRebateRecord()} member={member} />;

const views: Record<string, ComponentType> = {
  [paths.depositRecord]: Deposits,
  [paths.withdrawRecord]: Withdrawals,
  [paths.transactionRecord]: Ledger,
  [paths.gameRecord]: Bets,
  [paths.profitAndLoss]: ProfitAndLoss,
  [paths.rebateReport]: Rebates,
};

export default function RecordsPage() {
  const [location] = useLocation();
  const path = normalisePath(location);
  const View = views[path] ?? Bets;
  // Keyed by the path: another record is another list with its own range and filter.
  return <View key={path} />;
}
