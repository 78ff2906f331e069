// The withdrawal record, /m/withdrawReport (GET /wps/v2/transaction/withdraw/records).

import { useLingui } from '@lingui/react/macro';
import { fetchWithdrawals, type WithdrawRow, type WithdrawSummary } from '@/api/records';
import { usePayoutNames } from '@/i18n/wallet-names';
import type { RecordDef } from '@/components/record-list/RecordList';
import { count, dateTime, money } from '@/components/record-list/format';
import { useStatusNames } from './statuses';

const keyOf = (w: WithdrawRow) => w.orderNo;

export function useWithdrawRecord(): RecordDef<WithdrawRow, WithdrawSummary> {
  const { t } = useLingui();
  const status = useStatusNames();
  const statuses = ['PENDING', 'APPROVED', 'PAID', 'REJECTED'];
  const account = usePayoutNames().label;
  return {
    label: t`Withdrawals`,
    fetchPage: fetchWithdrawals,
    keyOf,
    filters: [
      { name: 'status', label: t`Status`, options: [{ value: '', label: t`All` }, ...statuses.map((s) => ({ value: s, label: status(s) }))] },
    ],
    totals: (s) => [
      [t`Orders`, count(s.count)],
      [t`Amount`, money(s.amount)],
      [t`Paid`, money(s.paidAmount)],
    ],
    row: (w) => (
      <>
        <span>{account(w.account)}</span>
        <span>{money(w.amount)}</span>
        <span>{dateTime(w.createdAt)}</span>
        <span>{status(w.status)}</span>
      </>
    ),
    detail: (w) => ({
      title: w.orderNo,
      fields: [
        [t`Status`, status(w.status)],
        ...(w.reason ? ([[t`Reason`, w.reason]] as const) : []),
        [t`Amount`, money(w.amount)],
        [t`Account`, account(w.account)],
        ...(w.account.accountName ? ([[t`Account name`, w.account.accountName]] as const) : []),
        ...(w.payoutRef ? ([[t`Payment reference`, w.payoutRef]] as const) : []),
        [t`Submitted`, dateTime(w.createdAt)],
        ...(w.settledAt ? ([[t`Settled`, dateTime(w.settledAt)]] as const) : []),
      ],
    }),
    empty: t`No withdrawals in this period.`,
  };
}
