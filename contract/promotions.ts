// Promotions (docs/member-area.md, module REWCEN3): the merchant's running promotions, the
// member's with their status, and claiming one. Amounts in taka.

export type PromotionType = 'BONUS' | 'REFERRAL' | 'MISSION';
export type PromotionStatus = 'CLAIMABLE' | 'CLAIMED' | 'IN_PROGRESS';

export interface Promotion {
  id: number;
  /** SPORT, LIVE, SLOTS, …; the server may add categories a client does not know. */
  category: string;
  type: PromotionType;
  title: string;
  /** One line of plain text. */
  summary: string;
  /** HTML: the client sanitises it. */
  content: string;
  /** Origin-relative ('/cdn/promotions/<id>.webp') or ''. */
  imageUrl: string;
  startTime: string;
  /** '' = no end. */
  endTime: string;
  amount: number;
}

/** GET /wps/relay/MCSFE_getMerchantAvailablePromotions (no session needed). */
export interface MerchantPromotions {
  list: Promotion[];
}

export interface MemberPromotion extends Promotion {
  status: PromotionStatus;
  /** Missions only. */
  progress: { current: number; target: number } | null;
}

/** GET /wps/relay/MCSFE_getAvailablePromotions. */
export interface MemberPromotions {
  list: MemberPromotion[];
  /** CLAIMABLE promotions that are not missions (the reward centre's bubble). */
  unclaimedCount: number;
  /** CLAIMABLE missions (the mission activity's bubble). */
  missionClaimableCount: number;
}

/** POST /wps/relay/MCSFE_claimIssuedPromotion. */
export interface ClaimBody {
  promotionId: number;
}

export interface ClaimResult {
  promotionId: number;
  amount: number;
  /** The member's balance after the claim. */
  sumBalance: number;
}
