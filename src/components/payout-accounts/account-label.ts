// How a payout account is named on the money pages: its kind (or bank) and its masked number.

import type { PayoutAccount, PayoutType } from '@/api/withdraw';

/** The wallets' and networks' own names, the same in both languages. */
export const payoutKinds: Record<PayoutType, string> = {
  BKASH: 'bKash',
  NAGAD: 'Nagad',
  ROCKET: 'Rocket',
  UPAY: 'Upay',
  BANK: 'Bank',
  USDT_TRC20: 'USDT (TRC20)',
};

export const accountLabel = (a: PayoutAccount): string => `${a.type === 'BANK' ? a.bankName : payoutKinds[a.type]} ${a.accountNo}`;
