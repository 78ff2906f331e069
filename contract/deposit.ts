// Deposits (docs/money.md, "Deposit channels" and "Deposit: the two ways"; docs/api.md, "Money").
// Amounts in taka (a USDT channel's limits and quick amounts in USDT); times ISO 8601.

export type DepositWay = 'GATEWAY' | 'MANUAL';
export type DepositStatus = 'PENDING' | 'SUCCESS' | 'FAILED';

/** Where a manual deposit is sent. `demo`: a placeholder, not a real account. */
export interface ReceivingAccount {
  kind: string;
  accountNo: string;
  accountName: string;
  bankName?: string;
  branch?: string;
  routingNo?: string;
  demo: boolean;
}

export interface Channel {
  code: string;
  name: string;
  logoUrl: string;
  ways: DepositWay[];
  currency: 'BDT' | 'USDT';
  /** Taka per unit of a foreign currency; null for BDT. */
  rate: number | null;
  min: number;
  max: number;
  /** Percent taken from the credit. */
  feeRate: number;
  quickAmounts: number[];
  referenceLabel: string;
  referencePattern: string;
  referenceExample: string;
  /** HTML, a list of steps: the deposit page shows the text of each (no markup). */
  instructions: string;
  receiving: ReceivingAccount | null;
}

/** A DEPOSIT promotion the member may pick: `percent` % of the credit, at most `cap` taka, for a
 *  deposit of at least `minDeposit`; (credit + bonus) × `turnoverMultiplier` to play before withdrawing. */
export interface DepositPromotion {
  id: number;
  title: string;
  percent: number;
  cap: number;
  minDeposit: number;
  turnoverMultiplier: number;
  firstDepositOnly: boolean;
}

/** GET /wps/v2/transaction/deposit/channels. `promotions`: the DEPOSIT ones the member may pick now. */
export interface DepositChannels {
  channels: Channel[];
  promotions: DepositPromotion[];
}

/** POST /wps/v2/transaction/deposit (Idempotency-Key required). `amount`: a string of whole taka,
 *  or USDT with at most 2 decimals. `senderNumber` and `reference` for MANUAL. */
export interface DepositBody {
  channel: string;
  way: DepositWay;
  amount: string;
  promotionId?: number | string;
  senderNumber?: string;
  reference?: string;
}

export interface DepositResult {
  orderNo: string;
  status: 'PENDING';
  amount: number;
  fee: number;
  credited: number;
  payUrl?: string;
}

export interface DepositRow {
  orderNo: string;
  channel: string;
  way: DepositWay;
  /** Taka; for a USDT order the USDT typed is `currencyAmount`. */
  amount: number;
  currency: 'BDT' | 'USDT';
  currencyAmount: number;
  fee: number;
  credited: number;
  bonus: number;
  status: DepositStatus;
  /** Why it failed; '' otherwise. */
  reason: string;
  /** Masked but for the first 3 and last 4 characters. */
  senderNumber: string;
  reference: string;
  createdAt: string;
  settledAt: string | null;
}

/** A page of a record (docs/money.md, "Records"). */
export interface Page<T, S> {
  list: T[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
  summary: S;
}

/** GET /wps/v2/transaction/deposit/records: totals of the whole filtered range. */
export interface DepositSummary {
  count: number;
  amount: number;
  successAmount: number;
}
