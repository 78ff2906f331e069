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
