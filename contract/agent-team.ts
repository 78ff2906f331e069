// The agent's team and transfers (docs/agent-area.md, "Team and transfers"; docs/api.md, "Agent"):
// the team overview, the downline list and a member's detail, the transfer to a downline and the
// red envelope rain. Amounts are taka (2 decimals), times ISO 8601.

import type { MoneyOrderAnswer } from './rebates.ts';

/** One side of the overview: the direct members, or the whole downline. */
export interface TeamFigures {
  /** Members now (registered before the range's end). */
  members: number;
  /** Registered in the range. */
  newMembers: number;
  /** Members whose first successful deposit fell in the range. */
  firstDeposits: number;
  /** Successful deposits credited in the range (taka). */
  deposits: number;
  /** Withdrawals paid in the range. */
  withdrawals: number;
  /** Stakes of the bets placed in the range. */
  bets: number;
  /** The members' payouts minus stakes: negative when the team lost. */
  profitLoss: number;
  /** Holding an unexpired session now, whatever the range. */
  online: number;
}

/** GET /wps/agent/teamOverview?startDate&endDate */
export interface TeamOverviewAnswer {
  direct: TeamFigures;
  all: TeamFigures;
}

/** A downline member as the list and the detail show it. */
export interface DownlineRow {
  username: string;
  /** 1 = direct. */
  level: number;
  /** Member type 0 is a player; agent types (1, 2, 41, 42) are agents. */
  type: 'player' | 'agent';
  balance: number;
  /** ISO 8601. */
  registered: string;
  /** ISO 8601; null: never logged in. */
  lastLogin: string | null;
  status: 'active' | 'disabled';
  /** An agent's whole downline; null for a player. */
  teamSize: number | null;
}

/** GET /wps/agent/downlines?scope=direct|all&username=&pageNo&pageSize: a record page (newest first). */
export interface DownlinePage {
  list: DownlineRow[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
  summary: { members: number; balance: number };
}

/** POST /wps/agent/transferDownline (encrypted). */
export interface TransferDownlineBody {
  username: string;
  /** Taka, at most 2 decimals. */
  amount: string;
  paymentPassword: string;
}

/**
 * POST /wps/agent/transferMultipleDownline (encrypted): `usernames`, or `allDirect` true for
 * every active direct member; `amount` is each recipient's (`split` false) or the total to split.
 */
export interface TransferMultipleBody {
  usernames?: string[];
  allDirect?: boolean;
  amount: string;
  split: boolean;
  paymentPassword: string;
}

/** The order's total in `amount`; `recipients` with each one's share. */
export interface RainAnswer extends MoneyOrderAnswer {
  recipients: Array<{ username: string; amount: number }>;
}

/** Transfer limits per recipient (GET /wps/agent/transferLimits). */
export interface TransferLimits {
  min: number;
  max: number;
  maxRecipients: number;
  paymentPasswordSet: boolean;
}
