// Social sign-in and third-party phone verification (specification §3, §4: the "phone-auth
// service", Firebase on the platform) behind one interface. None is configured: the google /
// facebook / telegram buttons stay hidden and SMS codes go through the platform's own calls.
//
// To plug one in without adding its SDK to the start-up bundles: write `phone-auth-<name>.ts`, a
// PhoneAuthProvider whose methods `await import('<sdk>')` on first use, and return it here when
// `import.meta.env.VITE_PHONE_AUTH === '<name>'`. The SDK then loads only when a player taps a
// social button or asks for a code, and with the variable unset Vite drops the branch entirely.

import type { LoginBody } from '../../contract/accounts';

export type SocialKind = 'google' | 'facebook' | 'telegram';

/** What a verified phone adds to a login or registration payload (specification §3);
 *  `firebaseMobileNo` is the verified number, digits as typed. */
export type PhoneAuthProof = Required<Pick<LoginBody, 'firebaseChannel' | 'firebaseIdToken' | 'firebaseMobileNo'>>;

export interface PhoneAuthProvider {
  /** Signs in with a social account; the token goes into a `firebase` login. */
  signIn(kind: SocialKind): Promise<Pick<PhoneAuthProof, 'firebaseIdToken'>>;
  /** Sends the provider's own SMS code (the countdown is then 60 s). */
  sendCode(mobileNum: string, countryDialingCode: string): Promise<void>;
  /** Checks the code typed after `sendCode`. */
  verifyCode(code: string): Promise<PhoneAuthProof>;
}

/** The configured provider, or null (none here). */
export function getPhoneAuthProvider(): PhoneAuthProvider | null {
  return null;
}
