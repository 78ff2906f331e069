// Withdrawals, payout accounts and the real name (docs/money.md, "Withdrawal" and "Security
// centre"; docs/api.md, "Money"). Amounts in taka; times ISO 8601.

import type { Page } from './deposit.ts';

export type PayoutType = 'BKASH' | 'NAGAD' | 'ROCKET' | 'UPAY' | 'BANK' | 'USDT_TRC20';
export type WithdrawStatus = 'PENDING' | 'APPROVED' | 'PAID' | 'REJECTED';

/** A bound payout account; the number masked except its last 4 (`*******0001`). */
export interface PayoutAccount {
  id: number;
  type: PayoutType;
  accountNo: string;
  /** The holder: the real name ('' for USDT). */
  accountName: string;
  bankCode: string;
  bankName: string;
  branch: string;
  createdAt: string;
}

/** PUT /wps/member/realName. */
export interface RealNameBody {
  payeeName: string;
}

export interface RealNameResult {
  realName: string;
}

/** GET /wps/member/payoutAccounts. */
export interface PayoutAccounts {
  list: PayoutAccount[];
  max: number;
  /** The real name, '' when not set yet (an account needs it first). */
  realName: string;
  banks: { code: string; name: string }[];
}

/** PUT /wps/member/payoutAccount (Idempotency-Key). `accountName` defaults to the real name. */
export interface AddPayoutAccountBody {
  type: string;
  accountNo: string;
  accountName?: string;
  bankCode?: string;
  branch?: string;
  routingNo?: string;
  verificationCode: string;
}

/** DELETE /wps/member/payoutAccount (Idempotency-Key). */
export interface RemovePayoutAccountBody {
  id: number;
}

/** GET /wps/v2/transaction/withdraw/info. `countLimit` 0 = unlimited. */
export interface WithdrawInfo {
  balance: number;
  frozen: number;
  turnoverRemaining: number;
  paymentPasswordSet: boolean;
  limits: Record<PayoutType, { min: number; max: number }>;
  today: { count: number; countLimit: number; amount: number; amountLimit: number };
  accounts: PayoutAccount[];
}

/** POST /wps/v2/transaction/withdraw, encrypted, Idempotency-Key. */
export interface WithdrawBody {
  payoutAccountId: number;
  amount: string;
  paymentPassword: string;
}

export interface WithdrawResult {
  orderNo: string;
  status: 'PENDING';
  amount: number;
  sumBalance: number;
  frozenBalance: number;
}

export interface WithdrawRow {
  orderNo: string;
  amount: number;
  account: PayoutAccount;
  status: WithdrawStatus;
  reason: string;
  payoutRef: string;
  createdAt: string;
  settledAt: string | null;
}

export interface WithdrawSummary {
  count: number;
  amount: number;
  paidAmount: number;
}

export type WithdrawRecords = Page<WithdrawRow, WithdrawSummary>;
