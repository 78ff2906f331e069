// The account record and profit and loss (docs/money.md, "Records"; docs/api.md, "Money").
// Amounts in taka; times ISO 8601. The deposit and betting records are in deposit.ts and bets.ts.

/** A ledger row type (server/src/modules/wallet/ledger.ts, LEDGER_TYPES). */
export type LedgerType =
  | 'opening'
  | 'adjustment'
  | 'promotion'
  | 'deposit'
  | 'withdrawal_freeze'
  | 'withdrawal_return'
  | 'transfer_in'
  | 'transfer_out'
  | 'bet'
  | 'payout'
  | 'rebate'
  | 'agent_transfer_out'
  | 'agent_transfer_in'
  | 'agent_rebate'
  | 'salary'
  | 'dividend';

/** A row of GET /wps/relay/ODSFE2_MemTransDet: one change of the member's balance. */
export interface LedgerRow {
  id: number;
  type: LedgerType;
  /** Signed: a credit positive, a debit negative. */
  amount: number;
  balanceAfter: number;
  /** What caused it: `kind:id` (`bet:B2501…`, `deposit:D2501…`, `promotion:7`) or a word (`opening`). */
  reference: string;
  createdAt: string;
}

/** Totals of the whole filtered range: credits, and debits as a positive sum. */
export interface LedgerSummary {
  credit: number;
  debit: number;
}

export interface LedgerPage {
  list: LedgerRow[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
  summary: LedgerSummary;
}

/** A row of GET /wps/relay/ODSFE2_PersonalPNL: a Dhaka day (`YYYY-MM-DD`) or a game category. */
export interface PnlRow {
  key: string;
  bets: number;
  stake: number;
  payout: number;
  /** payout − stake. */
  winLoss: number;
  /** Rebate claimed that day (by category: 0, a claim pays every category at once). */
  rebate: number;
}

export interface PnlSummary {
  bets: number;
  stake: number;
  payout: number;
  winLoss: number;
  rebate: number;
  /** Promotion and bonus credits. */
  bonus: number;
  deposit: number;
  /** Frozen for withdrawals minus what rejected ones returned. */
  withdraw: number;
  /** winLoss + rebate + bonus. */
  profit: number;
}

export interface PnlAnswer {
  list: PnlRow[];
  summary: PnlSummary;
}
