// Bets (docs/money.md, "Bets in the demo game"; docs/api.md, "Money"). Amounts in taka.

/** POST /demo-game/bet: `stake` a string of taka (`"10"`, `"12.50"`). */
export interface DemoBetBody {
  launch: string;
  stake: string;
  pick: 'HIGH' | 'LOW';
}

export interface DemoBetAnswer {
  betNo: string;
  /** 0–99. */
  draw: number;
  win: boolean;
  payout: number;
  /** The available balance after the bet. */
  balance: number;
}

/** A row of GET /wps/relay/ODSFE2_MemBetDet. */
export interface BetRow {
  betNo: string;
  gameName: string;
  vendor: string;
  gameType: string;
  stake: number;
  pick: string;
  draw: number;
  payout: number;
  winLoss: number;
  /** ISO 8601. */
  placedAt: string;
}

export interface BetSummary {
  count: number;
  stake: number;
  payout: number;
  winLoss: number;
}

/** The records' page (docs/money.md, "Records"), newest first; `summary` totals the whole range. */
export interface BetPage {
  list: BetRow[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
  summary: BetSummary;
}
