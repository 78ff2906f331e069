// The agent's rebate rates and rebate-difference income (docs/agent-area.md, "Rebate rates",
// "Rebate difference"; docs/api.md, "Agent"). Rates in basis points (80 = 0.8 %) by game
// category, a category without a value is 0; amounts in taka.

export type RatesBp = Record<string, number>;

/** GET /wps/agent/rebates: the agent's own rates (set by its upline) and its defaults for new members. */
export interface AgentRebateSettings {
  /** The categories a rate can be set for, in this order. */
  categories: string[];
  own: RatesBp;
  defaults: RatesBp;
}

/** GET /wps/agent/downlineRebates?member=NAME: a direct member's rates, with the caller's own (the cap). */
export interface DownlineRebates {
  member: string;
  categories: string[];
  own: RatesBp;
  rates: RatesBp;
}

/** POST /wps/agent/updateDownlineRebates: the categories named change, the others keep theirs. */
export interface UpdateDownlineRebatesBody {
  member: string;
  rates: RatesBp;
}

/** POST /wps/agent/rebateDefaults. */
export interface RebateDefaultsBody {
  rates: RatesBp;
}

/** A row of GET /wps/agent/rebateIncome: a Dhaka day (groupBy DAY), or a day's member and category (MEMBER). */
export interface RebateIncomeRow {
  /** YYYY-MM-DD, Dhaka. */
  date: string;
  /** The bettor (MEMBER rows only). */
  member?: string;
  category?: string;
  stake: number;
  income: number;
  /** The day's income is in the balance (an `agent_rebate` ledger row); else pending until the day is settled. */
  credited: boolean;
}

export interface RebateIncomeSummary {
  stake: number;
  income: number;
  credited: number;
  pending: number;
}

export interface RebateIncomePage {
  list: RebateIncomeRow[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
  summary: RebateIncomeSummary;
}
