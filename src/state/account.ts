// The account actions the pages call (specification §4): log in, play a trial, sign out, and what
// follows a password change. Only account pages import this, so it and the API modules it pulls
// in (with the encryption codec) stay out of the entry chunk.

import { login, logout, startFreePlay, type LoginPayload, type LoginResult } from '@/api/session';
import { deviceId } from '@/lib/device-id';
import { env } from '@/lib/env';
import { removeKey, writeString } from '@/lib/storage';
import { forgetRememberedLogin, saveRememberedLogin, type RememberedType } from './remembered-login';
import { clearSession, session, setSession, TRIAL_MEMBER_TYPE, type SessionInfo } from './session';

/** sessionStorage: the trial account's user name (specification §3). */
export const TRIAL_USER_KEY = 'trialUserName';

export type LoginForm = Omit<LoginPayload, 'loginDeviceId'>;

export interface RememberChoice {
  /** The remember-me box. */
  remember: boolean;
  /** The tab the login came from: its record is saved, or forgotten when `remember` is off. */
  rememberAs: RememberedType;
}

const sessionOf = (r: LoginResult): SessionInfo => ({
  token: r.token,
  merchantCode: env.merchant,
  userName: r.userName,
  type: r.customerType,
  firstTimeLogin: r.firstTimeLogin,
});

/** Logs in and stores the session. The answer tells the page about `firstTimeLogin` and
 *  `passwordExpired`; a failure is the ApiError of the call (its `value.captcha` asks for a captcha). */
export async function logIn(form: LoginForm, { remember, rememberAs }: RememberChoice): Promise<LoginResult> {
  const result = await login({ ...form, loginDeviceId: deviceId() });
  signInRegistered(result);
  // The username (or number) only: no password is kept in any form (docs/accounts.md).
  if (!remember) forgetRememberedLogin(rememberAs);
  else saveRememberedLogin({ type: rememberAs, username: form.username, countryDialingCode: form.countryDialingCode ?? '' });
  return result;
}

/** Stores the session of a login value (a login, or either registration, which answers with one). */
export function signInRegistered(result: LoginResult): void {
  setSession(sessionOf(result));
  removeKey(TRIAL_USER_KEY, 'session');
}

/** Creates a trial account for this device and signs it in. */
export async function playTrial(): Promise<LoginResult> {
  const result = await startFreePlay(deviceId());
  setSession({ ...sessionOf(result), firstTimeLogin: false });
  writeString(TRIAL_USER_KEY, result.userName, 'session');
  return result;
}

/** Signs out: tells the server (its failure does not keep anyone signed in), then forgets the
 *  session and the bank list, and turns auto-login off. The remembered username stays. */
export async function signOut(): Promise<void> {
  await logout().catch(() => {});
  clearSession(); // also clears sessionStorage: the trial user name
  writeString('autoLogin', '0');
  removeKey('bankList');
}

/** After a successful change: every other session ended, this device continues with `newToken`. */
export function afterPasswordChange(newToken: string): void {
  if (session.value) setSession({ ...session.value, token: newToken });
}

export const isTrialMember = (s: SessionInfo | null = session.value): boolean => s?.type === TRIAL_MEMBER_TYPE;
