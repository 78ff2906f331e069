/** The security centre (docs/money.md, "Payment password" and "Security centre"). */

/** POST /wps/member/paymentPassword, encrypted; answers null. Exactly one proof is non-empty:
 *  `loginPassword` (the first one), `oldPaymentPassword` (a change), or `verificationCode` (either;
 *  the SMS code POST /wps/member/paymentPassword/sms sent to the bound number). */
export interface PaymentPasswordBody {
  newPaymentPassword: string;
  confirmNewPaymentPassword: string;
  loginPassword?: string;
  oldPaymentPassword?: string;
  verificationCode?: string;
}

/** GET /wps/v2/member/securityConfig: what the signed-in member has set. */
export interface SecurityConfig {
  paymentPasswordSet: boolean;
  /** ISO 8601 while five wrong answers keep it locked; else null. */
  paymentPasswordLockedUntil: string | null;
  /** Masked as member info masks them; '' when none. */
  mobileNum: string;
  email: string;
  realName: string;
  payoutAccountCount: number;
  payoutAccountMax: number;
  /** Live sessions. */
  deviceCount: number;
}

/** POST /wps/member/mobile/sms: a `mobile` code to the bound number (`current`) or to the number
 *  being bound (`new`, with its country). Answers SmsSent. */
export type MobileSmsBody = { which: 'current' } | { which: 'new'; mobileNum: string; countryDialingCode: string };

/** PUT /wps/member/mobile: binds or changes the number; `currentVerificationCode` when one is bound. */
export interface BindMobileBody {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  currentVerificationCode?: string;
}
export interface BoundMobile {
  /** Masked. */
  mobileNum: string;
}

/** POST /wps/member/email/code: a code to the address (answers SmsSent); PUT /wps/member/email binds it. */
export interface EmailCodeBody {
  email: string;
}
export interface BindEmailBody {
  email: string;
  verificationCode: string;
}
export interface BoundEmail {
  /** Masked. */
  email: string;
}

/** GET /wps/session/devices: the member's live sessions. */
export interface Device {
  id: number;
  /** "Chrome · Android"; '' when the User-Agent told nothing. */
  device: string;
  ip: string;
  /** ISO 8601; refreshed at most once a minute. */
  lastUsedAt: string;
  /** The session of this request. */
  current: boolean;
}
export interface DeviceList {
  list: Device[];
}

/** DELETE /wps/session/others: how many sessions ended. */
export interface SignedOut {
  signedOut: number;
}
