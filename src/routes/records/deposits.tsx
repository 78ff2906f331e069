// The deposit record, /m/vouReport (GET /wps/v2/transaction/deposit/records).

import { useLingui } from '@lingui/react/macro';
import { fetchDeposits, type DepositRow } from '@/api/records';
import { usePayoutNames } from '@/i18n/wallet-names';
import type { RecordDef } from '@/components/record-list/RecordList';
import { count, dateTime, money } from '@/components/record-list/format';
import { useStatusNames } from './statuses';

const keyOf = (d: DepositRow) => d.orderNo;

export function useDepositRecord(): RecordDef<DepositRow, { count: number; amount: number; successAmount: number }> {
  const { t } = useLingui();
  const status = useStatusNames();
  const channel = usePayoutNames().kind;
  const statuses = ['PENDING', 'SUCCESS', 'FAILED'];
  return {
    label: t`Deposits`,
    fetchPage: fetchDeposits,
    keyOf,
    filters: [
      { name: 'status', label: t`Status`, options: [{ value: '', label: t`All` }, ...statuses.map((s) => ({ value: s, label: status(s) }))] },
    ],
    totals: (s) => [
      [t`Orders`, count(s.count)],
      [t`Amount`, money(s.amount)],
      [t`Successful`, money(s.successAmount)],
    ],
    row: (d) => (
      <>
        <span>{channel(d.channel)}</span>
        <span>{money(d.amount)}</span>
        <span>{dateTime(d.createdAt)}</span>
        <span>{status(d.status)}</span>
      </>
    ),
    detail: (d) => ({
      title: d.orderNo,
      fields: [
        [t`Status`, status(d.status)],
        ...(d.reason ? ([[t`Reason`, d.reason]] as const) : []),
        [t`Channel`, channel(d.channel)],
        [t`Amount`, d.currency === 'USDT' ? `${d.currencyAmount} USDT · ${money(d.amount)}` : money(d.amount)],
        [t`Fee`, money(d.fee)],
        [t`Credited`, money(d.credited)],
        ...(d.bonus ? ([[t`Bonus`, money(d.bonus)]] as const) : []),
        [t`Sender`, d.senderNumber],
        [t`Reference`, d.reference],
        [t`Submitted`, dateTime(d.createdAt)],
        ...(d.settledAt ? ([[t`Settled`, dateTime(d.settledAt)]] as const) : []),
      ],
    }),
    empty: t`No deposits in this period.`,
  };
}
