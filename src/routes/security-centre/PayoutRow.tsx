// The security centre's payout accounts row: the shared component (also on the withdraw page),
// with the real name it asks for first. A change reloads the overview's count; the row stays open.

import { PayoutAccounts } from '@/components/payout-accounts/PayoutAccounts';
import { usePayoutAccounts } from '@/state/payout-accounts';
import type { RowFormProps } from './row-form';

export function PayoutRow({ refresh }: RowFormProps) {
  const model = usePayoutAccounts(refresh);
  return <PayoutAccounts model={model} />;
}
