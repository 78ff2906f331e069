import type { LoginValue } from '../../../../contract/accounts.ts';
import type { Db } from '../../db/connection.ts';
import { NO_PASSWORD, verifyPassword } from '../../lib/passwords.ts';
import { consumeCaptcha } from '../captcha/captcha.ts';
import type { Guards } from '../limits/guards.ts';
import type { Merchant } from '../merchants/merchants.ts';
import { RuleError } from '../rule-error.ts';
import { endAllSessions } from '../session/sessions.ts';
import { checkSmsCode, useSmsCode } from '../sms/codes.ts';
import { parsePhone, type Phone } from '../sms/phone.ts';
import { requireSwitch } from '../whitelabel/switches.ts';
import { captchaDemanded, clearLoginFailures, clientKey, recordLoginFailure } from './login-failures.ts';
import { accountKey, admitLogin } from './login-limits.ts';
import { startSession } from './login-value.ts';
import { findMemberById, findMemberByPhone, findMemberByUsername, setPasswordHash, type Member } from './members.ts';
import { dropTemporaryPassword, isTemporaryPassword, pendingTemporaryPassword } from './temporary-password.ts';

/** The decrypted login payload (docs/accounts.md, "Endpoints"). */
export interface LoginInput {
  username: string;
  password: string;
  captcha: string;
  /** 'username', 'sms', or '' after a phone reset (same as 'username'). */
  type: string;
  countryDialingCode: string;
  loginDeviceId: string;
}

export interface LoginDeps {
  db: Db;
  guards: Guards;
  merchant: Merchant;
  ip: string;
  captchaId: string | undefined;
}

/** How the credentials matched: the password, a pending temporary password, or an SMS code. */
type Match =
  { kind: 'password'; member: Member } | { kind: 'temporary'; member: Member; hash: string } | { kind: 'sms'; member: Member; phone: Phone };

export async function login(deps: LoginDeps, input: LoginInput): Promise<LoginValue> {
  const { db, merchant } = deps;
  if (input.type === 'firebase') throw new RuleError('function.not.available');
  if (!['username', 'sms', ''].includes(input.type)) throw new RuleError('request.body.invalid');
  const client = clientKey(deps.ip, input.loginDeviceId);
  const account = accountKey(db, merchant.code, input.type, input.username, input.countryDialingCode);
  const admission = admitLogin(deps.guards, deps.ip, `${merchant.code}|${client}`, account);
  if (input.type === 'sms') requireSwitch(db, merchant.code, 'MOBILEVERCODELOGIN3');

  if (admission.ipBusy || captchaDemanded(db, merchant.code, client)) {
    if (input.captcha === '') throw new RuleError('login.captcha.required', { captcha: true });
    if (!consumeCaptcha(db, merchant.code, deps.captchaId, input.captcha)) {
      throw new RuleError('login.captcha.invalid', { captcha: true });
    }
  }

  const matched = admission.countAgainstAccount();
  let match: Match | null;
  try {
    match = input.type === 'sms' ? matchSmsCode(db, merchant.code, input) : await matchPassword(db, merchant.code, input);
  } catch (error) {
    // A wrong or expired SMS code is a failed login too, with its own errorCode.
    if (!(error instanceof RuleError)) throw error;
    throw new RuleError(error.errorCode, { captcha: recordLoginFailure(db, merchant.code, client) });
  }
  if (!match) {
    throw new RuleError('login.credentials.invalid', { captcha: recordLoginFailure(db, merchant.code, client) });
  }
  if (match.member.disabled) throw new RuleError('user.disabled');

  const found = match;
  const value = db
    .transaction((): LoginValue | undefined => {
      if (!stillCurrent(db, found)) return undefined;
      clearLoginFailures(db, merchant.code, client);
      if (found.kind === 'sms') useSmsCode(db, merchant.code, found.phone, 'login');
      if (found.kind === 'temporary') {
        // The temporary password becomes the password: a password change, so other sessions end.
        setPasswordHash(db, found.member.id, found.hash);
        dropTemporaryPassword(db, found.member.id);
        endAllSessions(db, found.member.id);
      }
      return startSession(db, found.member, found.kind === 'temporary');
    })
    .immediate();
  if (!value) throw new RuleError('login.credentials.invalid', { captcha: recordLoginFailure(db, merchant.code, client) });
  matched();
  return value;
}

/**
 * Whether the password that matched is still the member's: a password change or phone reset
 * may have committed while its hash was computed, and a session opened with the password it
 * replaced would outlive the change. An SMS code is settled by useSmsCode instead.
 */
function stillCurrent(db: Db, match: Match): boolean {
  if (match.kind === 'password') return findMemberById(db, match.member.id)?.passwordHash === match.member.passwordHash;
  if (match.kind === 'temporary') return isTemporaryPassword(db, match.member.id, match.hash);
  return true;
}

/**
 * Two hashes whatever the case: the password, then the pending temporary password; verifyPassword
 * spends one on NO_PASSWORD too, the stand-in for whichever is missing (no such user, no password,
 * no temporary password). The time then tells neither whether the username exists nor whether a
 * reset by e-mail is pending, and unknown user and wrong password give the same answer.
 */
async function matchPassword(db: Db, merchant: string, input: LoginInput): Promise<Match | null> {
  const member = input.username ? findMemberByUsername(db, merchant, input.username) : undefined;
  const temporary = member ? pendingTemporaryPassword(db, member.id) : null;
  // At once: the thread pool runs both, so a login takes about one hash's time, as before.
  const [isPassword, isTemporary] = await Promise.all([
    verifyPassword(input.password, member?.passwordHash ?? NO_PASSWORD),
    verifyPassword(input.password, temporary ?? NO_PASSWORD),
  ]);
  if (!member) return null;
  if (isPassword) return { kind: 'password', member };
  return isTemporary && temporary ? { kind: 'temporary', member, hash: temporary } : null;
}

/** SMS login: `username` is the mobile number, `password` the code sent to it. */
function matchSmsCode(db: Db, merchant: string, input: LoginInput): Match | null {
  const phone = parsePhone(db, merchant, input.countryDialingCode, input.username);
  if (!phone) return null;
  const member = findMemberByPhone(db, merchant, phone);
  // No code was sent to a number nobody has: it fails as a wrong code does (no enumeration).
  if (!member) throw new RuleError('verification.code.invalid');
  checkSmsCode(db, merchant, phone, 'login', input.password);
  return { kind: 'sms', member, phone };
}
