// Sessions, registration and passwords (docs/accounts.md, platform reference §2.1, §7.11–7.13).
// Bodies marked "encrypted" travel as an EncryptedBody (envelope.ts).

/** `''` is the login right after a phone reset (as `username`); `firebase` needs a phone-auth
 *  provider, which the reference server refuses. */
export type LoginType = 'username' | 'sms' | 'firebase' | '';

/** POST /wps/session/login, encrypted. */
export interface LoginBody {
  /** The username, or the mobile number's digits for `sms`. */
  username: string;
  /** The password, or the SMS code for `sms`. */
  password: string;
  /** The image captcha; '' when none is asked for. */
  captcha: string;
  type: LoginType;
  /** For `sms` and `firebase`, as the country list gives it (`+880`). */
  countryDialingCode?: string;
  loginDeviceId: string;
  firebaseChannel?: 'sms';
  firebaseIdToken?: string;
  firebaseMobileNo?: string;
}

/** The answer of login, trial play and both registrations: a session. */
export interface LoginValue {
  token: string;
  userName: string;
  /** 0 member, 1 agent, 4 trial, … */
  customerType: number;
  /** The member's first session ever (the client shows "F" popups then). */
  firstTimeLogin: boolean;
  /** Logged in with a temporary password: the client asks for a new one. */
  passwordExpired: boolean;
}

/** POST /wps/session/login/freeplay. */
export interface FreePlayBody {
  loginDeviceId: string;
}

// DELETE /wps/session/logout has no body and answers null, also for a dead or missing token.

/** PUT /wps/session/renew. */
export interface RenewBody {
  /** false leaves a token far from expiring as it is. */
  force: boolean;
}

export interface RenewAnswer {
  /** ISO 8601. */
  expiresAt: string;
}

/** POST /wps/verification/sms/noLogin and /wps/member/password/sms. */
export interface SmsBody {
  mobileNum: string;
  countryDialingCode: string;
  /** The client's device id (as in login): the server limits code requests per device too. */
  loginDeviceId?: string;
}

/** POST /wps/verification/sms/register: this one names the number `mobileNo` (reference §7.13). */
export interface RegisterSmsBody {
  mobileNo: string;
  countryDialingCode: string;
  loginDeviceId?: string;
}

/** The answer of every SMS send. */
export interface SmsSent {
  /** Minutes the code stays valid. */
  expiredMinutes: number;
}

/** The registration form's fields (the field rules of `info.register` name them the same way). */
export type RegisterField =
  | 'username'
  | 'password'
  | 'confirmPassword'
  | 'affiliateCode'
  | 'paymentPassword'
  | 'recommenderId'
  | 'nickname'
  | 'payeeName'
  | 'email'
  | 'mobileNum'
  | 'idNumber'
  | 'qqNum'
  | 'facebook'
  | 'wechat'
  | 'line'
  | 'whatsapp'
  | 'zalo'
  | 'captcha'
  | 'verificationCode';

/** PUT /wps/member/register and /wps/member/register/mobile, encrypted; every field present ('' when
 *  not shown). */
export type RegisterBody = Record<RegisterField, string> & {
  countryDialingCode: string;
  /** The host name the form was filled in on. */
  registerUrl: string;
  /** APP, WEBCLIP, PWA or H5. */
  registerMethod: string;
  type: 0;
  /** The `domain` query parameter of the landing URL. */
  domain: string;
  /** Only when a phone-auth provider verified the phone. */
  firebaseChannel?: 'sms';
  firebaseIdToken?: string;
  /** The client's device id (as in login; reference §7.11 [X]): refused attempts are limited per device. */
  loginDeviceId?: string;
};

/** GET /wps/agent/affiliate?code=&domain=: a known invitation code, as stored. */
export interface AffiliateAnswer {
  code: string;
}

/** POST /wps/member/password, encrypted: the current password, or (with `oldPassword` empty) the
 *  SMS code that POST /wps/member/password/sms/member sent to the member's bound number. */
export interface ChangePasswordBody {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
  verificationCode?: string;
}

/** Every session of the member ends; this is the device's new token. */
export interface ChangePasswordAnswer {
  token: string;
}

/** POST /wps/member/password/email, a form post (application/x-www-form-urlencoded); answers null. */
export interface ForgotByEmailBody {
  username: string;
  email: string;
}

/** POST /wps/member/password/verification, encrypted. */
export interface ResetByPhoneBody {
  newPassword: string;
  mobileNum: string;
  verificationCode: string;
  countryDialingCode: string;
  loginDeviceId?: string;
}

/** The member the phone belongs to (the client then logs in with login type ''). */
export interface ResetByPhoneAnswer {
  userName: string;
}

/** GET /wps/captcha: a base64 PNG, single use, tied to the `captchaId` cookie the answer sets. */
export type CaptchaImage = string;

/** GET /wps/captcha/geetest (reference §7.12): the GeeTest id. The reference server has no GeeTest:
 *  `gt` is '' (GeeTest off), and no call asks for its fields. */
export interface GeetestConfig {
  gt: string;
}
