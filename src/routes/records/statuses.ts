// The orders' states, named for the player (deposits and withdrawals share PENDING).

import { useLingui } from '@lingui/react/macro';

export function useStatusNames(): (status: string) => string {
  const { t } = useLingui();
  const names: Record<string, string> = {
    PENDING: t`Pending`,
    SUCCESS: t`Successful`,
    FAILED: t`Failed`,
    APPROVED: t`Approved`,
    PAID: t`Paid`,
    REJECTED: t`Rejected`,
  };
  return (status) => names[status] ?? status;
}
