import type { Db } from '../../db/connection.ts';
import type { Guards } from '../limits/guards.ts';
import { limited } from '../rule-error.ts';
import { toPhone } from '../sms/phone.ts';

/**
 * The login limits (docs/security.md, "Rate limits"). Per client (IP + loginDeviceId) a refusal.
 * Per IP a captcha demand past the threshold, not a refusal: a carrier NAT puts a whole town
 * behind one address, and the right password with a captcha must still sign in there. Per
 * account a budget of failed attempts from any IP, so spreading guesses over many addresses
 * does not make them unlimited.
 */

export interface LoginAdmission {
  /** The IP is past its threshold: this attempt needs a captcha. */
  ipBusy: boolean;
  /** Counts the attempt against the account; call the answer when the credentials matched. */
  countAgainstAccount: () => () => void;
}

/** The account an attempt is aimed at: the username in any case, or the number in its one form. */
export function accountKey(db: Db, merchant: string, type: string, username: string, dialingCode: string): string {
  if (type !== 'sms') return `${merchant}|user|${username.toLowerCase()}`;
  const phone = toPhone(db, merchant, dialingCode, username);
  return `${merchant}|phone|${phone ? phone.dialingCode + phone.mobile : username}`;
}

/** Takes the attempt's slots before any await (attempts sent at once cannot all slip past). */
export function admitLogin(guards: Guards, ip: string, client: string, account: string): LoginAdmission {
  const wait = Math.max(guards.loginPerClient.retryAfter(client), guards.loginFailuresPerAccount.retryAfter(account));
  if (wait > 0) throw limited('login.rate.limited', wait);
  guards.loginPerClient.record(client);
  const ipBusy = guards.loginPerIp.retryAfter(ip) > 0;
  if (!ipBusy) guards.loginPerIp.record(ip);
  return {
    ipBusy,
    countAgainstAccount: () => {
      guards.loginFailuresPerAccount.record(account);
      return () => guards.loginFailuresPerAccount.release(account);
    },
  };
}
