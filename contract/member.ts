// The signed-in member's own data (docs/accounts.md, docs/member-area.md; platform reference
// §7.14, §7.15): profile, wallet, contract offers, VIP club, referral and feedback.

/** GET /wps/member/info. Contact details come masked. */
export interface MemberInfo {
  id: number;
  account: string;
  /** '' when none. */
  nickname: string;
  /** ISO 8601. */
  regDate: string;
  /** 0 member, 1 agent, 4 trial, … */
  type: number;
  /** The member has an upline (the "superior transfer" shortcut needs one). */
  toUpline: boolean;
  /** Masked (`017*****001`), '' when none. */
  mobileNum: string;
  /** Masked (`de****@bdplay.example`), '' when none. */
  email: string;
  /** 0–9. */
  vipLevel: number;
  /** The level's label in the request's language ("VIP 3"). */
  vipName: string;
}

/** GET /wps/v2/wallets/balance: amounts in taka, at most 2 decimals. */
export interface WalletBalance {
  sumBalance: number;
  /** Withdrawals pending or approved: not spendable, not in sumBalance (money.md, "Wallet"). */
  frozenBalance: number;
  /** One main wallet (accountTypeId 2). */
  balance: Array<{ accountTypeId: 2; availBalance: number }>;
}

/** GET /wps/member/info of a signed-in member: the profile plus the wallet's fields, because real
 *  clients of the platform read their header's balance there (docs/api.md, "Platform
 *  compatibility: identity"). */
export type MemberInfoAnswer = MemberInfo & WalletBalance;

/** GET /wps/member/info without `Authorization`: success with no identity field, as the platform
 *  answers a guest (reference §7.14). */
export type GuestMemberInfo = Record<string, never>;

/** GET /wps/wallets/balance, the legacy call (reference §7.15): the main wallet by name. */
export interface LegacyWalletBalance {
  balances: Array<{ accountTypeId: 2; accountName: string; availBalance: number }>;
}

/** 1 when the contract offer waits for the member's answer. */
export type ContractFlag = 0 | 1;

/** GET /wps/member/info/funds/consolidated: the agent contract offers, plus the wallet's fields
 *  (a real client reads its header's balance here: docs/api.md, "Platform compatibility", its identity rows). */
export type ConsolidatedFunds = ContractStatus & WalletBalance;

/** The agent contract offers. */
export interface ContractStatus {
  dailysalreqtype: ContractFlag;
  /** Dividend by compensation period; one dividend offer here sets both dividend flags. */
  divtypecompperiodreq: ContractFlag;
  divtypereq: ContractFlag;
  contracthoursalreq: ContractFlag;
  realtimesalreqtype: ContractFlag;
}

export interface ClubBenefit {
  code: string;
  title: string;
  value: string;
}

export interface ClubLevel {
  level: number;
  name: string;
  /** Taka. */
  depositTarget: number;
  betTarget: number;
  benefits: ClubBenefit[];
}

/** GET /wps/relay/MCS2_getMemberClubBenefit. */
export interface MemberClub {
  level: number;
  levelName: string;
  /** The member's totals (taka) that count towards the next level. */
  deposit: number;
  bet: number;
  levels: ClubLevel[];
}

/** GET /wps/relay/MCSFE_getReferralInfo. */
export interface ReferralInfo {
  code: string;
  /** The registration link carrying the code (`…/m/register?r=<code>`). */
  link: string;
  invitedCount: number;
  /** What the REFERRAL promotion pays per invited friend (taka; 0 when none runs). */
  rewardAmount: number;
}

/** PUT /wps/feedback is multipart: one `content` text part and up to three `images` files. */
export type FeedbackPart = 'content' | 'images';

export interface FeedbackAnswer {
  /** The stored feedback's id. */
  id: number;
}
