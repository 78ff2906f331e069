// The agent's team reports (docs/agent-area.md, "Team reports"; docs/api.md, "Agent"): team profit
// and loss and team betting. Amounts in taka; times ISO 8601. Both answer the records' page shape
// (`{ list, pageNum, totalPages, totalCount, summary }`, docs/money.md "Records").

import type { BetRow, BetSummary } from './bets.ts';

/** `level`: the agent's direct members only, or the whole downline. */
export type TeamLevel = 'DIRECT' | 'ALL';

/** A row of GET /wps/relay/ODSFE2_MemPNL: a member (`key` the username) or a game category. */
export interface TeamPnlRow {
  key: string;
  /** A member's depth below the agent (1 = direct); 0 for a category. */
  depth: number;
  bets: number;
  stake: number;
  payout: number;
  /** payout − stake. */
  winLoss: number;
  /** The member's rebate claims in the range (a claim pays every category: 0 by category). */
  rebate: number;
  /** The member's result: winLoss + rebate. */
  profit: number;
}

export interface TeamPnlSummary {
  /** Members who bet or claimed a rebate in the range. */
  members: number;
  bets: number;
  stake: number;
  payout: number;
  winLoss: number;
  rebate: number;
  profit: number;
}

export interface TeamPnlPage {
  list: TeamPnlRow[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
  summary: TeamPnlSummary;
}

/** A row of GET /wps/relay/ODSFE2_TeamBetDet: a bet of the team, with its member. */
export interface TeamBetRow extends BetRow {
  username: string;
}

export interface TeamBetPage {
  list: TeamBetRow[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
  summary: BetSummary;
}
