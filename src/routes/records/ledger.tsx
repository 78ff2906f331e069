// The account record, /m/transaction/record (ODSFE2_MemTransDet): every change of the member's
// balance, its type, the balance after and what caused it. With `?types=A` (the agent home's
// "Transaction record"), the agent's own agent rows only (docs/agent-area.md, "Team reports").

import { useLingui } from '@lingui/react/macro';
import { fetchLedger, type LedgerRow, type LedgerType } from '@/api/records';
import type { RecordDef } from '@/components/record-list/RecordList';
import { dateTime, money, referenceOf, signed } from '@/components/record-list/format';

const keyOf = (r: LedgerRow) => r.id;
const AGENT_TYPES: readonly string[] = ['agent_transfer_out', 'agent_transfer_in', 'agent_rebate', 'salary', 'dividend'];
const fetchAgentLedger: typeof fetchLedger = (q, signal) => fetchLedger({ ...q, filters: { ...q.filters, types: 'A' } }, signal);

export function useLedgerRecord(agent: boolean): RecordDef<LedgerRow, { credit: number; debit: number }> {
  const { t } = useLingui();
  const names: Record<LedgerType, string> = {
    opening: t`Opening balance`,
    adjustment: t`Adjustment`,
    promotion: t`Bonus`,
    deposit: t`Deposit`,
    withdrawal_freeze: t`Withdrawal`,
    withdrawal_return: t`Withdrawal returned`,
    transfer_in: t`Transfer in`,
    transfer_out: t`Transfer out`,
    bet: t`Bet placed`,
    payout: t`Win`,
    rebate: t`Rebate`,
    agent_transfer_out: t`Transfer to downline`,
    agent_transfer_in: t`Transfer from upline`,
    agent_rebate: t`Agent rebate`,
    salary: t`Salary`,
    dividend: t`Dividend`,
  };
  const name = (type: string) => names[type as LedgerType] ?? type;
  return {
    label: agent ? t`Agent transactions` : t`Account changes`,
    fetchPage: agent ? fetchAgentLedger : fetchLedger,
    keyOf,
    filters: [
      {
        name: 'type',
        label: t`Type`,
        options: [
          { value: '', label: t`All` },
          ...Object.entries(names)
            .filter(([value]) => !agent || AGENT_TYPES.includes(value))
            .map(([value, label]) => ({ value, label })),
        ],
      },
    ],
    totals: (s) => [
      [t`Money in`, money(s.credit)],
      [t`Money out`, money(s.debit)],
    ],
    row: (r) => (
      <>
        <span>{name(r.type)}</span>
        <span>{signed(r.amount)}</span>
        <span>{dateTime(r.createdAt)}</span>
        <span>{t`Balance ${money(r.balanceAfter)}`}</span>
      </>
    ),
    detail: (r) => ({
      title: name(r.type),
      fields: [
        [t`Amount`, signed(r.amount)],
        [t`Balance after`, money(r.balanceAfter)],
        [t`Reference`, referenceOf(r.reference)],
        [t`Time`, dateTime(r.createdAt)],
      ],
    }),
    empty: t`No account changes in this period.`,
  };
}
