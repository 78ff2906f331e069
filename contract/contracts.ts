// Agent contracts (docs/agent-area.md, "Contracts, salaries and dividends"): the terms offered,
// the answer, and the periods settled under them. Money in taka (2 decimals), like every answer.

export type ContractKind = 'daily' | 'hourly' | 'dividend';
export type ContractState = 'pending' | 'signed' | 'declined' | 'ended';

/** A salary tier pays `pay` taka when the team's stake in the day (or hour) reaches `from` taka; a
 *  dividend tier pays `pay` % of the team's net loss in the period when that loss reaches `from`. */
export interface ContractTier {
  from: number;
  pay: number;
}

export interface ContractTerms {
  id: number;
  kind: ContractKind;
  status: ContractState;
  tiers: ContractTier[];
  /** YYYY-MM-DD (Dhaka): the first day it pays for. */
  startsOn: string;
  /** ISO 8601. */
  offeredAt: string;
  answeredAt: string | null;
}

/** One period: `pending` is the dividend period still running (its figures so far), `paid` was
 *  paid, `none` was settled with nothing due. */
export interface ContractPeriod {
  /** 'YYYY-MM-DD', 'YYYY-MM-DD HH' (a Dhaka hour) or 'YYYY-MM-DD..YYYY-MM-DD'. */
  period: string;
  teamStake: number;
  /** Stake minus payouts: positive when the team lost. */
  teamNet: number;
  /** The tier reached: taka for a salary, % for a dividend; 0 for none. */
  tierPay: number;
  amount: number;
  state: 'pending' | 'paid' | 'none';
}

/** GET MCS2_processDailySalContract, POST MCS2_processContractHourSalary, and what
 *  GET MCS2_processDividendReq adds to DividendInfo (agent.ts): the latest contract of the kind
 *  (null: never offered) and the periods settled under the member's contracts of the kind, newest
 *  first. */
export interface ContractView {
  contract: ContractTerms | null;
  periods: ContractPeriod[];
}

/** The query (GET) or body (POST) of those calls: without `action`, the view; with it, the answer
 *  to the pending contract `id` (the one the page shows), then the view. */
export interface ContractAnswer {
  action?: 'sign' | 'decline';
  id?: number;
}
