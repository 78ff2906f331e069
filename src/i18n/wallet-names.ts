// How a wallet kind and a payout account are named on the money pages (the withdraw form, the payout
// accounts, the deposit and withdrawal records): its kind (or bank) and its masked number. In the
// shell's catalog, as the category labels: five short names, shared by pages of two catalogs.

import { useLingui } from '@lingui/react/macro';
import type { PayoutAccount, PayoutType } from '@/api/withdraw';

export const payoutTypes: readonly PayoutType[] = ['BKASH', 'NAGAD', 'ROCKET', 'UPAY', 'BANK', 'USDT_TRC20'];

/** The kinds' names in the player's language, as the deposit channels name them (বিকাশ in BN);
 *  the stablecoin keeps its ticker and network in both. Deposit channels share these codes. */
export function usePayoutNames(): { kind: (type: string) => string; label: (a: Pick<PayoutAccount, 'type' | 'bankName' | 'accountNo'>) => string } {
  const { t } = useLingui();
  const kinds: Record<string, string> = {
    BKASH: t`bKash`,
    NAGAD: t`Nagad`,
    ROCKET: t`Rocket`,
    UPAY: t`Upay`,
    BANK: t`Bank`,
    USDT_TRC20: 'USDT (TRC20)',
  };
  const kind = (type: string) => kinds[type] ?? type;
  return { kind, label: (a) => `${a.type === 'BANK' && a.bankName ? a.bankName : kind(a.type)} ${a.accountNo}` };
}
