// The agent's open account and affiliate links (docs/agent-area.md, "Open account and links").
// Rates are per game category in basis points (30 = 0.3 %), as the agent rebate rates are.

/** 0: a player; 1: a sub-agent (member type 1, with an invitation code of its own). */
export type DownlineKind = 0 | 1;

export type RebateRates = Record<string, number>;

/** GET /wps/check/username?username= */
export interface UsernameCheck {
  available: boolean;
}

/** PUT /wps/agent/register, an encrypted body. */
export interface OpenAccountBody {
  username: string;
  password: string;
  confirmPassword: string;
  type: DownlineKind;
  rates: RebateRates;
}

export interface OpenAccountAnswer {
  username: string;
  type: DownlineKind;
  /** A sub-agent's invitation code; null for a player. */
  affiliateCode: string | null;
}

export interface AffiliateLink {
  id: number;
  code: string;
  kind: DownlineKind;
  rates: RebateRates;
  /** Members who registered through the link. */
  registrations: number;
  /** ISO 8601. */
  createdAt: string;
}

/** GET /wps/agent/affiliate/urls: the agent's live links, newest first, and the rates a new member may get. */
export interface AffiliateLinks {
  links: AffiliateLink[];
  maxLinks: number;
  /** The agent's own rates: the cap of every rate given below. */
  own: RebateRates;
  /** The agent's defaults for new members (the forms start from them). */
  defaults: RebateRates;
}

/** POST /wps/agent/affiliate/urls → AffiliateLink */
export interface CreateLinkBody {
  kind: DownlineKind;
  rates: RebateRates;
}

/** DELETE /wps/agent/affiliate/urls → null */
export interface DeleteLinkBody {
  id: number;
}
