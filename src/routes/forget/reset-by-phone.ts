// The phone recovery's submit (specification §4 "Password reset by phone", §8): set the password
// with the SMS code, then sign in with the answered user name and the new password (login type '').

import { ApiError } from '@/api/errors';
import { resetByPhone, type ResetByPhonePayload } from '@/api/password';
import { logIn } from '@/state/account';
import { loadRememberedLogin } from '@/state/remembered-login';

/** 'reset-only': the password changed but the sign-in after it failed (the player logs in). */
export type ResetOutcome = 'signed-in' | 'reset-only';

/** Throws the reset's ApiError; a failed sign-in afterwards is an outcome, not a failure. */
export async function resetAndSignIn(payload: ResetByPhonePayload): Promise<ResetOutcome> {
  const { userName } = await resetByPhone(payload);
  try {
    // Remember-me stays as it was on this device: a remembered username stays remembered; without
    // one, nothing new is remembered.
    const remember = loadRememberedLogin('username') !== null;
    await logIn({ username: userName, password: payload.newPassword, captcha: '', type: '' }, { remember, rememberAs: 'username' });
    return 'signed-in';
  } catch {
    return 'reset-only';
  }
}

/** The field a failed reset empties: the password when it equals the old one, else the SMS code.
 *  Not when no answer came (network, time-out): the code may be unused, the player just retries. */
export function fieldToClear(err: unknown): 'password' | 'code' | null {
  if (err instanceof ApiError && err.errorCode === 'modify.new.old.same') return 'password';
  return err instanceof ApiError && err.transient ? null : 'code';
}
